package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.count;
import static io.mergelab.profiler.advice.RunFacts.millis;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.Run;

/**
 * Story A: a skip index whose funnel stage kept every granule it was given. Evaluated up front
 * ({@code use_skip_indexes_on_data_read = 0}) it costs {@code FilteringMarksWithSecondaryKeysMicroseconds} before
 * the first row is read: score 40 + 400 × that time's share of the query (WARNING from 8.75%). Checked while
 * reading (the default), it costs only the index granules the read reaches: INFO (30), unless the read dropped
 * granules ({@code MergeLabStreamingSkippedMarks}).
 */
final class SkipIndexDropsNothingRule implements Rule {
    static final String ID = "skip-index-drops-nothing";
    static final String STREAMING = "use_skip_indexes_on_data_read";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "A skip index drops nothing yet costs time";
    }

    @Override
    public Finding evaluate(Run run) {
        for (IndexFunnel funnel : run.indexFunnels()) {
            for (FunnelStage stage : funnel.stages()) {
                if (stage.type().equals("Skip") && stage.granulesBefore() > 0 && stage.granulesAfter() >= stage.granulesBefore()) {
                    return dropsNothing(run, funnel.table(), stage);
                }
            }
        }
        return Finding.ok(ID, "No skip index kept every granule it checked.");
    }

    private static Finding dropsNothing(Run run, String table, FunnelStage stage) {
        String index = stage.name() + (stage.description().isEmpty() ? "" : " (" + stage.description() + ")");
        String drop = "ALTER TABLE " + table + " DROP INDEX " + stage.name();
        if (RunFacts.enabled(run, STREAMING, true)) {
            long skipped = RunFacts.event(run, "MergeLabStreamingSkippedMarks");
            if (skipped > 0) {
                return Finding.ok(ID, "Skip index " + stage.name() + " dropped " + count(skipped)
                        + " granules while reading (EXPLAIN's estimate cannot show them).");
            }
            long checked = RunFacts.event(run, "MergeLabStreamingIndexGranulesRead");
            return new Finding(ID, 30, "Skip index " + index + " dropped 0 of " + count(stage.granulesBefore())
                            + " granules" + (checked > 0 ? "; the read checked " + count(checked) + " index granules for nothing" : ""),
                    "With " + STREAMING + " = 1 the index is checked right before each granule is read, so a useless "
                            + "index costs only the index granules the read reaches and a satisfied LIMIT stops early. "
                            + "It still drops nothing for this filter: every granule may hold a matching row (as in "
                            + "story A, where every granule holds a needle). If the index never drops granules for "
                            + "the filters you run, it only costs inserts, merges and disk.",
                    drop);
        }
        long costMicros = RunFacts.event(run, "FilteringMarksWithSecondaryKeysMicroseconds");
        double share = (double) costMicros / Math.max(1, RunFacts.durationMicros(run));
        return new Finding(ID, clamp(40 + 400 * share),
                "Skip index " + index + " dropped 0 of " + count(stage.granulesBefore()) + " granules yet took "
                        + millis(costMicros) + " up front (" + percent(share) + " of the query)",
                "With " + STREAMING + " = 0 every skip index is evaluated for all candidate granules before the "
                        + "first row is read (FilteringMarksWithSecondaryKeysMicroseconds). This one kept every "
                        + "granule, so that time bought nothing, and under LIMIT the whole index is scanned even "
                        + "when the first granule answers the query. Checking it while reading (ClickHouse 25.9+, "
                        + "the default since 26.1) interleaves the check with the read and stops with the LIMIT.",
                "SET " + STREAMING + " = 1; if the index never drops granules for your filters: " + drop);
    }
}
