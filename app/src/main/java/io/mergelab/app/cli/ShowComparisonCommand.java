package io.mergelab.app.cli;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab show-comparison ID}: a stored comparison (or sweep), printed as {@code compare} printed it. */
@Command(name = "show-comparison", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Show a stored comparison: its verdicts, settings that differ and plan shape.")
final class ShowComparisonCommand extends StoreCommand {
    @Parameters(paramLabel = "ID", description = "The comparison's id, or the beginning of it.")
    private String id;

    @Option(names = "--all", description = "List every ProfileEvent, not only those that changed or are unstable.")
    private boolean all;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), JSONEachRow, TSV or TSVWithNames.")
    private String format;

    ShowComparisonCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        RowFormat rows = RowFormat.named(format, "show-comparison");
        String resolved = store.resolveComparison(id);
        // gone only when another process deleted it in between
        Comparison comparison = store.loadComparison(resolved).orElseThrow(() -> new RunStoreException(
                RunStoreException.Reason.UNKNOWN_RUN, "No comparison " + resolved + " in run store " + store.file()));
        streams.printOut(rows == RowFormat.PRETTY ? "Comparison " + comparison.id() + " (" + comparison.kind() + ", "
                + comparison.createdAt() + ")\n" + ComparisonText.render(comparison, all)
                : rows.render(ComparisonText.rows(comparison)));
        return ExitCodes.OK;
    }
}
