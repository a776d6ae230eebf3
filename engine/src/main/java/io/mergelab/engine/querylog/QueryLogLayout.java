package io.mergelab.engine.querylog;

import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.QueryNormalizer;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Map;

/**
 * system.query_log's columns (ClickHouse's names, types and order, a subset) and the row of a {@link QueryProfile}:
 * {@code type} is ClickHouse's Enum8, {@code ProfileEvents} and {@code Settings} are Maps with LowCardinality keys,
 * so {@code SELECT ProfileEvents['SelectedRows'] FROM system.query_log WHERE type = 'QueryFinish'} works as there.
 */
final class QueryLogLayout {
    static final String TYPE = "Enum8('QueryStart' = 1, 'QueryFinish' = 2, 'ExceptionBeforeStart' = 3, 'ExceptionWhileProcessing' = 4)";
    static final String PROFILE_EVENTS = "Map(LowCardinality(String), UInt64)";
    static final String SETTINGS = "Map(LowCardinality(String), LowCardinality(String))";

    static final List<PartColumn> COLUMNS = List.of(
            column("hostname", "LowCardinality(String)"),
            column("type", TYPE),
            column("event_date", "Date"),
            column("event_time", "DateTime"),
            column("event_time_microseconds", "DateTime64(6)"),
            column("query_start_time", "DateTime"),
            column("query_start_time_microseconds", "DateTime64(6)"),
            column("query_duration_ms", "UInt64"),
            column("read_rows", "UInt64"),
            column("read_bytes", "UInt64"),
            column("written_rows", "UInt64"),
            column("written_bytes", "UInt64"),
            column("result_rows", "UInt64"),
            column("result_bytes", "UInt64"),
            column("memory_usage", "UInt64"),
            column("current_database", "String"),
            column("query", "String"),
            column("normalized_query_hash", "UInt64"),
            column("query_kind", "LowCardinality(String)"),
            column("databases", "Array(LowCardinality(String))"),
            column("tables", "Array(LowCardinality(String))"),
            column("columns", "Array(LowCardinality(String))"),
            column("exception_code", "Int32"),
            column("exception", "String"),
            column("is_initial_query", "UInt8"),
            column("user", "String"),
            column("query_id", "String"),
            column("initial_query_id", "String"),
            column("thread_ids", "Array(UInt64)"),
            column("ProfileEvents", PROFILE_EVENTS),
            column("Settings", SETTINGS),
            column("log_comment", "String"));

    private QueryLogLayout() {
    }

    /**
     * The row for {@code profile} of the given type, logged at {@code eventMicros}; ProfileEvents and Settings
     * are left empty when the query's {@code log_profile_events} / {@code log_query_settings} are 0.
     */
    static Object[] row(QueryProfile p, QueryLogType type, long eventMicros, Settings querySettings) {
        boolean start = type == QueryLogType.QueryStart;
        boolean withEvents = !start && querySettings.getBool("log_profile_events");
        Map<String, Long> events = withEvents ? p.profileEvents() : Map.of();
        Map<String, String> settings = querySettings.getBool("log_query_settings") ? p.settingsChanged() : Map.of();
        return new Object[] {
            LogTime.hostname(),
            type.name(),
            LogTime.date(eventMicros),
            LogTime.instant(eventMicros),
            LogTime.instant(eventMicros),
            LogTime.instant(p.startTimeMicros()),
            LogTime.instant(p.startTimeMicros()),
            start ? 0L : p.durationMicros() / 1_000,
            start ? 0L : p.readRows(),
            start ? 0L : p.readBytes(),
            start ? 0L : p.writtenRows(),
            start ? 0L : p.writtenBytes(),
            start ? 0L : p.resultRows(),
            start ? 0L : p.resultBytes(),
            start ? 0L : p.peakMemoryBytes(),
            p.currentDatabase(),
            p.query(),
            QueryNormalizer.hash(p.query()),
            p.kind().clickHouseName(),
            p.databases(),
            p.tables(),
            p.columns(),
            (long) p.exceptionCode(),
            p.exceptionMessage(),
            p.initialQueryId().equals(p.queryId()) ? 1L : 0L,
            p.user(),
            p.queryId(),
            p.initialQueryId(),
            start ? List.of() : p.threadIds(),
            events,
            settings,
            p.logComment()};
    }

    /** The position of {@code query_id} in {@link #COLUMNS}. */
    static final int QUERY_ID = indexOf("query_id");

    private static int indexOf(String name) {
        for (int i = 0; i < COLUMNS.size(); i++) {
            if (COLUMNS.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalStateException("no column " + name);
    }

    private static PartColumn column(String name, String type) {
        return new PartColumn(name, DataType.parse(type));
    }
}
