package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentException;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.LayoutLab;
import io.mergelab.profiler.experiment.LayoutSpec;
import io.mergelab.profiler.experiment.ShardingLab;
import io.mergelab.profiler.store.RunStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code mergelab experiment layouts}, the layout lab: copies a table into each described layout (same columns, same
 * rows by {@code INSERT ... SELECT}, counts and digests checked), optionally merges each copy down, and compares the
 * query across the original and the copies with verdicts, funnels and storage side by side.
 */
@Command(name = "layouts", mixinStandardHelpOptions = true, sortOptions = false,
        description = "The layout lab: copy a table into other layouts and compare a query across them.",
        footer = {"",
            "Example:",
            "  mergelab experiment layouts --table default.hits -q \"SELECT count() FROM {table} WHERE UserID = 42\" \\",
            "      --layout by_user:\"ORDER BY (UserID, EventTime)\" \\",
            "      --layout by_month:\"PARTITION BY toYYYYMM(EventTime) ORDER BY UserID SETTINGS index_granularity = 1024\"",
            "A layout is NAME:CLAUSES, the clauses of a table definition in any order: ORDER BY (required),",
            "PARTITION BY, PRIMARY KEY, SETTINGS k = v, ..., ENGINE = E(...) (default: the table's),",
            "INDEX name expr TYPE t GRANULARITY g (repeatable) and CODEC column codec, e.g. CODEC s ZSTD(3)",
            "(repeatable; other columns keep the table's codec). The copies are db.<table>__<layout>; a table of",
            "that name must not exist. They are dropped afterwards unless --keep, and always when the lab fails.",
            "The baseline is the table itself, named 'original'.",
            "On a cluster (--cluster NAME, and --cluster-node URL for each other server), --shard-by NAME:KEY",
            "compares sharding keys of a Distributed table instead: each variant gets <local>__NAME on every",
            "server and db.<table>__NAME, a Distributed table over them sharded by KEY, filled from the table."})
final class ExperimentLayoutsCommand extends RecordingCommand {
    @Option(names = "--table", paramLabel = "DB.TABLE", required = true, description = "The table to copy.")
    private String table;

    @Option(names = {"-q", "--query"}, paramLabel = "SQL", required = true,
            description = "The statement; {table} stands for each layout's table.")
    private String query;

    @Option(names = "--layout", paramLabel = "NAME:CLAUSES", description = "A layout to build (repeatable).")
    private List<String> layouts = new ArrayList<>();

    @Option(names = "--shard-by", paramLabel = "NAME:KEY",
            description = "Instead of --layout, on a cluster: a sharding key of the Distributed table to compare"
                    + " (repeatable), e.g. by_user:\"user %% 2\".")
    private List<String> shardings = new ArrayList<>();

    @Option(names = "--cluster-node", paramLabel = "URL",
            description = "With --shard-by: the HTTP URL of another server of the cluster, where the variants' local"
                    + " tables are made (repeat for each server; CREATE ... ON CLUSTER would need ZooKeeper).")
    private List<String> clusterNodes = new ArrayList<>();

    @Option(names = "--merge", description = "Merge each copy down (OPTIMIZE TABLE ... FINAL) before measuring.")
    private boolean merge;

    @Option(names = "--keep", description = "Keep the copies afterwards (they are dropped by default).")
    private boolean keep;

    @Mixin
    private ExperimentRoundOptions rounds;

