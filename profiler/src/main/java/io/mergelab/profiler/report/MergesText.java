package io.mergelab.profiler.report;

import io.mergelab.profiler.parts.PartEvent;
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
        return String.format(Locale.ROOT, "%,d part_log events from %.1f s before the run to %.1f s after it: %,d new"
                + " parts, %,d merges, %,d mutations, %,d removals; %,d active parts when the run started (peak %,d).",
                m.events().size(), Math.max(0, before), Math.max(0, after), m.count(PartEvent.NEW_PART),
                m.count(PartEvent.MERGE_PARTS), m.count(PartEvent.MUTATE_PART), m.count(PartEvent.REMOVE_PART),
                m.activePartsAtStart(), peak(m));
    }

    /** The event's time in seconds from the run's start, signed, to the millisecond. */
    static String seconds(PartLogEvent e, RunMerges m) {
        return String.format(Locale.ROOT, "%+.3f", (e.eventTimeMicros() - m.runStartMicros()) / 1e6);
    }

    private static int peak(RunMerges m) {
        return m.timeline().total().peak();
    }
}
