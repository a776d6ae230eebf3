package io.mergelab.app.cli;

import io.mergelab.profiler.store.QueryGroup;
import io.mergelab.profiler.store.RunSummary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fields of a history line and of a query group as machine formats print them (JSONEachRow, TSV), by name:
 * values are text, numbers, lists of those, or null where the run has no such figure.
 */
final class RunFields {
    private RunFields() {
    }

    static Map<String, Object> of(RunSummary run) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("id", run.id());
        fields.put("series", run.seriesId());
        fields.put("repetition", run.repetition());
        fields.put("started", run.startedAt().toString());
        fields.put("sql", run.sql());
        fields.put("normalized_query_hash", Long.toUnsignedString(run.normalizedQueryHash()));
        fields.put("tags", run.tags());
        fields.put("elapsed_ms", run.elapsedMillis());
        fields.put("read_rows", run.readRows().isPresent() ? run.readRows().getAsLong() : null);
        fields.put("read_bytes", run.readBytes().isPresent() ? run.readBytes().getAsLong() : null);
        fields.put("result_rows", run.resultRows());
        fields.put("memory_usage", run.peakMemoryBytes().isPresent() ? run.peakMemoryBytes().getAsLong() : null);
        fields.put("error_code", run.errorCode().isPresent() ? run.errorCode().getAsInt() : null);
        fields.put("error_name", run.errorName());
        fields.put("target", run.targetDescription());
        fields.put("tables", run.tables());
        return fields;
    }

    static Map<String, Object> of(QueryGroup group) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("normalized_query_hash", Long.toUnsignedString(group.normalizedQueryHash()));
        fields.put("sql", group.sql());
        fields.put("runs", group.runs());
        fields.put("failed_runs", group.failedRuns());
        fields.put("p50_ms", group.p50Millis());
        fields.put("p95_ms", group.p95Millis());
        fields.put("trend_ms", List.copyOf(group.trendMillis()));
        fields.put("first_started", group.firstStartedAt().toString());
        fields.put("last_started", group.lastStartedAt().toString());
        return fields;
    }
}
