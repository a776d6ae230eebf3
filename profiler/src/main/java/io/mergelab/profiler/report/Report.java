package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.run.Run;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a report holds: a title, when it was made, its experiments (each drawn as an {@link ExperimentSection}: the
 * matrix, rankings and conclusion, its runs as rows), its comparisons (each drawn as a {@link ComparisonSection}: every
 * query's comparison of every experiment, and any comparison reported on its own), its runs (each run of an experiment
 * as a row of the experiment's section, every other one drawn as a {@link RunSection}) and the recipes of the tables
 * the runs read, which the JSON form carries so the report can be replayed.
 */
public record Report(String title, Instant generatedAt, List<Run> runs, List<Comparison> comparisons,
                     List<TableRecipe> tables, List<Experiment> experiments) {
    public Report {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(generatedAt, "generatedAt");
        runs = List.copyOf(runs);
        comparisons = List.copyOf(comparisons);
        tables = List.copyOf(tables);
        experiments = List.copyOf(experiments);
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
        Set<String> comparisonIds = new HashSet<>();
        comparisons.forEach(c -> comparisonIds.add(c.id()));
        for (Experiment experiment : experiments) {
            experiment.queries().stream().map(QueryComparison::comparisonId).filter(id -> !comparisonIds.contains(id))
                    .findFirst().ifPresent(id -> {
                        throw new IllegalArgumentException("Experiment " + experiment.id() + " names comparison " + id
                                + ", which the report does not hold");
                    });
        }
    }

    /** A report of runs and comparisons, without experiments. */
    public Report(String title, Instant generatedAt, List<Run> runs, List<Comparison> comparisons,
                  List<TableRecipe> tables) {
        this(title, generatedAt, runs, comparisons, tables, List.of());
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

    /**
     * A report of experiments with their comparisons and runs (and any other ones the bundle holds), titled
     * {@code Experiment <name>} or {@code 2 experiments}.
     */
    public static Report ofExperiments(List<Experiment> experiments, BundleContents contents, Instant generatedAt) {
        if (experiments.isEmpty()) {
            return of(contents, generatedAt);
        }
        String title = experiments.size() == 1 ? ExperimentSection.title(experiments.get(0))
                : experiments.size() + " experiments";
        return new Report("MergeLab report: " + title, generatedAt, contents.runs(), contents.comparisons(),
                contents.tables(), experiments);
    }

    /** The same report with the recipes of the tables its runs read replaced by {@code recipes}. */
    public Report withTables(List<TableRecipe> recipes) {
        return new Report(title, generatedAt, runs, comparisons, recipes, experiments);
    }

    /** The bundle the report's JSON form is: its runs, comparisons, table recipes and experiments. */
    public BundleContents contents() {
        return new BundleContents(runs, comparisons, tables, experiments);
    }
}
