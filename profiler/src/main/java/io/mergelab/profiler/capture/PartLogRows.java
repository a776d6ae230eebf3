package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/**
 * Reads {@code system.part_log} rows of one table as it exists now. The log is kept by table name, and a table
 * dropped and created again under its name (a scenario loaded twice, a generator run replacing its table) leaves the
 * old table's events there: replayed with the new table's, they counted parts that no longer existed. Where the
 * target has table UUIDs ({@code system.tables.uuid}, {@code system.part_log.table_uuid}: the embedded engine,
 * ClickHouse 21+), only rows whose {@code table_uuid} is the current table's are read; a table with the nil UUID (a
 * ClickHouse Ordinary database) still matches all of its name's rows. Older servers, lacking the columns, are read by
 * name alone.
 */
public final class PartLogRows {
    /** ClickHouse's and the engine's code for an unknown column (older servers: "Missing columns"). */
    private static final int UNKNOWN_IDENTIFIER = 47;

    private PartLogRows() {
    }

    /**
     * Runs {@code sql.apply(condition)} beside the target's running statement, where {@code condition} selects
     * {@code database.table}'s rows (to be put after {@code WHERE}).
     */
    public static List<NamedRow> read(QueryTarget target, String database, String table, UnaryOperator<String> sql) {
        String byName = "database = " + SqlLiterals.string(database) + " AND table = " + SqlLiterals.string(table);
        String byUuid = byName + " AND table_uuid IN (SELECT uuid FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(table) + ")";
        try {
            return rows(target, sql.apply(byUuid));
        } catch (TargetException e) {
            if (e.code() != UNKNOWN_IDENTIFIER) {
                throw e;
            }
            return rows(target, sql.apply(byName));
        }
    }

    /**
     * As {@link #read}, for a read bounded in time of a table that has parts now (a run's capture reads the minutes
     * before the run), without asking {@code system.tables} each time: {@code sql.apply(condition, true)} must select
     * {@code table_uuid}. Rows of an earlier table of the name can only be in the window beside the current table's
     * (it was dropped before the current one was created, whose parts were inserted after): only when the rows carry
     * several table UUIDs is the current one asked for, and its rows kept. A server without the column is read by
     * name alone ({@code sql.apply(condition, false)}).
     */
    public static List<NamedRow> readRecent(QueryTarget target, String database, String table,
                                            BiFunction<String, Boolean, String> sql) {
        String byName = "database = " + SqlLiterals.string(database) + " AND table = " + SqlLiterals.string(table);
        List<NamedRow> rows;
        try {
            rows = rows(target, sql.apply(byName, true));
        } catch (TargetException e) {
            if (e.code() != UNKNOWN_IDENTIFIER) {
                throw e;
            }
            return rows(target, sql.apply(byName, false));
        }
        return ofCurrentTable(target, database, table, rows);
    }

    /**
     * Of {@code rows} of {@code database.table}'s part log read by name (with {@code table_uuid}), those of the table
     * as it exists now: all of them when they carry one table UUID, else those of the current table's UUID (asked for
     * in {@code system.tables}).
     */
    static List<NamedRow> ofCurrentTable(QueryTarget target, String database, String table, List<NamedRow> rows) {
        if (rows.stream().map(r -> r.text("table_uuid")).distinct().count() <= 1) {
            return rows;
        }
        List<String> current = rows(target, "SELECT uuid FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(table)).stream()
                .map(r -> r.text("uuid")).toList();
        return rows.stream().filter(r -> current.contains(r.text("table_uuid"))).toList();
    }

    private static List<NamedRow> rows(QueryTarget target, String sql) {
        try (TargetResult result = target.runBeside(QueryRequest.of(sql))) {
            return NamedRow.of(result);
        }
    }
}
