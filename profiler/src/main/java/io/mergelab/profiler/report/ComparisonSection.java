package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.ThenAndNow;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.run.Run;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One comparison as a report draws it, computed once for every format: each variant's runs (in rounds), the
 * processor-aligned diff of every variant after the baseline against the baseline (series against series), the
 * sweep's curve when the comparison is a sweep, and the recipes of the tables the layout variants read (their DDL).
 */
public record ComparisonSection(Comparison comparison, String anchor, List<List<Run>> runs, List<ProcessorDiff> diffs,
                                Optional<Sweep> sweep, Map<String, TableRecipe> tables) {
    public ComparisonSection {
        runs = runs.stream().map(List::copyOf).toList();
        diffs = List.copyOf(diffs);
        tables = Map.copyOf(tables);
    }

    /** The section of {@code comparison}, its runs looked up in {@code runsById}. */
    public static ComparisonSection of(Comparison comparison, Map<String, Run> runsById, List<TableRecipe> recipes) {
        List<List<Run>> runs = comparison.runs().stream()
                .map(v -> v.runIds().stream().map(runsById::get).toList()).toList();
        List<ProcessorDiff> diffs = runs.size() < 2 ? List.of()
                : ProcessorDiff.against(runs.get(0), runs.subList(1, runs.size()));
        Optional<Sweep> sweep = sweptSetting(comparison).map(setting -> Sweep.of(setting, comparison.variants(), runs,
                comparison.options().minEffect(), comparison.options().seed()));
        return new ComparisonSection(comparison, anchorOf(comparison.id()), runs,
                diffs, sweep, recipes.stream().collect(Collectors.toMap(TableRecipe::table, Function.identity(),
                (a, b) -> a)));
    }

    /** The anchor of comparison {@code id}'s section: {@code cmp-<id>}. */
    static String anchorOf(String id) {
        return "cmp-" + id.replaceAll("[^A-Za-z0-9_-]", "-");
    }

    /**
     * {@code Comparison 1a2b3c4d}, {@code Sweep 1a2b3c4d of max_threads} or {@code Then vs now of by_k: SELECT ...}
     * (a replay has one such comparison per variant of each query: the query's first line tells them apart).
     */
    public static String title(Comparison comparison) {
        if (comparison.kind().equals(ThenAndNow.KIND)) {
            return "Then vs now of " + ThenAndNow.variantOf(comparison) + ": " + firstLine(comparison.sql(), 70);
        }
        String id = RunSection.shortId(comparison.id());
        return sweptSetting(comparison).map(setting -> "Sweep " + id + " of " + setting).orElse("Comparison " + id);
    }

    /** The statement's first non-blank line, cut to {@code max} characters. */
    static String firstLine(String sql, int max) {
        String line = sql.strip().lines().findFirst().orElse("").strip();
        return line.length() <= max ? line : line.substring(0, max - 1) + "…";
    }

    /** The anchor of a part of this comparison's section: {@code cmp-<id>-verdicts}. */
    public String anchor(String part) {
        return anchor + "-" + part;
    }

    /** The recipe of a variant's table, named as the variant names it ({@code db.`t`} is {@code db.t}). */
    public Optional<TableRecipe> recipe(String table) {
        return Optional.ofNullable(tables.get(table.replace("`", "").replace("\"", "")));
    }

    /** Whether any variant reads a table of its own (a layout comparison), so the tables' DDL is worth showing. */
    public boolean layouts() {
        return comparison.variants().stream().anyMatch(v -> v.table().isPresent());
    }

    /** What a variant changes, in the words of {@code --variant}: {@code max_threads=2}, {@code table=db.t},
     * {@code target=embedded}. */
    public static String spec(Variant variant) {
        StringBuilder text = new StringBuilder();
        variant.table().ifPresent(t -> text.append("table=").append(t));
        variant.settings().forEach((name, value) -> text.append(text.isEmpty() ? "" : ", ").append(name).append('=')
                .append(value));
        variant.sql().ifPresent(sql -> text.append(text.isEmpty() ? "" : ", ").append("sql=").append(sql));
        variant.target().ifPresent(t -> text.insert(0, "target=" + t + (text.isEmpty() ? "" : ", ")));
        return text.isEmpty() ? "(as the statement is)" : text.toString();
    }

    private static Optional<String> sweptSetting(Comparison comparison) {
        if (!comparison.kind().equals("sweep")) {
            return Optional.empty();
        }
        String first = comparison.variants().get(0).name();
        int eq = first.indexOf('=');
        return eq > 0 ? Optional.of(first.substring(0, eq)) : Optional.empty();
    }
}
