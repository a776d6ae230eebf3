package io.mergelab.app.gui.history;

import io.mergelab.engine.ReadableNumbers;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How the History screen writes figures: milliseconds with sensible precision, start times in the local zone. */
final class HistoryFormat {
    private static final DateTimeFormatter STARTED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter STARTED_TODAY = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter STARTED_EARLIER = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private HistoryFormat() {
    }

    /** {@code 0.42 ms}, {@code 12.3 ms}, {@code 842 ms}, {@code 1.24 s}, {@code 95.0 s}. */
    static String millis(double ms) {
        if (ms >= 1000) {
            return String.format(Locale.ROOT, ms >= 10_000 ? "%.1f s" : "%.2f s", ms / 1000);
        }
        if (ms >= 100) {
            return String.format(Locale.ROOT, "%.0f ms", ms);
        }
        return String.format(Locale.ROOT, ms >= 10 ? "%.1f ms" : "%.2f ms", ms);
    }

    /** {@code 12,345}. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** {@code 1.50 MiB}, as formatReadableSize prints it. */
    static String bytes(long n) {
        return ReadableNumbers.size(n);
    }

    static String started(Instant at, ZoneId zone) {
        return STARTED.format(at.atZone(zone));
    }

    /** Short, for a narrow column: {@code 21:44:48} for a run started {@code today}, else {@code 2024-03-01 11:15}. */
    static String startedShort(Instant at, ZoneId zone, LocalDate today) {
        ZonedDateTime local = at.atZone(zone);
        return (local.toLocalDate().equals(today) ? STARTED_TODAY : STARTED_EARLIER).format(local);
    }

    /** The SQL on one line, runs of white space as one space, cut at {@code maxChars} with an ellipsis. */
    static String oneLine(String sql, int maxChars) {
        String line = sql.strip().replaceAll("\\s+", " ");
        return line.length() <= maxChars ? line : line.substring(0, maxChars - 1) + "…";
    }
}
