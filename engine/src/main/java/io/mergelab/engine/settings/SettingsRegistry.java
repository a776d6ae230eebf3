package io.mergelab.engine.settings;

import static io.mergelab.engine.SettingTier.MERGE_TREE;
import static io.mergelab.engine.SettingTier.QUERY;
import static io.mergelab.engine.settings.SettingType.BOOL;
import static io.mergelab.engine.settings.SettingType.FLOAT;
import static io.mergelab.engine.settings.SettingType.MAX_THREADS;
import static io.mergelab.engine.settings.SettingType.MILLISECONDS;
import static io.mergelab.engine.settings.SettingType.NON_ZERO_UINT64;
import static io.mergelab.engine.settings.SettingType.SECONDS;
import static io.mergelab.engine.settings.SettingType.STRING;
import static io.mergelab.engine.settings.SettingType.UINT64;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.SettingTier;
import io.mergelab.engine.error.NameHints;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one list of every setting MergeLab knows. It feeds SETTINGS clauses, SET, system.settings,
 * system.merge_tree_settings, query_log.Settings and the app's settings sheet. The settings MergeLab acts on are
 * registered here; the rest of ClickHouse's query and MergeTree settings, current and obsolete, come from the
 * resource lists {@code query-settings.tsv} and {@code merge-tree-settings.tsv} ({@code implemented = false}): they
 * are accepted, warned about once when set, and shown with {@code mergelab_effect = 'none'} in system.settings; only
 * names ClickHouse does not have fail with UNKNOWN_SETTING.
 */
public final class SettingsRegistry {
    private static final Map<String, SettingDefinition> QUERY_SETTINGS = new LinkedHashMap<>();
    private static final Map<String, SettingDefinition> MERGE_TREE_SETTINGS = new LinkedHashMap<>();
    private static final Logger LOG = LoggerFactory.getLogger(SettingsRegistry.class);
    private static final Set<String> WARNED_NO_EFFECT = ConcurrentHashMap.newKeySet();

