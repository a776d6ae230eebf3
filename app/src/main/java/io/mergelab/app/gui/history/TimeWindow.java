package io.mergelab.app.gui.history;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/** How far back History looks. */
public enum TimeWindow {
    ANY_TIME("Any time", null),
    LAST_HOUR("Last hour", Duration.ofHours(1)),
    LAST_DAY("Last 24 hours", Duration.ofDays(1)),
    LAST_WEEK("Last 7 days", Duration.ofDays(7)),
    LAST_MONTH("Last 30 days", Duration.ofDays(30));

    private final String label;
    private final Duration length;

    TimeWindow(String label, Duration length) {
        this.label = label;
        this.length = length;
    }

    /** The earliest start time in the window, or empty for any time. */
    public Optional<Instant> since(Clock clock) {
        return length == null ? Optional.empty() : Optional.of(clock.instant().minus(length));
    }

    @Override
    public String toString() {
        return label;
    }
}
