package io.mergelab.app.cli;

import io.mergelab.app.data.RowCount;
import io.mergelab.app.data.ScenarioData;
import io.mergelab.app.data.ScenarioExperiment;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.Scenarios;
import java.util.Optional;
import java.util.OptionalLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab experiment run}: loads a scenario's layouts with identical rows (checked), runs each query under
 * every layout and settings variant as one comparison, stores everything and prints the variant × query matrix.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run a scenario end to end: load its layouts, compare every query across them, rank the variants.",
        footer = {"",
            "<scenario> is a built-in name (see 'mergelab scenario list') or a .json/.yaml/.yml scenario file.",
            "Its tables are (re)loaded into the database scenario_<name> (or --database) of the --path data",
            "directory, or of the ClickHouse server --target or --connection names: there the layouts the server",
            "cannot hold are skipped (see 'scenario load') and the experiment compares the others.",
            "Every run and each query's comparison go to the run store; the experiment's id goes to stderr as",
            "'Experiment: <id>'; 'mergelab experiment show ID' prints it again. Ctrl-C stops it (exit code 130)."})
final class ExperimentRunCommand extends RecordingCommand {
    @Parameters(index = "0", paramLabel = "<scenario>", description = "Built-in scenario name or scenario file.")
    private String scenarioName;

    @Option(names = "--rows", paramLabel = "N", description = "Rows per layout (default: the scenario's; 1M, 1e6).")
    private String rowsText;

    @Mixin
    private ExperimentRoundOptions rounds;

    @Option(names = "--threads", paramLabel = "T", description = "Loading threads (default: the number of processors).")
    private Integer threads;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), or one row per query and variant: JSONEachRow, TSV, TSVWithNames.")
    private String format;

    @Mixin
    private TargetOptions targetOptions;

    ExperimentRunCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        RowFormat rows = RowFormat.named(format, "experiment run");
        Scenario scenario = Scenarios.resolve(scenarioName);
        ScenarioLoadOptions defaults = ScenarioLoadOptions.defaults();
        ScenarioLoadOptions load = new ScenarioLoadOptions(
                rowsText == null ? OptionalLong.empty() : OptionalLong.of(RowCount.parse(rowsText)),
                targetOptions.database().orElse(null),
                threads == null ? defaults.threads() : threads);
        if (targetOptions.server()) {
            return runOnServer(store, scenario, load, rows);
        }
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             EmbeddedTarget target = EmbeddedTarget.open(root.dataDirectory(), root.engineConfig())) {
            ScenarioData data = new ScenarioData(target, scenario, load,
                    new ScenarioProgressPrinter(streams.err(), root.environment()), streams.err()::println);
            Optional<Experiment> experiment = new ExperimentExecution(streams).run(target,
                    ScenarioExperiment.plan(scenario, rounds.options(scenario.repetitions(), scenario.warmups()),
                            load.rows()),
                    data, store, new ExperimentProgressPrinter(streams.err()), shutdown);
            if (experiment.isEmpty()) {
                return ExitCodes.CANCELLED;
            }
            streams.printOut(rows == RowFormat.PRETTY ? ExperimentText.render(experiment.get())
                    : rows.render(ExperimentText.rows(experiment.get())));
            return ExitCodes.OK;
        }
    }

    /**
     * The scenario on a server: its layouts loaded first (those the server cannot hold are skipped and left out of
     * the plan), then the experiment over the rest.
     */
    private int runOnServer(RunStore store, Scenario scenario, ScenarioLoadOptions load, RowFormat rows) {
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             QueryTarget target = targetOptions.openWithoutDatabase(root)) {
            Optional<ServerScenarioData> loaded = ServerScenarioLoad.load(target, scenario, load, shutdown, root,
                    streams);
            if (loaded.isEmpty()) {
                return ExitCodes.CANCELLED;
            }
            ServerScenarioData data = loaded.get();
            Optional<Experiment> experiment = new ExperimentExecution(streams).run(target,
                    data.restrict(ScenarioExperiment.plan(scenario,
                            rounds.options(scenario.repetitions(), scenario.warmups()), load.rows())),
                    data, store, new ExperimentProgressPrinter(streams.err()), shutdown);
            if (experiment.isEmpty()) {
                return ExitCodes.CANCELLED;
            }
            streams.printOut(rows == RowFormat.PRETTY ? ExperimentText.render(experiment.get())
                    : rows.render(ExperimentText.rows(experiment.get())));
            return ExitCodes.OK;
        }
    }
}
