package io.mergelab.engine.aggregate;

import java.util.ArrayList;
import java.util.List;

/**
 * The partial states of one execution's parallel AggregatingTransforms, one slot per stream, handed to the
 * merging step. Slots are written and read under the executor's scheduling: the merger runs only after every
 * transform finished (its input, behind a Resize, is finished only then).
 */
public final class ManyAggregatedData {
    private final AggregatedData[] slots;
    /** The aggregation's key in {@link HashTableSizeStats}, or null when its sizes are not collected. */
    private final String statsKey;
    private int set;

    /** With a {@code statsKey}, the largest stream's group count is recorded once every stream finished. */
    public ManyAggregatedData(int streams, String statsKey) {
        slots = new AggregatedData[streams];
        this.statsKey = statsKey;
    }

    public synchronized void set(int stream, AggregatedData data) {
        if (slots[stream] == null) {
            set++;
        }
        slots[stream] = data;
        if (set == slots.length && statsKey != null) {
            int largest = 0;
            for (AggregatedData d : slots) {
                largest = Math.max(largest, d.groups());
            }
            HashTableSizeStats.SHARED.record(statsKey, largest);
        }
    }

    /** The partial states in stream order; every slot must be set. */
    public synchronized List<AggregatedData> all() {
        List<AggregatedData> out = new ArrayList<>(slots.length);
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null) {
                throw new IllegalStateException("aggregation stream " + i + " did not finish");
            }
            out.add(slots[i]);
        }
        return out;
    }
}
