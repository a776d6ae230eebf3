package io.mergelab.profiler.report;

import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.PartsFormat;
import io.mergelab.profiler.parts.RunMerges;
import io.mergelab.profiler.run.PartLogEvent;
import java.util.Locale;

/** The words of a run's merges in both report formats: the summary line and event times relative to the run. */
final class MergesText {
    /** Events listed per table; the JSON form has them all. */
    static final int MAX_EVENTS = 100;

    private MergesText() {
    }

    /** {@code 40 events from 600.0 s before the run to 2.5 s after it: ...; 12 active parts when it started (peak 15).} */
    static String summary(RunMerges m) {
        double before = (m.runStartMicros() - m.timeline().fromMicros()) / 1e6;
        double after = (m.timeline().toMicros() - m.runEndMicros()) / 1e6;
        return String.format(Locale.ROOT, "%s from %.1f s before the run to %.1f s after it: %s, %s, %s, %s; %s when"
                + " the run started (peak %,d).", PartsFormat.counted(m.events().size(), "part_log event",
                "part_log events"), Math.max(0, before), Math.max(0, after),
                PartsFormat.counted(m.count(PartEvent.NEW_PART), "new part", "new parts"),
                PartsFormat.counted(m.count(PartEvent.MERGE_PARTS), "merge", "merges"),
                PartsFormat.counted(m.count(PartEvent.MUTATE_PART), "mutation", "mutations"),
                PartsFormat.counted(m.count(PartEvent.REMOVE_PART), "removal", "removals"),
                PartsFormat.counted(m.activePartsAtStart(), "active part", "active parts"), peak(m));
    }

    /** The event's time in seconds from the run's start, signed, to the millisecond. */
    static String seconds(PartLogEvent e, RunMerges m) {
        return String.format(Locale.ROOT, "%+.3f", (e.eventTimeMicros() - m.runStartMicros()) / 1e6);
    }

    private static int peak(RunMerges m) {
        return m.timeline().total().peak();
    }
}