    static {
        query("max_threads", MAX_THREADS, "0", "Maximum number of threads that execute a query; 0 means the number of cores.");
        query("max_block_size", NON_ZERO_UINT64, "65409", "Maximum number of rows in a block read from a table.");
        query("max_insert_block_size", NON_ZERO_UINT64, "1048449", "Rows per block formed for inserting into a table.");
        query("merge_tree_min_rows_for_concurrent_read", UINT64, "163840", "A MergeTree read uses one more stream per this many rows, up to max_threads.");
        query("max_memory_usage", UINT64, "0", "Maximum memory a single query may use, in bytes; 0 means unlimited.");
        query("max_parser_depth", UINT64, "1000", "Maximum nesting of brackets, calls and subqueries a query may have; 0 means unlimited.");
        query("max_execution_time", SECONDS, "0", "Maximum query run time in seconds (fractions allowed); 0 means unlimited.");
        query("max_rows_to_read", UINT64, "0", "Maximum rows a query may read from tables; 0 means unlimited.");
        query("use_skip_indexes", BOOL, "1", "Use data skipping indexes when reading.");
        query("use_skip_indexes_on_data_read", BOOL, "1", "Check skip indexes while reading each granule (streaming) instead of before reading.");
        query("use_query_condition_cache", BOOL, "1", "Cache which marks of a part cannot match a filter condition.");
        query("force_primary_key", BOOL, "0", "Fail a query that cannot use the primary key to prune granules.");
        query("use_primary_key", BOOL, "1", "Use the primary key to prune granules when reading MergeTree tables.");
        query("merge_tree_coarse_index_granularity", UINT64, "8", "Pieces each range is split into by the primary key's exclusion search.");
        query("merge_tree_min_rows_for_seek", UINT64, "0", "Selected granules closer than this many rows are read as one range.");
        query("merge_tree_min_bytes_for_seek", UINT64, "0", "Selected granules closer than this many bytes are read as one range.");
        query("force_data_skipping_indices", STRING, "", "Comma-separated skip indexes that a query must use.");
        query("ignore_data_skipping_indices", STRING, "", "Comma-separated skip indexes to ignore.");
        query("preferred_block_size_bytes", UINT64, "1000000", "Preferred uncompressed size of blocks read from MergeTree tables: fewer rows than max_block_size when the columns read are wide.");
        query("optimize_move_to_prewhere", BOOL, "1", "Move suitable WHERE conditions to PREWHERE automatically.");
        query("enable_multiple_prewhere_read_steps", BOOL, "1", "Evaluate a PREWHERE AND in steps, one per condition: each "
                + "reads its columns only for the rows the earlier ones kept.");
        query("move_all_conditions_to_prewhere", BOOL, "1", "Move every suitable WHERE condition to PREWHERE; 0 stops once "
                + "the moved columns exceed a tenth of the compressed size of the columns read.");
        query("optimize_on_insert", BOOL, "1", "Apply the table engine's merge logic to each inserted block (ReplacingMergeTree keeps one row per key).");
        query("allow_deprecated_syntax_for_merge_tree", BOOL, "0", "Allow the old MergeTree engine syntax, "
                + "MergeTree(date_column, (key), granularity): partitioned by month of the date column.");
        query("optimize_throw_if_noop", BOOL, "0", "OPTIMIZE fails with CANNOT_ASSIGN_OPTIMIZE when it merges nothing.");
        query("check_query_single_value_result", BOOL, "1", "CHECK TABLE returns one row with one column, result (1 when every "
                + "part passed); 0 returns a row per part: part_path, is_passed, message.");
        query("allow_drop_detached", BOOL, "0", "Allow ALTER TABLE ... DROP DETACHED PART|PARTITION, which deletes parts in detached/.");
        query("optimize_skip_merged_partitions", BOOL, "0", "OPTIMIZE ... FINAL leaves a partition alone when its only part was merged before.");
        query("optimize_read_in_order", BOOL, "1", "Read in sorting-key order when ORDER BY matches the key.");
        query("do_not_merge_across_partitions_select_final", BOOL, "0", "Process each partition separately for SELECT FINAL.");
        query("max_final_threads", MAX_THREADS, "0", "Maximum threads for the FINAL read stage; 0 means the number of cores.");
        query("split_parts_ranges_into_intersecting_and_non_intersecting_final", BOOL, "1", "Skip the FINAL merge for ranges no other part intersects.");
        query("split_intersecting_parts_ranges_into_layers_final", BOOL, "1", "Split intersecting FINAL ranges into layers merged in parallel.");
        query("enable_automatic_decision_for_merging_across_partitions_for_final", BOOL, "1", "Process each partition separately "
                + "for SELECT FINAL when the partition key depends on primary key columns only (a key never spans partitions).");
        query("use_skip_indexes_if_final", BOOL, "1", "Use skip indexes for SELECT FINAL (see use_skip_indexes_if_final_exact_mode).");
        query("use_skip_indexes_if_final_exact_mode", BOOL, "1", "With use_skip_indexes_if_final, also read every granule that "
                + "may hold another version of a key in the granules the skip indexes kept, so FINAL stays exact.");
        query("optimize_move_to_prewhere_if_final", BOOL, "0", "Also move WHERE conditions to PREWHERE for SELECT FINAL "
                + "(only conditions on sorting key columns, which drop whole keys).");
        query("parallelize_output_from_storages", BOOL, "1", "Resize the pipeline after reading from single-source storages such as files.");
        query("log_queries", BOOL, "1", "Write queries to system.query_log.");
        query("totals_mode", STRING, "after_having_exclusive", "Which groups WITH TOTALS counts: before_having (all) or the "
                + "after_having_* modes (those passing HAVING; alike without max_rows_to_group_by).");
        query("log_processors_profiles", BOOL, "1", "Write per-processor timings to system.processors_profile_log.");
        query("log_comment", STRING, "", "A comment stored with the query in system.query_log.");
        query("use_uncompressed_cache", BOOL, "0", "Cache decompressed blocks.");
        query("join_algorithm", STRING, "default", "Join algorithm: default or hash.");
        query("insert_deduplicate", BOOL, "1", "Skip an insert whose blocks were inserted before (replicated tables).");
        query("log_query_settings", BOOL, "1", "Write the query's changed settings to system.query_log (the Settings map).");
        query("log_profile_events", BOOL, "1", "Write the query's ProfileEvents to system.query_log.");
        query("query_plan_optimize_lazy_materialization", BOOL, "1", "For ORDER BY ... LIMIT, read the columns not needed to sort or filter only for the rows the LIMIT keeps.");
        query("optimize_trivial_count_query", BOOL, "1", "Answer count() over a whole MergeTree table from the parts' row counts, without reading.");
        query("optimize_use_implicit_projections", BOOL, "1", "Answer count(), min and max of partition-key columns over a whole MergeTree table from part metadata (the minmax_count projection).");
        query("optimize_aggregation_from_block_totals", BOOL, "1", "MergeLab's own: answer count(), and count, sum, avg, min and max of integer columns, over a whole MergeTree table from each block's totals taken from the values as stored (not widened), then add those up.");
        query("optimize_arithmetic_operations_in_aggregate_functions", BOOL, "1", "Rewrite sum(x + k) and sum(x - k), k an integer constant, as sum(x) + k * count(x), so one sum serves them all.");
        query("optimize_functions_to_subcolumns", BOOL, "1", "Read length(s), empty(s) and notEmpty(s) of a MergeTree String column from its sizes alone (the s.size subcolumn).");
        query("optimize_empty_string_comparisons", BOOL, "1", "Rewrite s = '' and s != '' as empty(s) and notEmpty(s), which optimize_functions_to_subcolumns reads from the sizes alone.");
        query("collect_hash_table_stats_during_aggregation", BOOL, "1", "Remember how many groups each GROUP BY's hash tables reached and size them at once the next time the same aggregation runs.");
        query("max_size_to_preallocate_for_aggregation", UINT64, "100000000", "Largest number of groups a GROUP BY's hash table is sized for at once from the collected statistics.");
        query("optimize_group_by_function_keys", BOOL, "1", "Drop GROUP BY keys that are functions of other keys and compute them after aggregating.");
        query("query_plan_max_limit_for_lazy_materialization", UINT64, "10000", "Largest LIMIT that uses lazy materialization; 0 means no limit.");
        query("timeout_overflow_mode", STRING, "throw", "What to do when max_execution_time is exceeded: throw, or break and return what was read.");
        query("join_use_nulls", BOOL, "0", "Fill non-matched join columns with NULL instead of defaults.");
        query("transform_null_in", BOOL, "0", "Treat NULL as a value in IN: NULL IN (NULL, 1) is 1, NULL NOT IN (1) is 1.");
        query("count_distinct_implementation", STRING, "uniqExact", "The aggregate function count(DISTINCT ...) calls: "
                + "uniqExact or uniq (ClickHouse's uniqCombined, uniqCombined64, uniqHLL12 and uniqTheta are not in MergeLab).");
        query("any_join_distinct_right_table_keys", BOOL, "0", "Legacy ANY JOIN: ANY INNER JOIN keeps every left row "
                + "that has a match (as SEMI LEFT JOIN), instead of one row per key.");

        mergeTree("allow_nullable_key", BOOL, "0", "Allow Nullable types as the sorting or partition key.");
        mergeTree("index_granularity", UINT64, "8192", "Maximum rows in a granule: the distance between primary index marks.");
        mergeTree("index_granularity_bytes", UINT64, "10485760", "Maximum uncompressed bytes in a granule; 0 makes granules fixed-size.");
        mergeTree("fsync_after_insert", BOOL, "0", "Force the files of every part written by an INSERT to disk before it becomes visible.");
        mergeTree("fsync_part_directory", BOOL, "0", "Force an inserted part's directory, its rename into place and the insert's transaction file to disk.");
        mergeTree("ratio_of_defaults_for_sparse_serialization", FLOAT, "0.9375", "Store an integer column of a part sparse "
                + "(the positions and values of its non-zero rows only) when the share of its rows holding 0 is above this; 1 never does.");
        mergeTree("min_bytes_for_wide_part", UINT64, "10485760", "A new part expected to hold fewer uncompressed bytes than this "
                + "is written Compact (all columns in data.bin), else Wide (files per column).");
        mergeTree("min_rows_for_wide_part", UINT64, "0", "A new part expected to hold fewer rows than this is written Compact.");
        mergeTree("min_compress_block_size", UINT64, "65536", "Smallest uncompressed block of a column worth compressing at "
                + "a mark when writing a part (0: 65536).");
        mergeTree("max_compress_block_size", UINT64, "1048576", "Largest uncompressed block of a column before it is "
                + "compressed when writing a part (0: 1048576).");
        mergeTree("parts_to_delay_insert", UINT64, "1000", "Active parts in a partition at which inserts are slowed down.");
        mergeTree("parts_to_throw_insert", UINT64, "3000", "Active parts in a partition at which inserts fail with TOO_MANY_PARTS.");
        mergeTree("max_delay_to_insert", SECONDS, "1", "Longest pause of a delayed insert, reached just below parts_to_throw_insert.");
        mergeTree("min_delay_to_insert_ms", MILLISECONDS, "10", "Shortest pause of a delayed insert.");
        mergeTree("max_avg_part_size_for_too_many_parts", UINT64, "1073741824", "Partitions whose parts average more bytes than this are exempt from the too-many-parts checks.");
        mergeTree("max_parts_in_total", UINT64, "100000", "Active parts in all partitions at which inserts fail with TOO_MANY_PARTS.");
        mergeTree("max_bytes_to_merge_at_max_space_in_pool", UINT64, "161061273600", "Largest total part size merged when the merge pool is free.");
        mergeTree("max_parts_to_merge_at_once", UINT64, "100", "Maximum number of parts merged at once.");
        mergeTree("min_age_to_force_merge_seconds", SECONDS, "0", "Merge parts older than this regardless of size heuristics; 0 disables.");
        mergeTree("merge_max_block_size", UINT64, "8192", "Rows a merge reads from each part and writes at a time.");
        mergeTree("lock_acquire_timeout_for_background_operations", SECONDS, "120", "How long OPTIMIZE ... FINAL waits for running merges of its parts.");
        mergeTree("min_age_to_force_merge_on_partition_only", BOOL, "0", "Apply min_age_to_force_merge_seconds to whole partitions only: merge all of a partition's parts once all are that old.");
        mergeTree("enable_max_bytes_limit_for_min_age_to_force_merge", BOOL, "0", "Keep merges forced by min_age_to_force_merge_seconds under max_bytes_to_merge_at_max_space_in_pool (0 as before ClickHouse 26.2).");
        mergeTree("finished_mutations_to_keep", UINT64, "100", "Files of finished mutations kept for system.mutations; older ones are deleted.");
        mergeTree("check_sample_column_is_correct", BOOL, "1", "CREATE TABLE checks that the sampling expression is one "
                + "unsigned integer (UInt8, UInt16, UInt32 or UInt64).");
        mergeTree("compatibility_allow_sampling_expression_not_in_primary_key", BOOL, "0", "Allow a sampling expression "
                + "that is not in the primary key (SAMPLE then filters without narrowing the read).");
        mergeTree("merge_selecting_sleep_ms", MILLISECONDS, "5000", "Pause between merge selection rounds.");
    }

