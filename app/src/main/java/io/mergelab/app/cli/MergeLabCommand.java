package io.mergelab.app.cli;

import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.store.StoreLocation;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The root {@code mergelab} command: global options, and the desktop window when no subcommand is given. */
@Command(name = "mergelab", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Workbench for profiling and tuning analytical queries on MergeTree-style column stores.",
        footer = "Without a subcommand, opens the desktop window (same as 'mergelab gui').")
public final class MergeLabCommand implements Callable<Integer> {

    @Option(names = "--path", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "Data directory of the embedded engine (default: $MERGELAB_HOME or ~/.mergelab/data).")
    private Path path;

    @Option(names = "--user-files-path", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "The only directory file() reads; relative paths resolve inside it"
                    + " (default: user_files in the data directory).")
    private Path userFilesPath;

    @Option(names = "--remote-url-allow-hosts", paramLabel = "HOST[,HOST...]", split = ",", scope = ScopeType.INHERIT,
            description = "Hosts url() may contact, each as host or host:port (default: any host).")
    private List<String> remoteUrlAllowHosts;

    private final GuiStarter guiStarter;
    private final Map<String, String> environment;

    private MergeLabCommand(GuiStarter guiStarter, Map<String, String> environment) {
        this.guiStarter = guiStarter;
        this.environment = Map.copyOf(environment);
    }

    /** The full command tree, wired to the given streams, window starter and environment variables. */
    public static CommandLine commandLine(CommandStreams streams, GuiStarter guiStarter, Map<String, String> environment) {
        return commandLine(streams, guiStarter, environment, Datasets.all());
    }

    /** The command tree with {@code generate} offering {@code datasets} (tests add their own). */
    static CommandLine commandLine(CommandStreams streams, GuiStarter guiStarter, Map<String, String> environment,
                                   List<Dataset> datasets) {
        MergeLabCommand root = new MergeLabCommand(guiStarter, environment);
        CommandLine commandLine = new CommandLine(root);
        commandLine.addSubcommand("gui", new GuiCommand(root));
        commandLine.addSubcommand("sql", new SqlCommand(root, streams));
        commandLine.addSubcommand("run", new RunCommand(root, streams));
        commandLine.addSubcommand("generate", new GenerateCommand(root, streams, datasets));
        commandLine.addSubcommand("history", new HistoryCommand(root, streams));
        commandLine.addSubcommand("parts", new PartsCommand(root, streams));
        commandLine.addSubcommand("merges", new MergesCommand(root, streams));
        commandLine.addSubcommand("show", new ShowCommand(root, streams));
        commandLine.addSubcommand("diff", new DiffCommand(root, streams));
        commandLine.addSubcommand("advise", new AdviseCommand(root, streams));
        commandLine.addSubcommand("report", new ReportCommand(root, streams));
        commandLine.addSubcommand("export", new ExportCommand(root, streams));
        commandLine.addSubcommand("import", new ImportCommand(root, streams));
        commandLine.addSubcommand("delete", new DeleteCommand(root, streams));
        commandLine.addSubcommand("store", new CommandLine(new StoreMaintenanceCommand())
                .addSubcommand("compact", new StoreCompactCommand(root, streams)));
        commandLine.addSubcommand("compare", new CompareCommand(root, streams));
        commandLine.addSubcommand("sweep", new SweepCommand(root, streams));
        commandLine.addSubcommand("replay", new ReplayCommand(root, streams, datasets));
        commandLine.addSubcommand("show-comparison", new ShowComparisonCommand(root, streams));
        commandLine.addSubcommand("experiment", new CommandLine(new ExperimentCommand())
                .addSubcommand("run", new ExperimentRunCommand(root, streams))
                .addSubcommand("layouts", new ExperimentLayoutsCommand(root, streams))
                .addSubcommand("show", new ExperimentShowCommand(root, streams))
                .addSubcommand("list", new ExperimentListCommand(root, streams)));
        commandLine.addSubcommand("scenario", new CommandLine(new ScenarioCommand())
                .addSubcommand("list", new ScenarioListCommand(streams))
                .addSubcommand("load", new ScenarioLoadCommand(root, streams)));
        commandLine.addSubcommand("connection", new CommandLine(new ConnectionCommand())
                .addSubcommand("add", new ConnectionAddCommand(root, streams))
                .addSubcommand("list", new ConnectionListCommand(root, streams))
                .addSubcommand("remove", new ConnectionRemoveCommand(root, streams))
                .addSubcommand("test", new ConnectionTestCommand(root, streams)));
        commandLine.setOut(new java.io.PrintWriter(streams.err(), true));
        commandLine.setErr(new java.io.PrintWriter(streams.err(), true));
        return commandLine;
    }

    /** The data directory chosen by {@code --path} (on this command or a subcommand) or the defaults. */
    Path dataDirectory() {
        return DataDirectory.resolve(path, environment, System.getProperty("user.home"));
    }

    /** The embedded engine's user_files_path and url() hosts, from the options above. */
    EngineConfig engineConfig() {
        EngineConfig config = EngineConfig.defaults();
        if (userFilesPath != null) {
            config = config.withUserFilesPath(userFilesPath.toAbsolutePath().normalize());
        }
        return remoteUrlAllowHosts == null ? config : config.withRemoteUrlAllowHosts(remoteUrlAllowHosts);
    }

    /**
     * The run store: {@code storeOption} ({@code --store}) when given, else the one beside the data directory
     * ({@code <dir>.store}; {@code ~/.mergelab/store} for the default data directory).
     */
    Path runStore(Path storeOption) {
        return StoreLocation.resolve(storeOption, dataDirectory(), Path.of(System.getProperty("user.home")));
    }

    /** The saved server connections: {@code $MERGELAB_CONNECTIONS}, else {@code ~/.mergelab/connections}. */
    ConnectionsFile connections() {
        return ConnectionsFile.at(environment, System.getProperty("user.home"));
    }

    /** The process's environment variables (e.g. COLUMNS for the progress bar's width). */
    Map<String, String> environment() {
        return environment;
    }

    GuiStarter guiStarter() {
        return guiStarter;
    }

    @Override
    public Integer call() {
        guiStarter.start(dataDirectory(), runStore(null), engineConfig());
        return 0;
    }
}
