package io.mergelab.app.cli;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab show-comparison ID}: a stored comparison printed as {@code compare} printed it; a sweep also as
 * {@code sweep} printed it, from its runs in the store.
 */
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
        var advice = ComparisonAdviceText.of(comparison, store);
        if (rows != RowFormat.PRETTY) {
            streams.printOut(rows.render(ComparisonAdviceText.rows(ComparisonText.rows(comparison), advice)));
            return ExitCodes.OK;
        }
        String text = "Comparison " + comparison.id() + " (" + comparison.kind() + ", " + comparison.createdAt() + ")\n"
                + ComparisonText.render(comparison, all) + ComparisonAdviceText.render(advice);
        if (comparison.kind().equals(SweepCommand.KIND)) {
            text += "\n" + sweep(comparison, store);
        }
        streams.printOut(text);
        return ExitCodes.OK;
    }

    /**
     * A stored sweep read as a sweep again, from its runs still in the store; its setting is the name before the
     * {@code =} of its variants' names ({@link Sweep#variant}).
     */
    private static String sweep(Comparison comparison, RunStore store) {
        String first = comparison.variants().get(0).name();
        String setting = first.substring(0, Math.max(0, first.indexOf('=')));
        List<List<Run>> runs = new ArrayList<>();
        for (VariantRuns variant : comparison.runs()) {
            List<Run> loaded = new ArrayList<>();
            variant.runIds().forEach(id -> store.load(id).ifPresent(loaded::add));
            if (loaded.isEmpty()) {
                return "The sweep's runs of " + variant.variant() + " are no longer in the store.\n";
            }
            runs.add(loaded);
        }
        return SweepText.render(Sweep.of(setting, comparison.variants(), runs, comparison.options().minEffect(),
                comparison.options().seed()));
    }
}
