package io.mergelab.profiler.dataset;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.ContentDigest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Computes a table's {@link ContentDigest} through SQL, as ClickHouse's documentation suggests for a table's whole
 * contents: the sum of a per-row {@code cityHash64}, so the order of rows does not matter. Columns are hashed in name
 * order (not table order), so layouts that list the columns differently still agree; ALIAS columns are left out, as
 * they are not stored. A Nullable column enters as {@code if(isNull(c), 0, cityHash64(assumeNotNull(c)))}, because
 * the hash of a NULL is NULL and would drop the whole row from the sum.
 */
public final class TableDigest {
    /** Engines whose merges collapse rows: their digest reads FINAL, so it does not change as merges run. */
    private static final Pattern COLLAPSING =
            Pattern.compile("(Replicated)?(Replacing|Collapsing|VersionedCollapsing|Summing|Aggregating|Coalescing)MergeTree");

    private TableDigest() {
    }

    /** The digest of {@code database.table}; fails with the target's error when the table cannot be read. */
    public static ContentDigest of(QueryTarget target, String database, String table) {
        boolean afterFinal = collapsesRows(engine(target, database, table));
        String sql = "SELECT count(), sum(cityHash64(" + String.join(", ", hashedColumns(target, database, table))
                + ")) FROM " + SqlLiterals.identifier(database) + "." + SqlLiterals.identifier(table)
                + (afterFinal ? " FINAL" : "");
        List<String> row = target.run(QueryRequest.of(sql)).rows().get(0);
        return new ContentDigest(Long.parseUnsignedLong(row.get(0)), Long.parseUnsignedLong(row.get(1)), afterFinal);
    }

    /** Whether merges of a table with this engine collapse rows (so its stored row count shrinks over time). */
    public static boolean collapsesRows(String engine) {
        return COLLAPSING.matcher(engine).matches();
    }

    /** The table's engine from {@code system.tables}; UNKNOWN_TABLE when there is no such table. */
    static String engine(QueryTarget target, String database, String table) {
        List<List<String>> rows = target.run(QueryRequest.of("SELECT engine FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(table))).rows();
        if (rows.isEmpty()) {
            throw new TargetException(60, "UNKNOWN_TABLE", "Table " + database + "." + table + " does not exist", null);
        }
        return rows.get(0).get(0);
    }

    private static List<String> hashedColumns(QueryTarget target, String database, String table) {
        List<List<String>> rows = target.run(QueryRequest.of("SELECT name, type FROM system.columns WHERE database = "
                + SqlLiterals.string(database) + " AND table = " + SqlLiterals.string(table)
                + " AND default_kind != 'ALIAS'")).rows();
        List<List<String>> columns = new ArrayList<>(rows);
        columns.sort(Comparator.comparing(c -> c.get(0)));
        List<String> expressions = new ArrayList<>();
        for (List<String> column : columns) {
            String name = SqlLiterals.identifier(column.get(0));
            String type = column.get(1);
            expressions.add(type.startsWith("Nullable(") || type.startsWith("LowCardinality(Nullable(")
                    ? "if(isNull(" + name + "), 0, cityHash64(assumeNotNull(" + name + ")))" : name);
        }
        return expressions;
    }
}