    @Mixin
    private TargetOptions targetOptions;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "Pretty",
            description = "Pretty (default), or one row per variant: JSONEachRow, TSV, TSVWithNames.")
    private String format;

    ExperimentLayoutsCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run(RunStore store) {
        RowFormat rows = RowFormat.named(format, "experiment layouts");
        if (!query.contains("{table}")) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "The query must read {table}, which stands for each layout's table");
        }
        if (!shardings.isEmpty()) {
            return runSharding(store, rows);
        }
        if (layouts.isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Missing required option: '--layout=NAME:CLAUSES' (or --shard-by NAME:KEY on a cluster)");
        }
        List<LayoutSpec> specs = layouts.stream().map(ExperimentLayoutsCommand::parse).toList();
        try (CancelOnShutdown shutdown = CancelOnShutdown.install();
             QueryTarget target = targetOptions.open(root)) {
            LayoutLab lab;
            try {
                lab = new LayoutLab(target, table, specs, merge, keep);
            } catch (ExperimentException e) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
            }
            ExperimentPlan plan = new ExperimentPlan("layouts", table, "The layout lab on " + table
                    + (merge ? ", each copy merged down" : ""), lab.layoutNames(),
                    List.of(new ExperimentQuery("query", query, Map.of(), List.of())), List.of(),
                    rounds.options(ComparisonOptions.MIN_ROUNDS, 1));
            Optional<Experiment> experiment = new ExperimentExecution(streams).run(target, plan, lab, store,
                    new ExperimentProgressPrinter(streams.err()), shutdown);
            return print(experiment, rows, lab.layoutNames().stream().skip(1).map(lab::tableOf).toList());
        }
    }

    /** {@code --shard-by}: the sharding lab on the cluster's servers, the entry's target running the queries. */
    private int runSharding(RunStore store, RowFormat rows) {
        if (!layouts.isEmpty() || merge) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--shard-by compares sharding keys of a Distributed"
                    + " table; give --layout and --merge without it");
        }
        if (targetOptions.cluster(root).isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--shard-by needs a cluster: --target URL or"
                    + " --connection NAME, with --cluster NAME");
        }
        List<ShardingLab.Variant> variants = shardings.stream().map(ExperimentLayoutsCommand::sharding).toList();
        List<QueryTarget> servers = targetOptions.openCluster(root, clusterNodes);
        try (CancelOnShutdown shutdown = CancelOnShutdown.install()) {
            ShardingLab lab;
            try {
                lab = new ShardingLab(servers, table, variants, keep);
            } catch (ExperimentException e) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
            }
            ExperimentPlan plan = new ExperimentPlan("sharding", table, "The sharding lab on " + table + ", cluster "
                    + targetOptions.cluster(root).orElseThrow(), lab.layoutNames(),
                    List.of(new ExperimentQuery("query", query, Map.of(), List.of())), List.of(),
                    rounds.options(ComparisonOptions.MIN_ROUNDS, 1));
            Optional<Experiment> experiment = new ExperimentExecution(streams).run(servers.get(0), plan, lab, store,
                    new ExperimentProgressPrinter(streams.err()), shutdown);
            return print(experiment, rows, lab.layoutNames().stream().skip(1).map(lab::tableOf).toList());
        } finally {
            servers.forEach(QueryTarget::close);
        }
    }

    private int print(Optional<Experiment> experiment, RowFormat rows, List<String> copies) {
        if (experiment.isEmpty()) {
            return ExitCodes.CANCELLED;
        }
        if (keep) {
            streams.err().println("Kept the layout tables: " + String.join(", ", copies));
        }
        streams.printOut(rows == RowFormat.PRETTY ? ExperimentText.render(experiment.get())
                : rows.render(ExperimentText.rows(experiment.get())));
        return ExitCodes.OK;
    }

    private static ShardingLab.Variant sharding(String argument) {
        int colon = argument.indexOf(':');
        if (colon < 1 || argument.substring(colon + 1).isBlank()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "A sharding variant is NAME:KEY, e.g. by_user:\"cityHash64(user)\"; got '" + argument + "'");
        }
        return new ShardingLab.Variant(argument.substring(0, colon).strip(), argument.substring(colon + 1).strip());
    }

    private static LayoutSpec parse(String argument) {
        int colon = argument.indexOf(':');
        if (colon < 1) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "A layout is NAME:CLAUSES, e.g. by_user:\"ORDER BY UserID\"; got '" + argument + "'");
        }
        try {
            return LayoutSpec.parse(argument.substring(0, colon).strip(), argument.substring(colon + 1));
        } catch (ExperimentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }
}
