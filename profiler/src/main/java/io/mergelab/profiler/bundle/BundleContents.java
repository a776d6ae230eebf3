package io.mergelab.profiler.bundle;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.run.Run;

import java.util.List;

/**
 * What bundles and dumps hold: runs, the comparisons made of them (version 3 on), and the recipes of the tables the
 * runs read (version 3 on), so that the runs can be imported and a comparison replayed.
 */
public record BundleContents(List<Run> runs, List<Comparison> comparisons, List<TableRecipe> tables) {
    public BundleContents {
        runs = List.copyOf(runs);
        comparisons = List.copyOf(comparisons);
        tables = List.copyOf(tables);
    }

    public static BundleContents ofRuns(List<Run> runs) {
        return new BundleContents(runs, List.of(), List.of());
    }
}
