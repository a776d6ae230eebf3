package io.mergelab.app.cli;

import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.store.RunStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab experiment show ID}: a stored experiment as {@code experiment run} printed it. */
@Command(name = "show", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Show a stored experiment: its layouts, the variant x query matrix and each query's ranking.")
final class ExperimentShowCommand extends StoreCommand {
    @Parameters(index = "0", paramLabel = "ID", description = "The experiment's id or its beginning.")
    private String id;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), or one row per query and variant: JSONEachRow, TSV, TSVWithNames.")
    private String format;

    ExperimentShowCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        RowFormat rows = RowFormat.named(format, "experiment show");
        Experiment experiment = store.loadExperiment(store.resolveExperiment(id)).orElseThrow();
        streams.printOut(rows == RowFormat.PRETTY ? ExperimentText.render(experiment)
                : rows.render(ExperimentText.rows(experiment)));
        return ExitCodes.OK;
    }
}
