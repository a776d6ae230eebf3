package io.mergelab.app.cli;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.ExperimentConclusion;
import io.mergelab.profiler.experiment.LayoutResult;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.report.ExperimentSection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An experiment as text: the layouts with their storage, the data check, the variant × query matrix (median time,
 * ratio against the query's baseline and the verdict word), then per query its ranking with the step against the
 * previous layout and the evidence (rows, bytes, memory, parts, funnels, Resize steps), and the conclusion the reports
 * and the Experiments screen give (each step within the noise with why); or one row per cell for
 * {@code -f JSONEachRow}.
 */
final class ExperimentText {
    private ExperimentText() {
    }

    static String render(Experiment e) {
        StringBuilder out = new StringBuilder();
        out.append("Experiment ").append(e.name()).append(" (").append(e.kind()).append(", ")
                .append(e.options().minRounds()).append(" rounds, ").append(e.options().warmups())
                .append(" warm-up)\n");
        e.replayOf().ifPresent(original -> out.append("Replay of experiment ").append(original).append('\n'));
        out.append('\n');
        TextTable layouts = new TextTable("layout", "reads", "parts>", "bytes on disk>", "rows stored>");
        for (LayoutResult l : e.layouts()) {
            layouts.row(l.name(), l.source().length() > 60 ? l.source().substring(0, 57) + "..." : l.source(),
                    number(l.storage().parts()), ReadableNumbers.size(l.storage().bytesOnDisk()),
                    number(l.storage().storedRows()));
        }
        out.append(layouts.render()).append('\n');
        out.append("Data: the same rows in every layout: ").append(e.dataDigest()).append("\n\n");
        out.append(matrix(e)).append('\n');
        for (QueryComparison q : e.queries()) {
            out.append('\n').append(query(q, e.cellsOf(q.query())));
        }
        out.append("\nConclusion:\n");
        ExperimentConclusion.of(e).lines().forEach(line -> out.append("- ").append(line).append('\n'));
        e.notices().forEach(n -> out.append("Notice: ").append(n).append('\n'));
        return out.toString();
    }

    /** Variants down, queries across: {@code 12.30 ms 0.10× changed} ({@code baseline} for the first variant). */
    static String matrix(Experiment e) {
        List<String> variants = ExperimentSection.variantsInLayoutOrder(e);
        List<String> columns = new ArrayList<>(List.of("variant"));
        e.queries().forEach(q -> columns.add(q.query()));
        TextTable table = new TextTable(columns.toArray(String[]::new));
        Map<String, ExperimentCell> byKey = new LinkedHashMap<>();
        e.cells().forEach(c -> byKey.put(c.query() + "\u0000" + c.variant(), c));
        for (String variant : variants) {
            List<String> row = new ArrayList<>(List.of(variant));
            for (QueryComparison q : e.queries()) {
                ExperimentCell cell = byKey.get(q.query() + "\u0000" + variant);
                row.add(cell == null ? "-" : MetricText.value("client_elapsed_us", cell.medianMicros()) + "  "
                        + cell.verdict().map(v -> MetricText.ratio(cell.ratio()) + " " + v.words())
                        .orElse("baseline"));
            }
            table.row(row.toArray(String[]::new));
        }
        return "Median client time, ratio and verdict against each query's baseline:\n" + table.render();
    }

    private static String query(QueryComparison q, List<ExperimentCell> cells) {
        StringBuilder out = new StringBuilder("Query ").append(q.query()).append(" (comparison ")
                .append(q.comparisonId()).append("):\n");
        TextTable table = new TextTable("rank>", "variant", "median>", "ratio [95% interval]", "verdict",
                "step", "step ratio>", "step verdict", "read rows>", "read bytes>", "memory>", "parts>");
        for (ExperimentCell c : cells) {
            table.row(Integer.toString(c.rank()), c.variant(), MetricText.value("client_elapsed_us", c.medianMicros()),
                    c.verdict().isPresent() ? MetricText.ratio(c.ratio()) + " [" + bare(c.ratioLow()) + ", "
                            + bare(c.ratioHigh()) + "]" : "baseline",
                    c.verdict().map(v -> v.words()).orElse(""),
                    c.stepFrom().isEmpty() ? "" : "vs " + c.stepFrom(),
                    c.stepVerdict().isPresent() ? MetricText.ratio(c.stepRatio()) : "",
                    c.stepVerdict().map(v -> v.words()).orElse(""),
                    number(c.medianReadRows()), ReadableNumbers.size(c.medianReadBytes()),
                    ReadableNumbers.size(c.medianMemoryBytes()), number(c.medianSelectedParts()));
        }
        out.append(table.render());
        List<String> funnels = new ArrayList<>();
        for (ExperimentCell c : cells) {
            if (!c.funnel().isEmpty() || !c.resizes().isEmpty()) {
                funnels.add("  " + c.variant() + ": " + c.funnel()
                        + (c.resizes().isEmpty() ? "" : (c.funnel().isEmpty() ? "" : "; ") + "pipeline " + c.resizes()));
            }
        }
        if (!funnels.isEmpty()) {
            out.append("Index funnels (granules before→after each stage) and pipeline:\n");
            funnels.forEach(f -> out.append(f).append('\n'));
        }
        return out.toString();
    }

    static List<Map<String, Object>> rows(Experiment e) {
        Map<String, String> comparisons = new LinkedHashMap<>();
        e.queries().forEach(q -> comparisons.put(q.query(), q.comparisonId()));
        List<Map<String, Object>> rows = new ArrayList<>();
        for (ExperimentCell c : e.cells()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("experiment", e.id());
            row.put("query", c.query());
            row.put("comparison", comparisons.get(c.query()));
            row.put("layout", c.layout());
            row.put("settings", c.settings());
            row.put("variant", c.variant());
            row.put("rank", c.rank());
            row.put("median_ms", c.medianMicros() / 1000);
            row.put("ratio", finite(c.ratio()));
            row.put("ratio_low", finite(c.ratioLow()));
            row.put("ratio_high", finite(c.ratioHigh()));
            row.put("verdict", c.verdict().map(v -> v.words()).orElse("baseline"));
            row.put("step_from", c.stepFrom());
            row.put("step_ratio", c.stepVerdict().isPresent() ? finite(c.stepRatio()) : null);
            row.put("step_verdict", c.stepVerdict().map(v -> v.words()).orElse(null));
            row.put("read_rows", c.medianReadRows());
            row.put("read_bytes", c.medianReadBytes());
            row.put("memory_usage", c.medianMemoryBytes());
            row.put("selected_parts", c.medianSelectedParts());
            row.put("funnel", c.funnel());
            row.put("resizes", c.resizes());
            rows.add(row);
        }
        return rows;
    }

    private static Object finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    private static String bare(double ratio) {
        return MetricText.ratio(ratio).replace("×", "");
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%,d", Math.round(value));
    }
}
