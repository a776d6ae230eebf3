package io.mergelab.profiler.report;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.LayoutResult;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The tables of an experiment's section, as texts every format draws alike: the layouts with their storage, a matrix
 * cell's words, a query's ranking with its evidence, and a variant's runs of a query.
 */
final class ExperimentTables {
    private ExperimentTables() {
    }

    static TextTable layouts(ExperimentSection s) {
        List<List<String>> rows = new ArrayList<>();
        for (LayoutResult l : s.experiment().layouts()) {
            rows.add(List.of(l.name(), l.source(), count(l.storage().parts()), ReadableNumbers.size(l.storage().bytesOnDisk()),
                    count(l.storage().storedRows())));
        }
        return new TextTable(List.of("layout", "reads", "parts", "bytes on disk", "rows stored"), rows, Set.of(2, 3, 4));
    }

    /** A matrix cell: the median time, then the ratio and verdict against the baseline, or {@code baseline}. */
    static String median(ExperimentCell c) {
        return MetricText.value("client_elapsed_us", c.medianMicros());
    }

    static String againstBaseline(ExperimentCell c) {
        return c.verdict().map(v -> MetricText.ratio(c.ratio()) + " " + v.words()).orElse("baseline");
    }

    /** {@code faster}, {@code slower} (changed either way), {@code same} (no verdict of change) or {@code baseline}. */
    static String direction(ExperimentCell c) {
        return c.verdict().map(v -> switch (v) {
            case CHANGED -> c.ratio() < 1 ? "faster" : "slower";
            case UNSTABLE -> "unstable";
            case NO_SIGNIFICANT_DIFFERENCE -> "same";
        }).orElse("baseline");
    }

    static final List<String> RANKING_HEADER = List.of("rank", "variant", "median", "ratio [95% interval]", "verdict",
            "step", "step ratio", "step verdict", "read rows", "read bytes", "memory", "parts");

    static TextTable ranking(List<ExperimentCell> cells) {
        List<List<String>> rows = new ArrayList<>();
        for (ExperimentCell c : cells.stream().sorted((a, b) -> Integer.compare(a.rank(), b.rank())).toList()) {
            rows.add(List.of(String.valueOf(c.rank()), c.variant(), median(c),
                    c.verdict().isPresent() ? MetricText.ratio(c.ratio()) + " [" + bare(c.ratioLow()) + ", "
                            + bare(c.ratioHigh()) + "]" : "baseline",
                    c.verdict().map(v -> v.words()).orElse(""),
                    c.stepFrom().isEmpty() ? "" : "vs " + c.stepFrom(),
                    c.stepVerdict().isPresent() ? MetricText.ratio(c.stepRatio()) : "",
                    c.stepVerdict().map(v -> v.words()).orElse(""),
                    count(Math.round(c.medianReadRows())), ReadableNumbers.size(c.medianReadBytes()),
                    ReadableNumbers.size(c.medianMemoryBytes()), count(Math.round(c.medianSelectedParts()))));
        }
        return new TextTable(RANKING_HEADER, rows, Set.of(0, 2, 6, 8, 9, 10, 11));
    }

    /** The evidence lines of a query's cells: each variant's funnel and Resize steps, where it has them. */
    static List<String> evidence(List<ExperimentCell> cells) {
        List<String> lines = new ArrayList<>();
        for (ExperimentCell c : cells) {
            if (!c.funnel().isEmpty() || !c.resizes().isEmpty()) {
                lines.add(c.variant() + ": " + c.funnel() + (c.resizes().isEmpty() ? ""
                        : (c.funnel().isEmpty() ? "" : "; ") + "pipeline " + c.resizes()));
            }
        }
        return lines;
    }

    static final List<String> RUNS_HEADER = List.of("round", "run", "client time", "read rows", "memory", "outcome");

    /** One row per run: its round, id, the client's time, rows read and peak memory, and its error if it failed. */
    static List<List<String>> runs(List<Run> runs) {
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < runs.size(); r++) {
            Run run = runs.get(r);
            rows.add(List.of(String.valueOf(r + 1), RunSection.shortId(run.id()),
                    MetricText.value("client_elapsed_us", run.outcome().clientElapsedMicros()),
                    run.queryLog().map(q -> count(q.readRows())).orElse("-"),
                    run.queryLog().map(q -> ReadableNumbers.size(q.memoryUsage())).orElse("-"),
                    run.outcome().error().map(e -> "Code " + e.code() + ". " + e.name()).orElse("ok")));
        }
        return rows;
    }

    static final Set<Integer> RUNS_NUMERIC = Set.of(0, 2, 3, 4);

    private static String bare(double ratio) {
        return MetricText.ratio(ratio).replace("×", "");
    }

    private static String count(long n) {
        return Thousands.of(n);
    }
}
