package io.mergelab.app.cli;

import io.mergelab.app.data.DatasetGeneration;
import io.mergelab.app.data.GeneratedTables;
import io.mergelab.app.data.ServerLayout;
import io.mergelab.app.data.TargetServer;
import io.mergelab.app.data.TargetTable;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;


/**
 * Builds a bundle's tables in a data directory, or on a ClickHouse server, before a replay: a table already there is
 * kept as it is; a table a
 * MergeLab generator loaded is created from its DDL (or the dataset's layout when the DDL is not known) and filled
 * by the same generator with the same rows, seed and knobs, so it holds the same rows, and recorded as generated; a
 * table no generator loaded cannot be rebuilt, and the replay is refused with its DDL to create it by hand. On a server
 * the rows are streamed as {@code mergelab generate --target} does, in a layout the server accepts.
 */
final class TableRebuild {
    /** What a scenario load adds to a generator's parameters; not a knob of the dataset. */
    private static final List<String> NOT_KNOBS = List.of("rows", "seed", "scenario", "variant");

    private final QueryTarget target;
    private final List<Dataset> datasets;
    private final MergeLabCommand root;
    private final PrintStream err;

    TableRebuild(QueryTarget target, List<Dataset> datasets, MergeLabCommand root, PrintStream err) {
        this.target = target;
        this.datasets = List.copyOf(datasets);
        this.root = root;
        this.err = err;
    }

    void rebuild(List<TableRecipe> recipes) {
        for (TableRecipe recipe : recipes) {
            if (recipe.table().startsWith("system.") || exists(recipe.table())) {
                if (!recipe.table().startsWith("system.")) {
                    err.println("Kept " + recipe.table() + ": it is already in " + where());
                }
                continue;
            }
            if (!recipe.generated()) {
                throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table " + recipe.table() + " is not in "
                        + where() + " and no MergeLab generator loaded it, so the replay cannot rebuild"
                        + " it; create and fill it there, then replay again"
                        + recipe.ddl().map(ddl -> ". Its DDL: " + ddl).orElse(""));
            }
            generate(recipe);
        }
    }

    private void generate(TableRecipe recipe) {
        Dataset dataset = Datasets.named(recipe.generator().orElseThrow(), datasets);
        Map<String, String> knobs = new LinkedHashMap<>(recipe.parameters());
        NOT_KNOBS.forEach(knobs::remove);
        Knobs checked = dataset.knobs(number(recipe, "rows"), number(recipe, "seed"), knobs);
        String database = recipe.table().substring(0, recipe.table().indexOf('.'));
        target.run(QueryRequest.of("CREATE DATABASE IF NOT EXISTS " + database)).close();
        Optional<String> ddl = recipe.ddl();
        if (!(target instanceof EmbeddedTarget embedded)) {
            ddl.ifPresent(create -> ServerLayout.create(new TargetServer(target), recipe.table(), dataset, create,
                    err::println));
            TerminalProgress progress = TerminalProgress.on(err, root.environment());
            try {
                new DatasetGeneration().intoServerTable(target, dataset, checked, recipe.table(),
                        Runtime.getRuntime().availableProcessors(), progress, err::println);
            } finally {
                progress.finish();
            }
            return;
        }
        if (ddl.isPresent()) {
            target.run(QueryRequest.of(ddl.get())).close();
        } else {
            TargetTable.prepare(target, recipe.table(), dataset);
        }
        TerminalProgress progress = TerminalProgress.on(err, root.environment());
        LoadResult result;
        try {
            result = new TableLoader(embedded.engine()).load(recipe.table(), dataset.columnNames(),
                    dataset.generator(checked), Runtime.getRuntime().availableProcessors(), Map.of(), progress);
        } finally {
            progress.finish();
        }
        err.println("Generated " + result.rows() + " rows of " + dataset.name() + " into " + recipe.table());
        GeneratedTables.record(target, recipe.table(), dataset.name(), GeneratedTables.parameters(checked),
                Optional.empty(), err::println);
    }

    /** The data directory, or the server. */
    private String where() {
        return target instanceof EmbeddedTarget ? root.dataDirectory().toString() : target.info().description();
    }

    private boolean exists(String table) {
        int dot = table.indexOf('.');
        return !target.run(QueryRequest.of("SELECT name FROM system.tables WHERE database = "
                + SqlLiterals.string(table.substring(0, dot)) + " AND name = "
                + SqlLiterals.string(table.substring(dot + 1)))).rows().isEmpty();
    }

    private static long number(TableRecipe recipe, String name) {
        String text = recipe.parameters().get(name);
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException | NullPointerException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Table " + recipe.table() + " was generated by "
                    + recipe.generator().orElse("?") + " but its recipe has no whole " + name + " (" + text + ")");
        }
    }
}