    /**
     * Every setting: the ones registered above, then the rest of ClickHouse's from the resource lists (accepted,
     * without effect). Read on the first name not registered above or the first listing: reading the lists' 1,800
     * lines cost an engine's opening (and so the window's start and a fresh {@code sql -q}) tens of milliseconds and
     * the JIT's compilation of its line reading, where only implemented settings are looked up.
     */
    private static final class All {
        static final Map<String, SettingDefinition> QUERY_SETTINGS = withList(SettingsRegistry.QUERY_SETTINGS, "query-settings.tsv", QUERY);
        static final Map<String, SettingDefinition> MERGE_TREE_SETTINGS =
                withList(SettingsRegistry.MERGE_TREE_SETTINGS, "merge-tree-settings.tsv", MERGE_TREE);

        private static Map<String, SettingDefinition> withList(Map<String, SettingDefinition> registered, String list, SettingTier tier) {
            Map<String, SettingDefinition> all = new LinkedHashMap<>(registered);
            SettingsList.read(list, tier).forEach(d -> all.putIfAbsent(d.name(), d));
            return all;
        }
    }

    private SettingsRegistry() {
    }

    private static void query(String name, SettingType type, String defaultValue, String description) {
        register(QUERY_SETTINGS, new SettingDefinition(name, type, type.clickHouseName(), defaultValue, description, QUERY, true, false));
    }

