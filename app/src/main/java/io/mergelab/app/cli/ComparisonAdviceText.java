package io.mergelab.app.cli;

import io.mergelab.profiler.advice.ComparisonAdvice;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The advice on a comparison ({@link ComparisonAdvice}) for {@code compare} and {@code show-comparison}: each variant's
 * first measured run against the baseline's, read from the store; as text after the verdicts, and for the machine
 * formats as an {@code advice} list on each variant's {@code client_elapsed_us} row.
 */
final class ComparisonAdviceText {
    private ComparisonAdviceText() {
    }

    /** The lines per variant after the baseline; empty when a first run is no longer in the store. */
    static Map<String, List<ComparisonAdvice.Line>> of(Comparison comparison, RunStore store) {
        Map<String, List<ComparisonAdvice.Line>> lines = new LinkedHashMap<>();
        List<VariantRuns> variants = comparison.runs();
        Optional<Run> baseline = first(variants.get(0), store);
        for (VariantRuns variant : variants.subList(1, variants.size())) {
            Optional<Run> run = first(variant, store);
            lines.put(variant.variant(), baseline.isEmpty() || run.isEmpty() ? List.of()
                    : ComparisonAdvice.of(variants.get(0).variant(), baseline.get(), variant.variant(), run.get()));
        }
        return lines;
    }

    /** "Advice on the differences ...:" and a line each, or nothing when no variant has one. */
    static String render(Map<String, List<ComparisonAdvice.Line>> advice) {
        if (advice.values().stream().allMatch(List::isEmpty)) {
            return "";
        }
        StringBuilder out = new StringBuilder("\nAdvice on the differences (each variant's first run against the"
                + " baseline's):\n");
        advice.values().forEach(lines -> lines.forEach(l -> out.append("  ").append(l.text()).append('\n')));
        return out.toString();
    }

    /** The machine rows with each variant's lines as {@code advice} on its {@code client_elapsed_us} row. */
    static List<Map<String, Object>> rows(List<Map<String, Object>> rows,
                                          Map<String, List<ComparisonAdvice.Line>> advice) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            Map<String, Object> copy = new LinkedHashMap<>(row);
            if ("client_elapsed_us".equals(row.get("metric"))) {
                copy.put("advice", advice.getOrDefault(String.valueOf(row.get("variant")), List.of()).stream()
                        .map(ComparisonAdvice.Line::text).toList());
            }
            out.add(copy);
        }
        return out;
    }

    private static Optional<Run> first(VariantRuns variant, RunStore store) {
        return variant.runIds().isEmpty() ? Optional.empty() : store.load(variant.runIds().get(0));
    }
}
