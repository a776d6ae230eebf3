package io.mergelab.profiler.connect.server;

import io.mergelab.profiler.connect.CaptureFeature;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What one server is, read once per connection: its version, the columns of its system tables, which of the
 * settings capture uses it knows, and whether it has EXPLAIN. From these it tells which parts of run capture the
 * server lacks, in words ("not on this server (18.16)").
 */
record ServerCatalog(String version, Map<String, Set<String>> systemColumns, Set<String> settings, boolean explain) {
    private static final List<String> SETTINGS_ASKED = List.of("log_comment", "log_processors_profiles",
            "allow_experimental_data_skipping_indices");

    /**
     * Reads the catalog with {@code select} (rows of a statement as text). The system logs are created at their first
     * flush, so a server that has not flushed yet is asked to before its query_log columns are read.
     */
    static ServerCatalog read(Function<String, List<List<String>>> select, Function<String, Boolean> succeeds) {
        String version = select.apply("SELECT version()").get(0).get(0);
        Map<String, Set<String>> columns = systemColumns(select);
        if (!columns.containsKey("query_log") && succeeds.apply("SYSTEM FLUSH LOGS")) {
            columns = systemColumns(select);
        }
        Set<String> settings = new HashSet<>();
        select.apply("SELECT name FROM system.settings WHERE name IN ('" + String.join("', '", SETTINGS_ASKED) + "')")
                .forEach(row -> settings.add(row.get(0)));
        return new ServerCatalog(version, columns, Set.copyOf(settings), succeeds.apply("EXPLAIN PLAN SELECT 1"));
    }

    private static Map<String, Set<String>> systemColumns(Function<String, List<List<String>>> select) {
        Map<String, Set<String>> columns = new HashMap<>();
        for (List<String> row : select.apply("SELECT table, name FROM system.columns WHERE database = 'system'")) {
            columns.computeIfAbsent(row.get(0), t -> new HashSet<>()).add(row.get(1));
        }
        return columns;
    }

    /** Why the server cannot give {@code feature}, or empty when it can. */
    Optional<String> lacks(CaptureFeature feature) {
        boolean has = switch (feature) {
            case EXPLAIN -> explain;
            // the table appears only at its first flush; the setting that fills it says whether the server has it
            case PROCESSORS_PROFILE_LOG -> settings.contains("log_processors_profiles");
            case QUERY_LOG_TABLES -> systemColumns.getOrDefault("query_log", Set.of()).contains("tables");
            case LOG_COMMENT -> settings.contains("log_comment");
            // made at its first flush, and only where configured: a failed read names it missing instead
            case PART_LOG -> true;
            // 19.x and 20.x allow them behind this setting (kept, obsolete, later); 20.10 on list them in a table
            case SKIP_INDEXES -> settings.contains("allow_experimental_data_skipping_indices")
                    || systemColumns.containsKey("data_skipping_indices");
        };
        return has ? Optional.empty() : Optional.of("not on this server (" + version + ")");
    }
}
