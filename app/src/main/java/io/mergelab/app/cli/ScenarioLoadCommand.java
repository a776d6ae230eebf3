package io.mergelab.app.cli;

import io.mergelab.app.data.TargetServer;
import io.mergelab.app.data.GeneratedTables;
import io.mergelab.app.data.RowCount;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.sampledata.remote.RemoteScenarioLoadResult;
import io.mergelab.sampledata.remote.RemoteScenarioLoader;
import io.mergelab.sampledata.remote.SkippedVariant;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.ScenarioLoadResult;
import io.mergelab.sampledata.scenario.ScenarioLoader;
import io.mergelab.sampledata.scenario.Scenarios;
import io.mergelab.sampledata.scenario.VariantLoadResult;
import java.util.Locale;
import java.util.OptionalLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab scenario load}: builds every variant of a scenario in the embedded engine (or on a ClickHouse server,
 * {@code --target}) and fills each with the same rows, with progress on stderr. Ctrl-C stops it like {@code generate}: the table being filled keeps whole blocks.
 */
@Command(name = "load", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Load a scenario: create each of its table layouts and fill them with identical data.",
        footer = {"",
            "<scenario> is a built-in name (see 'mergelab scenario list') or a .json/.yaml/.yml scenario file.",
            "Tables go to the database scenario_<name> (or --database), files to user_files/<database>/ in the",
            "--path data directory; existing tables of the scenario are replaced.",
            "Rows: 1000000, 1_000_000, 1M or 1e6; default: the scenario's own.",
            "With --target URL the tables are built on that ClickHouse server and filled over HTTP; a variant the",
            "server cannot hold (skip indexes on a server without them, a layout it refuses, a file variant) is",
            "skipped with the reason, and the others load.",
            "Ctrl-C stops the load: the table being filled keeps whole blocks; exit code 130."})
final class ScenarioLoadCommand extends ReportingCommand {

    @Parameters(index = "0", paramLabel = "<scenario>", description = "Built-in scenario name or scenario file.")
    private String scenarioName;

    @Option(names = "--rows", paramLabel = "N", description = "Rows per variant (default: the scenario's).")
    private String rowsText;

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: the number of processors).")
    private Integer threads;

    @Mixin
    private TargetOptions targetOptions;

    ScenarioLoadCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        ScenarioLoadOptions defaults = ScenarioLoadOptions.defaults();
        ScenarioLoadOptions options = new ScenarioLoadOptions(
                rowsText == null ? OptionalLong.empty() : OptionalLong.of(RowCount.parse(rowsText)),
                targetOptions.database().orElse(null),
                threads == null ? defaults.threads() : threads);
        Scenario scenario = Scenarios.resolve(scenarioName);
        ScenarioProgressPrinter progress = new ScenarioProgressPrinter(streams.err(), root.environment());
        if (targetOptions.server()) {
            return loadToServer(scenario, options, progress);
        }
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             EmbeddedTarget target = EmbeddedTarget.open(root.dataDirectory(), root.engineConfig())) {
            // The loader lives in sample-data, below the profiler: it creates the layouts and inserts column blocks
            // on the engine itself, which only an engine in this process allows.
            ScenarioLoader loader = new ScenarioLoader(target.engine());
            shutdown.onCancel(loader::cancel);
            long start = System.nanoTime();
            ScenarioLoadResult result = loader.load(scenario, options, progress);
            if (result.cancelled()) {
                streams.err().println(cancelledLine(result));
                return ExitCodes.CANCELLED;
            }
            GeneratedTables.recordScenario(target, scenario, options, result, streams.err()::println);
            int variants = result.variants().size();
            streams.err().printf(Locale.ROOT, "Loaded scenario %s: %d variant%s of %d rows in database %s in %.2f s%n",
                    result.scenario(), variants, variants == 1 ? "" : "s", result.rows(), result.database(),
                    (System.nanoTime() - start) / 1e9);
            return ExitCodes.OK;
        }
    }

    /** The server's variants: each that the server cannot hold is named with the reason and left out. */
    private int loadToServer(Scenario scenario, ScenarioLoadOptions options, ScenarioProgressPrinter progress) {
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             QueryTarget target = targetOptions.openWithoutDatabase(root)) {
            TargetServer server = new TargetServer(target);
            RemoteScenarioLoader loader = new RemoteScenarioLoader(server);
            shutdown.onCancel(loader::cancel);
            long start = System.nanoTime();
            RemoteScenarioLoadResult remote = loader.load(scenario, options, progress);
            ScenarioLoadResult result = remote.loaded();
            if (result.cancelled()) {
                streams.err().println(cancelledLine(result));
                return ExitCodes.CANCELLED;
            }
            GeneratedTables.recordScenario(target, scenario, options, result, streams.err()::println);
            int variants = result.variants().size();
            streams.err().printf(Locale.ROOT, "Loaded scenario %s on %s: %d variant%s of %d rows in database %s in"
                    + " %.2f s%s%n", result.scenario(), server.description(), variants, variants == 1 ? "" : "s",
                    result.rows(), result.database(), (System.nanoTime() - start) / 1e9,
                    remote.skipped().isEmpty() ? "" : "; skipped: " + String.join(", ",
                            remote.skipped().stream().map(SkippedVariant::variant).toList()));
            return ExitCodes.OK;
        }
    }

    /** {@code Cancelled: scenario s stopped in variant v (N of M rows loaded); K variants before it are complete}. */
    static String cancelledLine(ScenarioLoadResult result) {
        VariantLoadResult last = result.variants().isEmpty() ? null : result.variants().get(result.variants().size() - 1);
        if (last == null || !last.cancelled()) {
            return "Cancelled: scenario " + result.scenario() + " stopped before its next variant; "
                    + result.variants().size() + " variants are complete";
        }
        return String.format(Locale.ROOT, "Cancelled: scenario %s stopped in variant %s (%d of %d rows loaded); %d"
                + " variants before it are complete", result.scenario(), last.variant(), last.rows(), result.rows(),
                result.variants().size() - 1);
    }
}
