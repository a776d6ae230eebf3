package io.mergelab.app.data;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.sampledata.dataset.Dataset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * The table {@code generate --table} fills: {@code db.t} or {@code t} (in {@code default}). A missing table is created
 * with the dataset's default layout (and its database, when missing); an existing one must have every column of the
 * dataset with the same type (LowCardinality of it counts as the same), and may have more.
 */
public final class TargetTable {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private TargetTable() {
    }

    /** {@code db.t} for {@code db.t} or {@code t}; other text fails with BAD_ARGUMENTS. */
    public static String qualify(String table) {
        String[] parts = table.split("\\.", -1);
        boolean valid = parts.length <= 2;
        for (String part : parts) {
            valid &= NAME.matcher(part).matches();
        }
        if (!valid) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Bad table name '" + table + "': expected db.table or table (letters, digits and '_')");
        }
        return parts.length == 2 ? table : "default." + table;
    }

    /** Creates {@code qualifiedTable} for {@code dataset} or checks that the existing one can take its rows. */
    public static void prepare(QueryTarget target, String qualifiedTable, Dataset dataset) {
        prepare(target, qualifiedTable, dataset, create -> target.run(QueryRequest.of(create)).close());
    }

    /** {@link #prepare(QueryTarget, String, Dataset)}, creating a missing table with {@code createTable}. */
    public static void prepare(QueryTarget target, String qualifiedTable, Dataset dataset, Consumer<String> createTable) {
        int dot = qualifiedTable.indexOf('.');
        String database = qualifiedTable.substring(0, dot);
        String table = qualifiedTable.substring(dot + 1);
        Map<String, String> existing = columns(target, database, table);
        if (existing.isEmpty()) {
            target.run(QueryRequest.of("CREATE DATABASE IF NOT EXISTS " + database)).close();
            createTable.accept(dataset.createTable(qualifiedTable));
            return;
        }
        List<String> problems = dataset.misfits(existing);
        if (!problems.isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Table " + qualifiedTable
                    + " exists but does not fit dataset " + dataset.name() + ": " + String.join("; ", problems)
                    + ". Choose another --table or drop this one");
        }
    }

    private static Map<String, String> columns(QueryTarget target, String database, String table) {
        // literals, not query parameters: servers before 19.x have none
        QueryRequest request = QueryRequest.of("SELECT name, type FROM system.columns WHERE database = "
                + SqlLiterals.string(database) + " AND table = " + SqlLiterals.string(table));
        Map<String, String> types = new HashMap<>();
        for (List<String> row : target.run(request).rows()) {
            types.put(row.get(0), row.get(1));
        }
        return types;
    }
}
