package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.run.Run;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a report holds: a title, when it was made, its comparisons (each drawn as a {@link ComparisonSection}), its
 * runs (each drawn as a {@link RunSection}: every run of every comparison, and any run reported on its own) and the
 * recipes of the tables the runs read, which the JSON form carries so the report can be replayed.
 */
public record Report(String title, Instant generatedAt, List<Run> runs, List<Comparison> comparisons,
                     List<TableRecipe> tables) {
    public Report {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(generatedAt, "generatedAt");
        runs = List.copyOf(runs);
        comparisons = List.copyOf(comparisons);
        tables = List.copyOf(tables);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("A report needs at least one run");
        }
        Set<String> ids = new HashSet<>();
        runs.forEach(run -> ids.add(run.id()));
        for (Comparison comparison : comparisons) {
            comparison.runs().forEach(variant -> variant.runIds().stream().filter(id -> !ids.contains(id)).findFirst()
                    .ifPresent(id -> {
                        throw new IllegalArgumentException("Comparison " + comparison.id() + " names run " + id
                                + ", which the report does not hold");
                    }));
        }
    }

    /** A report of runs alone. */
    public Report(String title, Instant generatedAt, List<Run> runs) {
        this(title, generatedAt, runs, List.of(), List.of());
    }

    /** A report of {@code runs} titled after them: {@code Run 1a2b3c4d} or {@code 3 runs}. */
    public static Report ofRuns(List<Run> runs, Instant generatedAt) {
        String title = runs.size() == 1 ? "Run " + RunSection.shortId(runs.get(0).id()) : runs.size() + " runs";
        return new Report("MergeLab report: " + title, generatedAt, runs);
    }

    /**
     * A report of what a bundle holds, titled after its comparisons when it has any: {@code Comparison 1a2b3c4d},
     * {@code Sweep 1a2b3c4d}, {@code 2 comparisons}.
     */
    public static Report of(BundleContents contents, Instant generatedAt) {
        List<Comparison> comparisons = contents.comparisons();
        if (comparisons.isEmpty()) {
            return new Report(ofRuns(contents.runs(), generatedAt).title(), generatedAt, contents.runs(), List.of(),
                    contents.tables());
        }
        String title = comparisons.size() == 1 ? ComparisonSection.title(comparisons.get(0))
                : comparisons.size() + " comparisons";
        return new Report("MergeLab report: " + title, generatedAt, contents.runs(), comparisons, contents.tables());
    }

    /** The bundle the report's JSON form is. */
    public BundleContents contents() {
        return new BundleContents(runs, comparisons, tables);
    }
}
