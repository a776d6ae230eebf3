package io.mergelab.app.cli;

import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.store.StoreLocation;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
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

    /** The root command with {@code --path} alone given ({@code null}: not given), for {@link SqlArguments}. */
    static MergeLabCommand withPath(Path path, GuiStarter guiStarter, Map<String, String> environment) {
        MergeLabCommand root = new MergeLabCommand(guiStarter, environment);
        root.path = path;
        return root;
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
        subcommands(root, streams, datasets).forEach((name, command) -> commandLine.addSubcommand(name, command.get()));
        return withStreams(commandLine, streams);
    }

    /**
     * The command tree {@code args} need: the root with only the subcommand they name, as building the specs of all
     * thirty-odd commands costs a fresh process more than a small statement takes; the full tree when they name none
     * (the window, the root's usage, or a mistyped name that picocli suggests others for).
     */
    public static CommandLine commandLineFor(String[] args, CommandStreams streams, GuiStarter guiStarter,
                                             Map<String, String> environment) {
        return commandLineFor(args, streams, guiStarter, environment, Datasets.all());
    }

    /** {@link #commandLineFor(String[], CommandStreams, GuiStarter, Map)} with {@code datasets} (tests add their own). */
    static CommandLine commandLineFor(String[] args, CommandStreams streams, GuiStarter guiStarter,
                                      Map<String, String> environment, List<Dataset> datasets) {
        MergeLabCommand root = new MergeLabCommand(guiStarter, environment);
        CommandLine commandLine = new CommandLine(root);
        Map<String, Supplier<Object>> subcommands = subcommands(root, streams, datasets);
        String named = subcommandName(commandLine, args);
        if (named != null && subcommands.containsKey(named)) {
            commandLine.addSubcommand(named, subcommands.get(named).get());
        } else {
            subcommands.forEach((name, command) -> commandLine.addSubcommand(name, command.get()));
        }
        return withStreams(commandLine, streams);
    }

    /** Usage and errors go to standard error (stdout carries results only); set last, as it reaches the subcommands. */
    private static CommandLine withStreams(CommandLine commandLine, CommandStreams streams) {
        commandLine.setOut(new java.io.PrintWriter(streams.err(), true));
        commandLine.setErr(new java.io.PrintWriter(streams.err(), true));
        return commandLine;
    }

    /** The first argument that is neither a root option nor its value: the subcommand's name, or null. */
    private static String subcommandName(CommandLine root, String[] args) {
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--")) {
                return null;
            }
            if (!arg.startsWith("-")) {
                return arg;
            }
            CommandLine.Model.OptionSpec option = root.getCommandSpec().findOption(arg);
            if (option != null && option.arity().max() > 0) {
                i++;
            }
        }
        return null;
    }

    /** Every subcommand by name, in the order usage lists them; each built only when asked for. */
    private static Map<String, Supplier<Object>> subcommands(MergeLabCommand root, CommandStreams streams,
                                                             List<Dataset> datasets) {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("gui", () -> new GuiCommand(root));
        commands.put("sql", () -> new SqlCommand(root, streams));
        commands.put("run", () -> new RunCommand(root, streams));
        commands.put("generate", () -> new GenerateCommand(root, streams, datasets));
        commands.put("history", () -> new HistoryCommand(root, streams));
        commands.put("parts", () -> new PartsCommand(root, streams));
        commands.put("merges", () -> new MergesCommand(root, streams));
        commands.put("show", () -> new ShowCommand(root, streams));
        commands.put("diff", () -> new DiffCommand(root, streams));
        commands.put("advise", () -> new AdviseCommand(root, streams));
        commands.put("report", () -> new ReportCommand(root, streams));
        commands.put("export", () -> new ExportCommand(root, streams));
        commands.put("import", () -> new ImportCommand(root, streams));
        commands.put("delete", () -> new DeleteCommand(root, streams));
        commands.put("store", () -> new CommandLine(new StoreMaintenanceCommand())
                .addSubcommand("compact", new StoreCompactCommand(root, streams)));
        commands.put("compare", () -> new CompareCommand(root, streams));
        commands.put("sweep", () -> new SweepCommand(root, streams));
        commands.put("replay", () -> new ReplayCommand(root, streams, datasets));
        commands.put("show-comparison", () -> new ShowComparisonCommand(root, streams));
        commands.put("experiment", () -> new CommandLine(new ExperimentCommand())
                .addSubcommand("run", new ExperimentRunCommand(root, streams))
                .addSubcommand("layouts", new ExperimentLayoutsCommand(root, streams))
                .addSubcommand("show", new ExperimentShowCommand(root, streams))
                .addSubcommand("list", new ExperimentListCommand(root, streams)));
        commands.put("scenario", () -> new CommandLine(new ScenarioCommand())
                .addSubcommand("list", new ScenarioListCommand(streams))
                .addSubcommand("load", new ScenarioLoadCommand(root, streams)));
        commands.put("connection", () -> new CommandLine(new ConnectionCommand())
                .addSubcommand("add", new ConnectionAddCommand(root, streams))
                .addSubcommand("list", new ConnectionListCommand(root, streams))
                .addSubcommand("remove", new ConnectionRemoveCommand(root, streams))
                .addSubcommand("test", new ConnectionTestCommand(root, streams)));
        return commands;
    }

    /** The data directory chosen by {@code --path} (on this command or a subcommand) or the defaults. */
    Path dataDirectory() {
        return DataDirectory.resolve(path, environment, System.getProperty("user.home"));
    }

    /** The embedded engine's user_files_path and url() hosts, from the options above. */
    EngineConfig engineConfig() {
        return EngineOptions.config(userFilesPath, remoteUrlAllowHosts);
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