    /** A second registration would silently replace the first (and its effect), so it fails class loading instead. */
    private static void register(Map<String, SettingDefinition> into, SettingDefinition definition) {
        if (into.putIfAbsent(definition.name(), definition) != null) {
            throw new IllegalStateException("Setting registered twice: " + definition.name());
        }
    }

    /**
     * Logs once per setting name that a setting MergeLab does not implement was set; returns whether this call
     * logged (false for implemented settings and for names warned about before).
     */
    static boolean warnIfNoEffect(SettingDefinition d) {
        if (d.implemented() || !WARNED_NO_EFFECT.add(d.name())) {
            return false;
        }
        // info, not warn: a ClickHouse script setting them is normal, and the command line keeps standard error clean
        LOG.info("Setting {} has no effect in MergeLab (accepted for ClickHouse compatibility)", d.name());
        return true;
    }

    private static void mergeTree(String name, SettingType type, String defaultValue, String description) {
        register(MERGE_TREE_SETTINGS, new SettingDefinition(name, type, type.clickHouseName(), defaultValue, description, MERGE_TREE, true, false));
    }

    public static Collection<SettingDefinition> querySettings() {
        return Collections.unmodifiableCollection(All.QUERY_SETTINGS.values());
    }

    public static Collection<SettingDefinition> mergeTreeSettings() {
        return Collections.unmodifiableCollection(All.MERGE_TREE_SETTINGS.values());
    }

    public static Optional<SettingDefinition> findQuerySetting(String name) {
        SettingDefinition registered = QUERY_SETTINGS.get(name);
        return registered != null ? Optional.of(registered) : Optional.ofNullable(All.QUERY_SETTINGS.get(name));
    }

    public static SettingDefinition querySetting(String name) {
        return findQuerySetting(name).orElseThrow(() -> unknown("Setting", name, All.QUERY_SETTINGS.keySet()));
    }

    public static SettingDefinition mergeTreeSetting(String name) {
        SettingDefinition registered = MERGE_TREE_SETTINGS.get(name);
        return registered != null ? registered : Optional.ofNullable(All.MERGE_TREE_SETTINGS.get(name))
                .orElseThrow(() -> unknown("MergeTree setting", name, All.MERGE_TREE_SETTINGS.keySet()));
    }

    private static MergeLabException unknown(String what, String name, Collection<String> known) {
        return new MergeLabException(ErrorCode.UNKNOWN_SETTING, what + " " + name + " is unknown" + NameHints.suffix(name, known));
    }
}
