package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code Distributed} table of the entry server and the table it spreads over the shards
 * ({@code Distributed(cluster, database, table[, sharding key])}, read from {@code system.tables.engine_full}).
 */
record DistributedTable(String database, String name, String cluster, String localDatabase, String localTable) {
    private static final Pattern ENGINE = Pattern.compile(
            "Distributed\\(\\s*'?([^',\\s)]+)'?\\s*,\\s*'?([^',\\s)]+)'?\\s*,\\s*'?([^',\\s)]+)'?.*", Pattern.DOTALL);

    /** {@code database.name}, as query_log's {@code tables} names it. */
    String qualifiedName() {
        return database + "." + name;
    }

    /**
     * The Distributed tables over {@code cluster} that a run read: those its query_log row names in {@code tables}
     * where the server logs them, else (18.x) those whose name the statement mentions as a word.
     */
    static List<DistributedTable> read(QueryTarget target, String cluster, String sql, List<String> loggedTables) {
        List<DistributedTable> read = new ArrayList<>();
        for (NamedRow row : NamedRow.select(target,
                "SELECT database, name, engine_full FROM system.tables WHERE engine = 'Distributed'")) {
            Matcher engine = ENGINE.matcher(row.text("engine_full"));
            if (!engine.matches() || !engine.group(1).equals(cluster)) {
                continue;
            }
            DistributedTable table = new DistributedTable(row.text("database"), row.text("name"), engine.group(1),
                    engine.group(2), engine.group(3));
            boolean named = loggedTables.isEmpty() ? mentions(sql, table.name())
                    : loggedTables.contains(table.qualifiedName());
            if (named) {
                read.add(table);
            }
        }
        return read;
    }

    private static boolean mentions(String sql, String name) {
        return Pattern.compile("(?<![\\w`])`?" + Pattern.quote(name.toLowerCase(Locale.ROOT)) + "`?(?![\\w`])")
                .matcher(sql.toLowerCase(Locale.ROOT)).find();
    }
}
