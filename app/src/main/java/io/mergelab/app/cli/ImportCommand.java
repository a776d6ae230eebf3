package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.RunFiles;
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
 * before anything is stored, and everything is stored in one transaction: one bad line imports nothing.
 */
@Command(name = "import", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Store runs from bundles or from ClickHouse dumps of system.query_log and"
                + " system.processors_profile_log (JSONEachRow or TSVWithNames).",
        footer = {"", "A dump a ClickHouse user makes, for example:",
            "  clickhouse-client -q \"SELECT * FROM system.query_log WHERE query_id = '...' FORMAT JSONEachRow\" > ql.jsonl",
            "  clickhouse-client -q \"SELECT * FROM system.processors_profile_log WHERE query_id = '...' FORMAT JSONEachRow\" > pp.jsonl",
            "  mergelab import ql.jsonl pp.jsonl",
            "Runs already in the store (the same dump imported twice) are left as they are."})
final class ImportCommand extends StoreCommand {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Bundles and dump files.")
    private List<Path> files;

    ImportCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected boolean recordsRuns() {
        return true;
    }

    @Override
    protected int run(RunStore store) {
        List<Run> read = RunFiles.read(files);
        Set<String> present = store.existing(read.stream().map(Run::id).toList());
        List<Run> fresh = read.stream().filter(run -> !present.contains(run.id())).toList();
        store.saveAll(fresh);
        for (Run run : fresh) {
            streams.err().println("Run: " + run.id());
        }
        streams.err().println("Imported " + fresh.size() + (fresh.size() == 1 ? " run" : " runs")
                + (present.isEmpty() ? "" : " (" + present.size() + " already in the store)") + " into "
                + store.file());
        return ExitCodes.OK;
    }
}
