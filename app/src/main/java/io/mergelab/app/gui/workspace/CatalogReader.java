package io.mergelab.app.gui.workspace;

import io.mergelab.app.gui.workspace.CatalogSnapshot.Database;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Part;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Table;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the catalog through SQL from {@code system.databases}, {@code system.tables} and {@code system.parts},
 * as a client of any ClickHouse-compatible target would. Sorting and filtering happen here, so the queries
 * stay within what every target supports.
 */
public final class CatalogReader {

    private CatalogReader() {
    }

    public static CatalogSnapshot read(QueryTarget target) {
        Map<String, Map<String, String>> enginesByDatabase = new TreeMap<>();
        for (List<String> row : rows(target, "SELECT name FROM system.databases")) {
            enginesByDatabase.put(text(row.get(0)), new TreeMap<>());
        }
        for (List<String> row : rows(target, "SELECT database, name, engine FROM system.tables")) {
            enginesByDatabase.computeIfAbsent(text(row.get(0)), d -> new TreeMap<>()).put(text(row.get(1)), text(row.get(2)));
        }
        Map<String, List<Part>> partsByTable = new TreeMap<>();
        // The system tables' parts (logs) are left out: the tree is for the user's data, and opening the embedded
        // engine's log parts (or listing a server's many log parts) would add to the window's start for nothing shown
        String partsSql = "SELECT database, table, name, rows, bytes_on_disk, active FROM system.parts"
                + " WHERE database != 'system'";
        for (List<String> row : rows(target, partsSql)) {
            if (number(row.get(5)) != 0) {
                partsByTable.computeIfAbsent(text(row.get(0)) + "." + text(row.get(1)), k -> new ArrayList<>())
                        .add(new Part(text(row.get(2)), number(row.get(3)), number(row.get(4))));
            }
        }
        List<Database> databases = new ArrayList<>();
        enginesByDatabase.forEach((database, tables) -> {
            List<Table> tableNodes = new ArrayList<>();
            tables.forEach((table, engine) -> {
                List<Part> parts = new ArrayList<>(partsByTable.getOrDefault(database + "." + table, List.of()));
                parts.sort(Comparator.comparing(Part::name));
                tableNodes.add(new Table(table, engine, parts));
            });
            databases.add(new Database(database, tableNodes));
        });
        return new CatalogSnapshot(databases);
    }

    private static List<List<String>> rows(QueryTarget target, String sql) {
        return target.run(QueryRequest.of(sql)).rows();
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }

    /** An unsigned count or flag as text; {@code true} / {@code false} where a target prints Bool. */
    private static long number(String value) {
        if (value == null || value.equals("false")) {
            return 0;
        }
        return value.equals("true") ? 1 : Long.parseUnsignedLong(value);
    }
}
