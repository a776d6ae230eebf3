package io.mergelab.app.cli;

import io.mergelab.app.data.TargetServer;
import io.mergelab.app.data.ClusterTable;
import io.mergelab.app.data.DatasetGeneration;
import io.mergelab.app.data.ExportFormatChoice;
import io.mergelab.app.data.GeneratedTable;
import io.mergelab.app.data.GeneratedTables;
import io.mergelab.app.data.RowCount;
import io.mergelab.app.data.ServerLayout;
import io.mergelab.app.data.TargetTable;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.export.ExportFormat;
import io.mergelab.sampledata.fingerprint.FingerprintText;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.remote.RemoteTableLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mergelab generate}: fills an engine table with a dataset's rows, or writes them to a file, with progress on
 * stderr. Same dataset, knobs and seed give the same rows whatever the thread count. Ctrl-C stops a load with whole
 * blocks only in the table (see {@link CancelOnShutdown}).
 */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Generate a sample dataset into a table of the embedded engine, of a ClickHouse server (--target)"
                + " or into a file.",
        footer = {"",
            "Rows: 1000000, 1_000_000, 1M (K, M, G: thousands, millions, billions) or 1e6.",
            "Without --out, rows go into --table (default: default.<dataset>) in the --path",
            "data directory. A missing table is created with the dataset's default layout;",
            "an existing one must have the dataset's columns.",
            "The format of --out follows the file's extension unless --format is given:",
            "  .csv CSVWithNames, .tsv TSVWithNames, .jsonl/.ndjson/.json JSONEachRow,",
            "  anything else TabSeparated.",
            "file() reads only under user_files_path (user_files in the data directory, or",
            "--user-files-path): write --out there to query the file with file('<name>', ...).",
            "Progress goes to stderr: a bar on a terminal, else a line at every 10%%.",
            "With --target URL the rows go to the server's table over HTTP, one INSERT per block;",
            "a server without skip indexes gets the dataset's layout without them (it says so).",
            "With --cluster NAME too, each server of the cluster gets <table>_local and the rows go",
            "through a Distributed table <table> (created on the server --target names and on each",
            "--cluster-node URL; every server of the cluster needs its local table).",
            "Ctrl-C stops a load: the table keeps the blocks inserted so far, each whole,",
            "and the exit code is 130.",
            "A completed load is recorded in the table mergelab.datasets (generator, knobs, rows,",
            "content digest), so runs of the table say what data they read.",
            "Datasets and their knobs: mergelab generate --list"})
