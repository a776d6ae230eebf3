package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.count;

import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;

/**
 * A query that returns its rows as they are (no aggregation) read far more granules than it returned rows. Applies
 * from 8 granules (SelectedMarks) and 1,000 rows read per row returned; score 20 × log10(ratio) − 10 (50 at 1,000,
 * WARNING from about 18,000). A read a LIMIT stopped after a block per stream is not counted.
 */
final class RowsReadPerRowReturnedRule implements Rule {
    static final String ID = "rows-read-per-row-returned";
    static final long MIN_GRANULES = 8;
    static final double MIN_RATIO = 1000;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Far more granules read than rows returned";
    }

    @Override
    public Finding evaluate(Run run) {
        if (run.queryLog().isEmpty() || run.failed()) {
            return Finding.ok(ID, "No query log row: rows read are not known.");
        }
        if (RunFacts.aggregates(run)) {
            return Finding.ok(ID, "The query aggregates: many rows read per row returned is its nature.");
        }
        QueryLogEntry log = run.queryLog().get();
        long granules = log.profileEvent("SelectedMarks");
        double ratio = (double) log.readRows() / Math.max(1, log.resultRows());
        if (granules < MIN_GRANULES || ratio < MIN_RATIO) {
            return Finding.ok(ID, "Read " + count(log.readRows()) + " rows for " + count(log.resultRows()) + " returned.");
        }
        if (RunFacts.stoppedByLimit(run)) {
            return Finding.ok(ID, "LIMIT stopped the read after " + count(log.readRows()) + " rows.");
        }
        return new Finding(ID, clamp(20 * Math.log10(ratio) - 10),
                "Read " + count(granules) + " granules (" + count(log.readRows()) + " rows) to return "
                        + RunFacts.plural(log.resultRows(), "row", "rows") + ": " + count(Math.round(ratio))
                        + " rows read per row returned",
                "MergeTree reads whole granules (index_granularity rows, 8,192 by default). When the filter's "
                        + "columns are not where the primary key or a skip index can judge them, every candidate "
                        + "granule is read and filtered row by row, and almost all of that work is thrown away.",
                "Put the filter's columns early in ORDER BY (a new table filled by INSERT INTO … SELECT), or add a "
                        + "skip index that fits the filter: ALTER TABLE t ADD INDEX idx col TYPE bloom_filter "
                        + "(= / IN) | minmax (ranges) | set(100) GRANULARITY 1; ALTER TABLE t MATERIALIZE INDEX idx");
    }
}
