package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab import FILE...}: runs from bundles, or from dumps of a ClickHouse server's
 * {@code system.query_log} and {@code system.processors_profile_log}, recognised by their content. All files are read
 * before anything is stored, and the runs are stored in one transaction: one bad line imports nothing. The
 * comparisons of a bundle (version 3 on) are stored after their runs, those not in the store yet.
 */
@Command(name = "import", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Store runs from bundles or from ClickHouse dumps of system.query_log and"
                + " system.processors_profile_log (JSONEachRow or TSVWithNames).",
        footer = {"", "A dump a ClickHouse user makes, for example:",
            "  clickhouse-client -q \"SELECT * FROM system.query_log WHERE query_id = '...' FORMAT JSONEachRow\" > ql.jsonl",
            "  clickhouse-client -q \"SELECT * FROM system.processors_profile_log WHERE query_id = '...' FORMAT JSONEachRow\" > pp.jsonl",
            "  mergelab import ql.jsonl pp.jsonl",
            "Runs already in the store (the same dump imported twice) are left as they are."})
final class ImportCommand extends RecordingCommand {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Bundles and dump files.")
    private List<Path> files;

    ImportCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        BundleContents contents = RunFiles.readContents(files);
        List<Run> read = contents.runs();
        Set<String> present = store.existing(read.stream().map(Run::id).toList());
        List<Run> fresh = read.stream().filter(run -> !present.contains(run.id())).toList();
        store.saveAll(fresh);
        for (Run run : fresh) {
            streams.err().println("Run: " + run.id());
        }
        int comparisons = 0;
        for (Comparison comparison : contents.comparisons()) {
            if (store.loadComparison(comparison.id()).isEmpty()) {
                store.saveComparison(comparison);
                streams.err().println("Comparison: " + comparison.id());
                comparisons++;
            }
        }
        int experiments = 0;
        for (Experiment experiment : contents.experiments()) {
            if (store.loadExperiment(experiment.id()).isEmpty()) {
                store.saveExperiment(experiment);
                streams.err().println("Experiment: " + experiment.id());
                experiments++;
            }
        }
        streams.err().println("Imported " + fresh.size() + (fresh.size() == 1 ? " run" : " runs")
                + (present.isEmpty() ? "" : " (" + present.size() + " already in the store)")
                + (comparisons == 0 ? "" : ", " + comparisons + (comparisons == 1 ? " comparison" : " comparisons"))
                + (experiments == 0 ? "" : ", " + experiments + (experiments == 1 ? " experiment" : " experiments"))
                + " into " + store.file());
        return ExitCodes.OK;
    }
}
