package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.SweepPoint;
import java.util.Locale;

/** One value of a swept setting as the sweep's table shows it: its client time's median, min and max, and the verdict against the previous value. */
public record SweepRow(String value, String medianMillis, String minMillis, String maxMillis, String change,
                       String threshold, String verdict, boolean knee) {
    static SweepRow of(SweepPoint point, boolean knee) {
        return new SweepRow(point.value(), millis(point.clientMicros().median()), millis(point.clientMicros().min()),
                millis(point.clientMicros().max()),
                point.againstPrevious().map(MetricText::change).orElse(""),
                point.againstPrevious().map(MetricText::noise).orElse(""),
                point.againstPrevious().map(v -> v.verdict().words()).orElse("(first value)"), knee);
    }

    private static String millis(long micros) {
        return String.format(Locale.ROOT, "%,.2f ms", micros / 1000.0);
    }
}
