package io.mergelab.profiler.bundle;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.run.Run;

import java.util.List;

/**
 * What bundles and dumps hold: runs, the comparisons made of them (version 3 on), the recipes of the tables the
 * runs read (version 3 on) and the experiments whose queries those comparisons are (version 4 on), so that the runs
 * can be imported, a comparison replayed and an experiment shown again.
 */
public record BundleContents(List<Run> runs, List<Comparison> comparisons, List<TableRecipe> tables,
                             List<Experiment> experiments) {
    public BundleContents {
        runs = List.copyOf(runs);
        comparisons = List.copyOf(comparisons);
        tables = List.copyOf(tables);
        experiments = List.copyOf(experiments);
    }

    /** Runs, comparisons and recipes without experiments. */
    public BundleContents(List<Run> runs, List<Comparison> comparisons, List<TableRecipe> tables) {
        this(runs, comparisons, tables, List.of());
    }

    public static BundleContents ofRuns(List<Run> runs) {
        return new BundleContents(runs, List.of(), List.of());
    }
}
