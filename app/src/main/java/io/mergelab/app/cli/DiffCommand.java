package io.mergelab.app.cli;

import io.mergelab.profiler.analysis.diff.DiffRows;
import io.mergelab.profiler.analysis.diff.DiffText;
import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab diff A B}: two stored runs, or two series of repeated runs (medians), compared processor by
 * processor ({@link ProcessorDiff}): groups ranked by time moved, the Δ attributed to plan steps, the index funnels
 * side by side.
 */
@Command(name = "diff", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Compare two stored runs (or two series of repeated runs) processor by processor.",
        footer = {"",
            "Each side is a run id (or its beginning, as history prints it) or a",
            "series id (whole, as 'mergelab run --repeat' prints it); a series'",
            "figures are the medians over its runs. Δ is B − A.",
            "The figure attributed to plan steps is processor time (elapsed_us",
            "summed over every processor), so the steps' parts add up exactly."})
final class DiffCommand extends StoreCommand {
    @Parameters(index = "0", paramLabel = "A", description = "The run or series to compare from.")
    private String sideA;

    @Parameters(index = "1", paramLabel = "B", description = "The run or series to compare with A.")
    private String sideB;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), JSONEachRow, TSV or TSVWithNames: one row per processor group, plan step,"
                    + " total and funnel stage, told apart by 'kind'.")
    private String format;

    DiffCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore runs) {
        RowFormat rows = RowFormat.named(format, "diff");
        ProcessorDiff diff = ProcessorDiff.of(side(runs, sideA), side(runs, sideB));
        streams.printOut(rows == RowFormat.PRETTY ? DiffText.render(diff) : rows.render(DiffRows.of(diff)));
        return ExitCodes.OK;
    }

    /** The runs of a series with this id, else the run with this id or prefix. */
    private static List<Run> side(RunStore runs, String idOrSeries) {
        List<Run> series = runs.series(idOrSeries);
        if (!series.isEmpty()) {
            return series;
        }
        String id;
        try {
            id = runs.resolve(idOrSeries);
        } catch (RunStoreException e) {
            if (e.reason() != RunStoreException.Reason.UNKNOWN_RUN) {
                throw e;
            }
            throw new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                    "No run or series " + idOrSeries + " in run store " + runs.file());
        }
        // gone only when another process deleted it in between
        return List.of(runs.load(id).orElseThrow(() -> new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                "No run " + id + " in run store " + runs.file())));
    }
}
