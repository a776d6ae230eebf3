package io.mergelab.profiler.experiment;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The table the layout lab copies, as the target's system tables describe it: its engine with its parameters, its
 * columns (name, type and any DEFAULT / MATERIALIZED / ALIAS expression; {@code columnNames} in the same order),
 * each column's codec clause ({@code CODEC(ZSTD(3))}, empty for the default) and its rows.
 */
record SourceTable(String engine, List<String> columnNames, List<String> columnDefinitions, List<String> codecs,
                   List<String> insertedColumns, List<String> digestExpressions, long rows) {

    /**
     * The column definitions of a copy: each with the table's codec, or {@code CODEC(c)} where {@code overrides}
     * names the column; a codec for a column the table does not have, or for an ALIAS column, fails naming it.
     */
    List<String> columnDefinitions(String layout, Map<String, String> overrides) {
        for (String column : overrides.keySet()) {
            int i = columnNames.indexOf(column);
            if (i < 0 || columnDefinitions.get(i).contains(" ALIAS ")) {
                throw new ExperimentException(ExperimentException.Reason.BAD_LAYOUT, "Layout " + layout + ": CODEC"
                        + " names column " + column + ", which is not a stored column of the table (its columns: "
                        + String.join(", ", columnNames) + ")");
            }
        }
        List<String> definitions = new ArrayList<>();
        for (int i = 0; i < columnNames.size(); i++) {
            String codec = overrides.containsKey(columnNames.get(i)) ? "CODEC(" + overrides.get(columnNames.get(i)) + ")"
                    : codecs.get(i);
            definitions.add(columnDefinitions.get(i) + (codec.isEmpty() ? "" : " " + codec));
        }
        return definitions;
    }

    /** UNKNOWN_TABLE as an {@link ExperimentException} when there is no such table. */
    static SourceTable read(QueryTarget target, String database, String table) {
        List<List<String>> tables = target.run(QueryRequest.of("SELECT engine_full FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(table))).rows();
        if (tables.isEmpty()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "Table " + database + "." + table + " does not exist");
        }
        // servers before 19.x have no column codecs: every column keeps the server's default compression
        String codec = target.run(QueryRequest.of("SELECT name FROM system.columns WHERE database = 'system'"
                + " AND table = 'columns' AND name = 'compression_codec'")).rows().isEmpty() ? "''" : "compression_codec";
        List<List<String>> columns = target.run(QueryRequest.of("SELECT name, type, default_kind, default_expression, "
                + codec + " FROM system.columns WHERE database = " + SqlLiterals.string(database) + " AND table = "
                + SqlLiterals.string(table))).rows();
        List<String> names = new ArrayList<>();
        List<String> definitions = new ArrayList<>();
        List<String> codecs = new ArrayList<>();
        List<String> inserted = new ArrayList<>();
        List<String> digest = new ArrayList<>();
        for (List<String> column : columns) {
            String name = SqlLiterals.identifier(column.get(0));
            String type = column.get(1);
            String kind = column.get(2);
            names.add(column.get(0));
            definitions.add(name + " " + type + (kind.isEmpty() ? "" : " " + kind + " " + column.get(3)));
            codecs.add(column.get(4));
            if (kind.isEmpty() || kind.equals("DEFAULT")) {
                inserted.add(name);
            }
            if (!kind.equals("ALIAS")) {
                digest.add(type.startsWith("Nullable(") || type.startsWith("LowCardinality(Nullable(")
                        ? "if(isNull(" + name + "), 0, cityHash64(assumeNotNull(" + name + ")))" : name);
            }
        }
        long rows = Long.parseLong(target.run(QueryRequest.of("SELECT count() FROM " + SqlLiterals.identifier(database)
                + "." + SqlLiterals.identifier(table))).rows().get(0).get(0));
        return new SourceTable(engineOf(tables.get(0).get(0)), names, definitions, codecs, inserted, digest, rows);
    }

    /** The engine and its parameters: {@code ReplacingMergeTree(version)} of {@code ... ORDER BY ...}. */
    private static String engineOf(String engineFull) {
        int depth = 0;
        for (int i = 0; i < engineFull.length(); i++) {
            char c = engineFull.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ' ' && depth == 0) {
                return engineFull.substring(0, i);
            }
        }
        return engineFull;
    }
}
