package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.RunBundle;
import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab export RUN... --out FILE}: complete runs, with every run of their series, as one bundle. */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Write stored runs, with every run of their series, to a bundle (JSON) that import reads back.")
final class ExportCommand extends StoreCommand {
    @Parameters(paramLabel = "RUN", arity = "1..*", description = "Runs to export: ids, or their beginnings.")
    private List<String> runs;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The bundle to write (JSON).")
    private Path out;

    ExportCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        Set<String> series = new LinkedHashSet<>();
        for (String run : runs) {
            store.load(store.resolve(run)).ifPresent(found -> series.add(found.seriesId()));
        }
        Map<String, Run> exported = new LinkedHashMap<>();
        for (String seriesId : series) {
            store.series(seriesId).forEach(run -> exported.put(run.id(), run));
        }
        List<Run> bundled = new ArrayList<>(exported.values());
        BundleContents contents = ReportTables.with(root, bundled, streams.err(),
                target -> new BundleContents(bundled, List.of(), TableRecipes.of(bundled, target)));
        RunBundle.write(contents, out);
        streams.err().println("Exported " + exported.size() + (exported.size() == 1 ? " run" : " runs") + " ("
                + series.size() + " series) to " + out);
        return ExitCodes.OK;
    }
}
