package io.mergelab.engine.querylog;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLongArray;

/** Thread-safe ProfileEvents counters: one query's (its reading threads add to them) or the engine's totals. */
public final class ProfileEventCounters {
    private static final ProfileEvent[] EVENTS = ProfileEvent.values();
    private final AtomicLongArray values = new AtomicLongArray(EVENTS.length);

    public void increment(ProfileEvent event, long amount) {
        values.addAndGet(event.ordinal(), amount);
    }

    public void increment(ProfileEvent event) {
        increment(event, 1);
    }

    public long get(ProfileEvent event) {
        return values.get(event.ordinal());
    }

    /** Adds a snapshot (e.g. a finished query's events) to these counters; unknown names are ignored. */
    public void addAll(Map<String, Long> snapshot) {
        for (ProfileEvent e : EVENTS) {
            Long v = snapshot.get(e.name());
            if (v != null) {
                increment(e, v);
            }
        }
    }

    /** The non-zero counters by name, in the order of {@link ProfileEvent}. */
    public Map<String, Long> snapshot() {
        Map<String, Long> out = new LinkedHashMap<>();
        for (ProfileEvent e : EVENTS) {
            long v = values.get(e.ordinal());
            if (v != 0) {
                out.put(e.name(), v);
            }
        }
        return out;
    }
}
