package io.mergelab.engine.settings;

import static io.mergelab.engine.settings.SettingTier.MERGE_TREE;
import static io.mergelab.engine.settings.SettingTier.QUERY;
import static io.mergelab.engine.settings.SettingType.BOOL;
import static io.mergelab.engine.settings.SettingType.FLOAT;
import static io.mergelab.engine.settings.SettingType.MAX_THREADS;
import static io.mergelab.engine.settings.SettingType.MILLISECONDS;
import static io.mergelab.engine.settings.SettingType.SECONDS;
import static io.mergelab.engine.settings.SettingType.STRING;
import static io.mergelab.engine.settings.SettingType.UINT64;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one list of every setting MergeLab knows. It feeds SETTINGS clauses, SET, system.settings,
 * system.merge_tree_settings, query_log.Settings and the app's settings sheet.
 */
public final class SettingsRegistry {
    private static final Map<String, SettingDefinition> QUERY_SETTINGS = new LinkedHashMap<>();
    private static final Map<String, SettingDefinition> MERGE_TREE_SETTINGS = new LinkedHashMap<>();

    static {
        query("max_threads", MAX_THREADS, "0", "Maximum number of threads that execute a query; 0 means the number of cores.");
        query("max_block_size", UINT64, "65409", "Maximum number of rows in a block read from a table.");
        query("max_insert_block_size", UINT64, "1048449", "Rows per block formed for inserting into a table.");
        query("merge_tree_min_rows_for_concurrent_read", UINT64, "163840", "A MergeTree read uses one more stream per this many rows, up to max_threads.");
        query("max_memory_usage", UINT64, "0", "Maximum memory a single query may use, in bytes; 0 means unlimited.");
        query("max_execution_time", SECONDS, "0", "Maximum query run time in seconds; 0 means unlimited.");
        query("max_rows_to_read", UINT64, "0", "Maximum rows a query may read from tables; 0 means unlimited.");
        query("use_skip_indexes", BOOL, "1", "Use data skipping indexes when reading.");
        query("use_skip_indexes_on_data_read", BOOL, "1", "Check skip indexes while reading each granule (streaming) instead of before reading.");
        query("use_query_condition_cache", BOOL, "1", "Cache which marks of a part cannot match a filter condition.");
        query("force_primary_key", BOOL, "0", "Fail a query that cannot use the primary key to prune granules.");
        query("force_data_skipping_indices", STRING, "", "Comma-separated skip indexes that a query must use.");
        query("ignore_data_skipping_indices", STRING, "", "Comma-separated skip indexes to ignore.");
        query("optimize_move_to_prewhere", BOOL, "1", "Move suitable WHERE conditions to PREWHERE automatically.");
        query("optimize_read_in_order", BOOL, "1", "Read in sorting-key order when ORDER BY matches the key.");
        query("do_not_merge_across_partitions_select_final", BOOL, "0", "Process each partition separately for SELECT FINAL.");
        query("max_final_threads", MAX_THREADS, "0", "Maximum threads for the FINAL read stage; 0 means the number of cores.");
        query("split_parts_ranges_into_intersecting_and_non_intersecting_final", BOOL, "1", "Skip the FINAL merge for ranges no other part intersects.");
        query("split_intersecting_parts_ranges_into_layers_final", BOOL, "1", "Split intersecting FINAL ranges into layers merged in parallel.");
        query("parallelize_output_from_storages", BOOL, "1", "Resize the pipeline after reading from single-source storages such as files.");
        query("log_queries", BOOL, "1", "Write queries to system.query_log.");
        query("log_processors_profiles", BOOL, "1", "Write per-processor timings to system.processors_profile_log.");
        query("log_comment", STRING, "", "A comment stored with the query in system.query_log.");
        query("use_uncompressed_cache", BOOL, "0", "Cache decompressed blocks.");
        query("join_algorithm", STRING, "default", "Join algorithm: default or hash.");
        query("insert_deduplicate", BOOL, "1", "Skip an insert whose blocks were inserted before (replicated tables).");

        mergeTree("index_granularity", UINT64, "8192", "Maximum rows in a granule: the distance between primary index marks.");
        mergeTree("index_granularity_bytes", UINT64, "10485760", "Maximum uncompressed bytes in a granule; 0 makes granules fixed-size.");
        mergeTree("min_bytes_for_wide_part", UINT64, "10485760", "Parts smaller than this may use the Compact format.");
        mergeTree("parts_to_delay_insert", UINT64, "1000", "Active parts in a partition at which inserts are slowed down.");
        mergeTree("parts_to_throw_insert", UINT64, "3000", "Active parts in a partition at which inserts fail with TOO_MANY_PARTS.");
        mergeTree("max_bytes_to_merge_at_max_space_in_pool", UINT64, "161061273600", "Largest total part size merged when the merge pool is free.");
        mergeTree("max_parts_to_merge_at_once", UINT64, "100", "Maximum number of parts merged at once.");
        mergeTree("min_age_to_force_merge_seconds", SECONDS, "0", "Merge parts older than this regardless of size heuristics; 0 disables.");
        mergeTree("merge_selecting_sleep_ms", MILLISECONDS, "5000", "Pause between merge selection rounds.");
    }

    private SettingsRegistry() {
    }

    private static void query(String name, SettingType type, String defaultValue, String description) {
        QUERY_SETTINGS.put(name, new SettingDefinition(name, type, defaultValue, description, QUERY, true));
    }

    private static void mergeTree(String name, SettingType type, String defaultValue, String description) {
        MERGE_TREE_SETTINGS.put(name, new SettingDefinition(name, type, defaultValue, description, MERGE_TREE, true));
    }

    public static Collection<SettingDefinition> querySettings() {
        return QUERY_SETTINGS.values();
    }

    public static Collection<SettingDefinition> mergeTreeSettings() {
        return MERGE_TREE_SETTINGS.values();
    }

    public static Optional<SettingDefinition> findQuerySetting(String name) {
        return Optional.ofNullable(QUERY_SETTINGS.get(name));
    }

    public static SettingDefinition querySetting(String name) {
        SettingDefinition d = QUERY_SETTINGS.get(name);
        if (d == null) {
            throw unknown("Setting", name, QUERY_SETTINGS.keySet());
        }
        return d;
    }

    public static SettingDefinition mergeTreeSetting(String name) {
        SettingDefinition d = MERGE_TREE_SETTINGS.get(name);
        if (d == null) {
            throw unknown("MergeTree setting", name, MERGE_TREE_SETTINGS.keySet());
        }
        return d;
    }

    private static MergeLabException unknown(String what, String name, Collection<String> known) {
        List<String> hints = known.stream()
                .filter(k -> editDistance(k, name) <= Math.max(2, name.length() / 4))
                .sorted(Comparator.comparingInt(k -> editDistance(k, name)))
                .limit(3)
                .toList();
        String hint = hints.isEmpty() ? "" : ". Maybe you meant: " + hints.stream().map(h -> "'" + h + "'").toList();
        return new MergeLabException(ErrorCode.UNKNOWN_SETTING, what + " " + name + " is unknown" + hint);
    }

    private static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
