package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.count;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.run.Run;

/**
 * A PREWHERE that moved nothing: the main reader read (almost) every row the PREWHERE readers read
 * ({@code RowsReadByMainReader} ≥ 95% of {@code RowsReadByPrewhereReaders}), so no granule was spared its other
 * columns and the extra step only cost time. Score 40, 50 when it spared nothing at all.
 */
final class PrewhereKeepsAllRule implements Rule {
    static final String ID = "prewhere-moves-nothing";
    static final double MAX_KEPT = 0.95;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "A PREWHERE that moves nothing";
    }

    @Override
    public Finding evaluate(Run run) {
        long prewhere = RunFacts.event(run, "RowsReadByPrewhereReaders");
        long main = RunFacts.event(run, "RowsReadByMainReader");
        if (prewhere == 0) {
            return Finding.ok(ID, "No PREWHERE step read rows.");
        }
        double kept = (double) main / prewhere;
        if (kept < MAX_KEPT) {
            return Finding.ok(ID, "PREWHERE spared " + percent(1 - kept) + " of the rows the other columns' reads.");
        }
        return new Finding(ID, kept >= 1 ? 50 : 40,
                "PREWHERE read " + count(prewhere) + " rows and the main read still read " + count(main) + " ("
                        + percent(kept) + "): no granule was spared its other columns",
                "PREWHERE reads the condition's columns first and the other columns only for granules where some "
                        + "row passed. When a matching row is in nearly every granule, the other columns are read "
                        + "anyway and the split read costs an extra pass. A more selective condition first, or a "
                        + "plain WHERE, reads once.",
                "Put the most selective condition in PREWHERE explicitly, or SET optimize_move_to_prewhere = 0 for "
                        + "this query");
    }
}