final class GenerateCommand extends ReportingCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "<dataset>", description = "Dataset to generate (see --list).")
    private String datasetName;

    @Option(names = "--list", description = "List the datasets with their knobs and exit.")
    private boolean list;

    @Option(names = "--rows", paramLabel = "N", description = "Number of rows (required).")
    private String rowsText;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Random seed (default: ${DEFAULT-VALUE}); same seed, same rows.")
    private long seed;

    @Option(names = "--knob", paramLabel = "NAME=VALUE",
            description = "Sets a knob of the dataset (repeatable), e.g. --knob skew=1.2.")
    private Map<String, String> knobs = new LinkedHashMap<>();

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: the number of processors).")
    private Integer threads;

    @Option(names = "--table", paramLabel = "DB.TABLE", description = "Target table (default: default.<dataset>).")
    private String table;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the rows to this file instead of a table.")
    private Path out;

    @Option(names = "--fingerprint",
            description = "After loading, print the table's fingerprint (rows, distinct values, min/max, nulls, sortedness) to stdout.")
    private boolean fingerprint;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT",
            description = "Format of --out: TabSeparated, TSV, TSVWithNames, CSV, CSVWithNames, JSONEachRow, ...")
    private String format;

    @Mixin
    private TargetOptions targetOptions;

    @Option(names = "--cluster-node", paramLabel = "URL",
            description = "With --cluster: the HTTP URL of another server of the cluster, where its shard's table is"
                    + " created (repeat for each server; CREATE ... ON CLUSTER would need ZooKeeper).")
    private List<String> clusterNodes = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    private final List<Dataset> datasets;

    GenerateCommand(MergeLabCommand root, CommandStreams streams, List<Dataset> datasets) {
        super(root, streams);
        this.datasets = List.copyOf(datasets);
    }

    @Override
    protected int run() {
        if (list) {
            streams.printOut(DatasetListing.render(datasets));
            return ExitCodes.OK;
        }
        if (datasetName == null) {
            throw new ParameterException(spec.commandLine(), "Missing required parameter: '<dataset>'");
        }
        if (rowsText == null) {
            throw new ParameterException(spec.commandLine(), "Missing required option: '--rows=N'");
        }
        Dataset dataset = Datasets.named(datasetName, datasets);
        Knobs checked = dataset.knobs(RowCount.parse(rowsText), seed, knobs);
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Number of threads must be at least 1, got " + workers);
        }
        if (table != null && out != null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Options '--table' and '--out' cannot be specified at the same time");
        }
        if (fingerprint && out != null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Option '--fingerprint' needs a table, not '--out FILE'");
        }
        if (format != null && out == null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Option '--format' needs '--out FILE'");
        }
        if (targetOptions.server() && out != null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Options '--out' and '--target' cannot be specified"
                    + " at the same time: a file is written here, rows go to a server");
        }
        if (targetOptions.server() && fingerprint) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Option '--fingerprint' samples the embedded engine's table; it does not work with '--target'");
        }
        if (targetOptions.server()) {
            return loadToServer(dataset, checked, TargetTable.qualify(table != null ? table : dataset.name()), workers);
        }
        return out != null
                ? export(dataset, checked, ExportFormatChoice.of(out, format), workers)
                : load(dataset, checked, TargetTable.qualify(table != null ? table : dataset.name()), workers);
    }

    private int load(Dataset dataset, Knobs checked, String target, int workers) {
        DatasetGeneration generation = new DatasetGeneration();
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             EmbeddedTarget embedded = EmbeddedTarget.open(root.dataDirectory(), root.engineConfig())) {
            shutdown.onCancel(generation::cancel);
            TerminalProgress progress = TerminalProgress.on(streams.err(), root.environment());
            GeneratedTable loaded;
            try {
                loaded = generation.intoTable(embedded, dataset, checked, target, workers, fingerprint, progress,
                        streams.err()::println);
            } finally {
                progress.finish();
            }
            LoadResult result = loaded.load();
            if (result.cancelled()) {
                streams.err().println(String.format(Locale.ROOT, "Cancelled: %d of %d rows loaded into %s",
                        result.rows(), checked.rows(), target));
                return ExitCodes.CANCELLED;
            }
            loaded.sample().ifPresent(f -> streams.printOut(FingerprintText.render(f)));
            return ExitCodes.OK;
        }
    }

    /**
     * Streams the rows into a server table, one {@code INSERT ... FORMAT TabSeparated} per generated block. A missing
     * table gets the dataset's layout in a form the server accepts; a server without skip indexes gets it without
     * them, and says so.
     */
    private int loadToServer(Dataset dataset, Knobs checked, String target, int workers) {
        BlockGenerator generator = dataset.generator(checked);
        List<QueryTarget> servers = targetOptions.cluster(root).isPresent() || !clusterNodes.isEmpty()
                ? targetOptions.openCluster(root, clusterNodes) : List.of(targetOptions.open(root));
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             QueryTarget server = servers.get(0)) {
            if (targetOptions.cluster(root).isEmpty()) {
                return loadToOneServer(server, dataset, checked, target, workers, shutdown);
            }
            TargetServer remote = new TargetServer(server, Map.of("insert_distributed_sync", "1"));
            ClusterTable.prepare(servers, targetOptions.cluster(root).get(), target, dataset, (node, create) ->
                    createOnServer(new TargetServer(node), target + ClusterTable.LOCAL_SUFFIX, dataset, create));
            streams.err().println("Created or checked " + target + ClusterTable.LOCAL_SUFFIX + " on each server of"
                    + " cluster " + targetOptions.cluster(root).get() + " and " + target + " (Distributed) over them");
            RemoteTableLoader loader = new RemoteTableLoader(remote);
            shutdown.onCancel(loader::cancel);
            TerminalProgress progress = TerminalProgress.on(streams.err(), root.environment());
            LoadResult result;
            try {
                result = loader.load(target, dataset.columnNames(), dataset.columnTypes(), generator, workers, progress);
            } finally {
                progress.finish();
            }
            if (result.cancelled()) {
                streams.err().println(String.format(Locale.ROOT, "Cancelled: %d of %d rows loaded into %s on %s",
                        result.rows(), generator.rows(), target, remote.description()));
                return ExitCodes.CANCELLED;
            }
            streams.err().println(String.format(Locale.ROOT, "Loaded %d rows into %s on %s in %s", result.rows(),
                    target, remote.description(), DatasetGeneration.speed(result)));
            GeneratedTables.record(server, target, dataset.name(), GeneratedTables.parameters(checked),
                    Optional.empty(), streams.err()::println);
            return ExitCodes.OK;
        } finally {
            servers.subList(1, servers.size()).forEach(QueryTarget::close);
        }
    }

    /** The single-server load, as the Generate screen does it ({@link DatasetGeneration#intoServerTable}). */
    private int loadToOneServer(QueryTarget server, Dataset dataset, Knobs checked, String target, int workers,
                                CancelOnShutdown shutdown) {
        DatasetGeneration generation = new DatasetGeneration();
        shutdown.onCancel(generation::cancel);
        TerminalProgress progress = TerminalProgress.on(streams.err(), root.environment());
        GeneratedTable loaded;
        try {
            loaded = generation.intoServerTable(server, dataset, checked, target, workers, progress,
                    streams.err()::println);
        } finally {
            progress.finish();
        }
        if (loaded.load().cancelled()) {
            streams.err().println(String.format(Locale.ROOT, "Cancelled: %d of %d rows loaded into %s on %s",
                    loaded.load().rows(), checked.rows(), target, new TargetServer(server).description()));
            return ExitCodes.CANCELLED;
        }
        return ExitCodes.OK;
    }

    private void createOnServer(TargetServer remote, String target, Dataset dataset, String create) {
        ServerLayout.create(remote, target, dataset, create, streams.err()::println);
    }

    private int export(Dataset dataset, Knobs checked, ExportFormat exportFormat, int workers) {
        DatasetGeneration generation = new DatasetGeneration();
        try (CancelOnShutdown shutdown = CancelOnShutdown.install()) {
            shutdown.onCancel(generation::cancel);
            TerminalProgress progress = TerminalProgress.on(streams.err(), root.environment());
            LoadResult result;
            try {
                result = generation.intoFile(dataset, checked, out, exportFormat, workers, progress);
            } finally {
                progress.finish();
            }
            if (result.cancelled()) {
                streams.err().println("Cancelled: " + out + " was not written (a file appears only when complete)");
                return ExitCodes.CANCELLED;
            }
            streams.err().println(String.format(Locale.ROOT, "Wrote %d rows to %s (%s) in %s", result.rows(), out,
                    exportFormat.name(), DatasetGeneration.speed(result)));
            streams.err().println(fileFunctionHint(exportFormat));
            return ExitCodes.OK;
        }
    }

    /** How to read the file back: file() reaches it only when it lies under user_files_path. */
    private String fileFunctionHint(ExportFormat exportFormat) {
        Path userFiles = root.engineConfig().userFilesPathIn(root.dataDirectory());
        Path written = out.toAbsolutePath().normalize();
        if (written.startsWith(userFiles)) {
            return "Query it with file('" + userFiles.relativize(written) + "', '" + exportFormat.name() + "')";
        }
        return "file() reads only files under " + userFiles + " (user_files_path): write or move the file there to"
                + " query it";
    }

}
