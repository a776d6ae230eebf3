package io.mergelab.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The immutable record of what one query did: what system.query_log and system.processors_profile_log are
 * made of, and what the profiler stores. Times are epoch microseconds ({@code startTimeMicros}) and durations
 * in microseconds; {@code exceptionCode} is 0 and {@code exceptionMessage} empty when the query succeeded.
 * {@code profileEvents} holds the non-zero ProfileEvents counters by their ClickHouse names; {@code indexFunnels} the index analysis
 * of each MergeTree read (parts and granules stage by stage), for charts: the analysis the run made, with a Skip row
 * per skip index checked while reading ({@code use_skip_indexes_on_data_read = 1}) giving what the read dropped
 * (granules a satisfied LIMIT never reached count as selected).
 */
public record QueryProfile(
        String queryId,
        String initialQueryId,
        String query,
        QueryKind kind,
        String currentDatabase,
        String user,
        Map<String, String> settingsChanged,
        long startTimeMicros,
        long durationMicros,
        PhaseTimings phases,
        long readRows,
        long readBytes,
        long writtenRows,
        long writtenBytes,
        long resultRows,
        long resultBytes,
        long peakMemoryBytes,
        int exceptionCode,
        String exceptionMessage,
        List<ProcessorStats> processors,
        Map<String, Long> profileEvents,
        List<String> databases,
        List<String> tables,
        List<String> columns,
        String logComment,
        List<Long> threadIds,
        List<IndexFunnel> indexFunnels) {

    public QueryProfile {
        settingsChanged = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settingsChanged));
        profileEvents = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(profileEvents));
        processors = List.copyOf(processors);
        databases = List.copyOf(databases);
        tables = List.copyOf(tables);
        columns = List.copyOf(columns);
        threadIds = List.copyOf(threadIds);
        indexFunnels = List.copyOf(indexFunnels);
    }

    public boolean failed() {
        return exceptionCode != 0;
    }

    public long endTimeMicros() {
        return startTimeMicros + durationMicros;
    }

    public static Builder builder(String queryId, String query) {
        return new Builder(queryId, query);
    }

    /** Collects a profile's parts as they become known; unset parts are empty or zero. */
    public static final class Builder {
        private final String queryId;
        private final String query;
        private String initialQueryId;
        private QueryKind kind = QueryKind.NONE;
        private String currentDatabase = "default";
        private String user = "default";
        private Map<String, String> settingsChanged = Map.of();
        private long startTimeMicros;
        private long durationMicros;
        private PhaseTimings phases = PhaseTimings.NONE;
        private long readRows;
        private long readBytes;
        private long writtenRows;
        private long writtenBytes;
        private long resultRows;
        private long resultBytes;
        private long peakMemoryBytes;
        private int exceptionCode;
        private String exceptionMessage = "";
        private List<ProcessorStats> processors = List.of();
        private Map<String, Long> profileEvents = Map.of();
        private List<String> databases = List.of();
        private List<String> tables = List.of();
        private List<String> columns = List.of();
        private String logComment = "";
        private List<Long> threadIds = List.of();
        private List<IndexFunnel> indexFunnels = List.of();

        private Builder(String queryId, String query) {
            this.queryId = queryId;
            this.query = query;
        }

        public Builder initialQueryId(String v) {
            initialQueryId = v;
            return this;
        }

        public Builder kind(QueryKind v) {
            kind = v;
            return this;
        }

        public Builder currentDatabase(String v) {
            currentDatabase = v;
            return this;
        }

        public Builder user(String v) {
            user = v;
            return this;
        }

        public Builder settingsChanged(Map<String, String> v) {
            settingsChanged = v;
            return this;
        }

        public Builder startTimeMicros(long v) {
            startTimeMicros = v;
            return this;
        }

        public Builder durationMicros(long v) {
            durationMicros = v;
            return this;
        }

        public Builder phases(PhaseTimings v) {
            phases = v;
            return this;
        }

        public Builder read(long rows, long bytes) {
            readRows = rows;
            readBytes = bytes;
            return this;
        }

        public Builder written(long rows, long bytes) {
            writtenRows = rows;
            writtenBytes = bytes;
            return this;
        }

        public Builder result(long rows, long bytes) {
            resultRows = rows;
            resultBytes = bytes;
            return this;
        }

        public Builder peakMemoryBytes(long v) {
            peakMemoryBytes = v;
            return this;
        }

        public Builder exception(int code, String message) {
            exceptionCode = code;
            exceptionMessage = message;
            return this;
        }

        public Builder processors(List<ProcessorStats> v) {
            processors = v;
            return this;
        }

        public Builder profileEvents(Map<String, Long> v) {
            profileEvents = v;
            return this;
        }

        public Builder touched(List<String> databases, List<String> tables, List<String> columns) {
            this.databases = databases;
            this.tables = tables;
            this.columns = columns;
            return this;
        }

        public Builder logComment(String v) {
            logComment = v;
            return this;
        }

        public Builder threadIds(List<Long> v) {
            threadIds = v;
            return this;
        }

        public Builder indexFunnels(List<IndexFunnel> v) {
            indexFunnels = v;
            return this;
        }

        public QueryProfile build() {
            return new QueryProfile(queryId, initialQueryId == null ? queryId : initialQueryId, query, kind, currentDatabase,
                    user, settingsChanged, startTimeMicros, durationMicros, phases, readRows, readBytes, writtenRows,
                    writtenBytes, resultRows, resultBytes, peakMemoryBytes, exceptionCode, exceptionMessage, processors,
                    profileEvents, databases, tables, columns, logComment, threadIds, indexFunnels);
        }
    }
}
