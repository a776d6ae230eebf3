package io.mergelab.profiler.bundle;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;

/**
 * The recipes of the tables some runs read (their query log's tables, in name order): the generator and parameters
 * from the runs' dataset fingerprints, and the DDL from a target that still holds the tables, when one is given.
 */
public final class TableRecipes {
    private TableRecipes() {
    }

    /** The recipes without DDL: what the runs themselves say. */
    public static List<TableRecipe> of(List<Run> runs) {
        return of(runs, Optional.empty());
    }

    /** The recipes, with each table's {@code CREATE TABLE} as {@code target} shows it where it still has the table. */
    public static List<TableRecipe> of(List<Run> runs, Optional<QueryTarget> target) {
        Map<String, DatasetFingerprint> generated = new LinkedHashMap<>();
        TreeSet<String> tables = new TreeSet<>();
        for (Run run : runs) {
            run.queryLog().ifPresent(log -> tables.addAll(log.tables()));
            run.datasets().forEach(d -> generated.putIfAbsent(d.table(), d));
        }
        tables.addAll(generated.keySet());
        List<TableRecipe> recipes = new ArrayList<>();
        for (String table : tables) {
            Optional<String> ddl = target.flatMap(t -> ddl(t, table));
            DatasetFingerprint dataset = generated.get(table);
            recipes.add(dataset == null
                    ? new TableRecipe(table, ddl, Optional.empty(), Map.of(), OptionalLong.empty())
                    : new TableRecipe(table, ddl, Optional.of(dataset.generator()), dataset.parameters(),
                    OptionalLong.of(dataset.rowsAtGeneration())));
        }
        return recipes;
    }

    /** The table's {@code CREATE TABLE} from {@code system.tables}, empty when the target does not have it. */
    private static Optional<String> ddl(QueryTarget target, String table) {
        int dot = table.indexOf('.');
        if (dot < 1 || table.startsWith("system.")) {
            return Optional.empty();
        }
        String sql = "SELECT create_table_query FROM system.tables WHERE database = "
                + SqlLiterals.string(table.substring(0, dot)) + " AND name = " + SqlLiterals.string(table.substring(dot + 1));
        try (TargetResult result = target.run(QueryRequest.of(sql))) {
            return result.rows().stream().map(row -> row.get(0)).filter(text -> !text.isBlank()).findFirst();
        } catch (RuntimeException e) {
            // a target that cannot show the table (closed, no such system table) leaves the recipe without DDL
            return Optional.empty();
        }
    }
}
