package io.mergelab.profiler.connect;

/**
 * The parts of run capture a target may not have: older ClickHouse servers lack some of them (18.16 has no EXPLAIN,
 * no {@code system.processors_profile_log}, no {@code tables} column in {@code system.query_log} and no
 * {@code log_comment} setting). Capture asks {@link QueryTarget#lacks} and names what is missing instead of failing.
 */
public enum CaptureFeature {
    /** {@code EXPLAIN PLAN} and {@code EXPLAIN PIPELINE}, and the index funnels read from them. */
    EXPLAIN("EXPLAIN"),
    /** {@code system.processors_profile_log}: the per-processor times. */
    PROCESSORS_PROFILE_LOG("system.processors_profile_log"),
    /** The {@code tables} column of {@code system.query_log}, which tells capture whose parts to read. */
    QUERY_LOG_TABLES("system.query_log.tables"),
    /** The {@code log_comment} setting, which carries a run's tags into the query log. */
    LOG_COMMENT("log_comment"),
    /** {@code system.part_log}: the merges around a run (ClickHouse keeps it only where the server configures it). */
    PART_LOG("system.part_log"),
    /** Data skipping indexes ({@code INDEX ... TYPE ... GRANULARITY}) in table layouts: 19.x on. */
    SKIP_INDEXES("skip indexes");

    private final String label;

    CaptureFeature(String label) {
        this.label = label;
    }

    /** The name people know it by, as the missing list shows it. */
    public String label() {
        return label;
    }
}
