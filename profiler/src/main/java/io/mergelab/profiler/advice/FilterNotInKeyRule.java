package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.count;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Optional;

/**
 * Story B, step 7: WHERE threw away most rows it was given while the primary key kept most granules, so the rows
 * were read (and merged by FINAL) only to be dropped; a key column on what the filter tests, such as the end of a
 * period most rows are past, lets the primary key skip them, and for a substring search, which no key serves, an
 * n-gram skip index may ({@link FilterUse}). Applies from 8,192 rows filtered, 80% dropped and the
 * primary key keeping half the granules or more; score 200 × (dropped − 0.5) × kept granule share (WARNING from
 * 87.5% dropped with nothing skipped). A read a LIMIT stopped early is not counted.
 */
final class FilterNotInKeyRule implements Rule {
    static final String ID = "filter-not-in-key";
    static final long MIN_ROWS = 8192;
    static final double MIN_DROPPED = 0.8;
    static final double MIN_KEPT_GRANULES = 0.5;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Rows a key column could skip (expired periods)";
    }

    @Override
    public Finding evaluate(Run run) {
        List<ProcessorRow> filters = run.processors().stream()
                .filter(p -> p.name().equals("FilterTransform") && p.planStepName().equals("Filter")).toList();
        long rowsIn = filters.stream().mapToLong(ProcessorRow::inputRows).sum();
        long rowsOut = filters.stream().mapToLong(ProcessorRow::outputRows).sum();
        if (rowsIn < MIN_ROWS) {
            return Finding.ok(ID, "WHERE filtered " + count(rowsIn) + " rows: too few to judge.");
        }
        double dropped = 1 - (double) rowsOut / rowsIn;
        Optional<FunnelStage> key = RunFacts.primaryKeyStage(run);
        double keptGranules = key.filter(s -> s.granulesBefore() > 0)
                .map(s -> (double) s.granulesAfter() / s.granulesBefore()).orElse(1.0);
        if (dropped < MIN_DROPPED || keptGranules < MIN_KEPT_GRANULES) {
            return Finding.ok(ID, "WHERE kept " + percent(1 - dropped) + " of its rows; the primary key kept "
                    + percent(keptGranules) + " of the granules.");
        }
        if (RunFacts.stoppedByLimit(run)) {
            return Finding.ok(ID, "LIMIT stopped the read before filtering cost much.");
        }
        List<String> columns = FilterColumns.of(run).stream()
                .filter(c -> key.map(s -> !s.keys().contains(c)).orElse(true)).toList();
        String on = columns.isEmpty() ? "" : " (on " + String.join(", ", columns) + ")";
        String keyText = key.map(s -> "the primary key kept " + count(s.granulesAfter()) + " of " + count(s.granulesBefore())
                + " granules").orElse("no primary key narrowed the read");
        String column = columns.isEmpty() ? "<filtered column>" : columns.get(0);
        String summary = percent(dropped) + " of the " + count(rowsIn) + " rows read were dropped by WHERE" + on + "; "
                + keyText;
        int score = clamp(200 * (dropped - 0.5) * keptGranules);
        return switch (FilterUse.of(run.sql(), column)) {
            case SUBSTRING -> new Finding(ID, score, summary,
                    "The rows were read and decompressed only to be filtered out. A substring search (a LIKE pattern "
                            + "that starts with %, position, match, hasToken) cannot use a primary key: any granule "
                            + "may hold the substring. An ngrambf_v1 index (tokenbf_v1 for whole tokens) lets a "
                            + "granule be skipped when none of its rows holds the substring's n-grams; it pays when "
                            + "the value sought is rare, not when most granules hold it.",
                    "ALTER TABLE " + table(run) + " ADD INDEX " + column + "_ngrams " + column
                            + " TYPE ngrambf_v1(3, 65536, 2, 0) GRANULARITY 1; ALTER TABLE " + table(run)
                            + " MATERIALIZE INDEX " + column + "_ngrams");
            case TIME -> new Finding(ID, score, summary,
                    "The rows were read, decompressed (and, with FINAL, merged) only to be filtered out. When most rows "
                            + "fail a time condition, for example subscription periods that already ended (97% of "
                            + "rows in story B), a key column on the day lets the primary key skip those granules "
                            + "before reading. Put it after the columns every query fixes; it skips granules when "
                            + "each prefix value spans several granules (≥ index_granularity rows).",
                    "A new table with ORDER BY (<current key columns>, toDate(" + column + ")) filled by "
                            + "INSERT INTO … SELECT (story B: ORDER BY client_id, event_type, toDate(event_created_at), "
                            + "toDate(period_ends_at))");
            case OTHER -> new Finding(ID, score, summary,
                    "The rows were read, decompressed (and, with FINAL, merged) only to be filtered out. A key column "
                            + "on what the filter tests lets the primary key skip granules before reading. Put it "
                            + "after the columns every query fixes; it skips granules when each prefix value spans "
                            + "several granules (≥ index_granularity rows). Where the key must stay, a minmax or "
                            + "set skip index on the column does a smaller part of the same.",
                    "A new table with ORDER BY (<current key columns>, " + column + ") filled by INSERT INTO … SELECT");
        };
    }

    private static String table(Run run) {
        return run.processors().stream().filter(p -> p.planStepName().equals("ReadFromMergeTree"))
                .map(ProcessorRow::planStepDescription).findFirst()
                .or(() -> run.queryLog().flatMap(q -> q.tables().stream().findFirst()))
                .orElse("<table>");
    }
}
