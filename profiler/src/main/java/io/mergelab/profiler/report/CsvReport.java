package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.CriticalPath;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;

import java.util.HashMap;
import java.util.Map;

/**
 * A report as CSV for spreadsheets (RFC 4180, a header line): one row per run and metric, with the run's id, start,
 * statement and tags on every row so a pivot table needs nothing else. Metrics are the client's elapsed time, the
 * query log's figures, the pipeline's work and critical path, and every ProfileEvent as {@code ProfileEvents.Name}.
 * A run of a comparison names the comparison and its variant (empty for other runs), and a run of an experiment's
 * comparison the experiment and the query, in the last four columns.
 */
public final class CsvReport {
    static final String HEADER = "run_id,started,sql,tags,metric,value,unit,comparison,variant,experiment,query";

    private CsvReport() {
    }

    public static String render(Report report) {
        StringBuilder out = new StringBuilder(HEADER).append("\r\n");
        Map<String, String> variantOf = new HashMap<>();
        Map<String, String> queryOf = new HashMap<>();
        for (Experiment experiment : report.experiments()) {
            experiment.queries().forEach(q -> queryOf.putIfAbsent(q.comparisonId(),
                    field(experiment.id()) + "," + field(q.query())));
        }
        for (Comparison comparison : report.comparisons()) {
            String experiment = queryOf.getOrDefault(comparison.id(), ",");
            comparison.runs().forEach(v -> v.runIds().forEach(id -> variantOf.putIfAbsent(id,
                    field(comparison.id()) + "," + field(v.variant()) + "," + experiment)));
        }
        for (Run run : report.runs()) {
            String prefix = String.join(",", field(run.id()), field(run.startedAt().toString()), field(run.sql()),
                    field(String.join(",", run.tags())));
            String suffix = variantOf.getOrDefault(run.id(), ",,,");
            metric(out, prefix, suffix, "client_elapsed_us", run.outcome().clientElapsedMicros(), "µs");
            metric(out, prefix, suffix, "result_rows", run.outcome().resultRows(), "rows");
            metric(out, prefix, suffix, "result_bytes", run.outcome().resultBytes(), "bytes");
            run.outcome().error().ifPresent(e -> metric(out, prefix, suffix, "error_code", e.code(), ""));
            run.queryLog().ifPresent(q -> queryLog(out, prefix, suffix, q));
            long work = run.processors().stream().mapToLong(p -> p.elapsedMicros()).sum();
            metric(out, prefix, suffix, "processors", run.processors().size(), "processors");
            metric(out, prefix, suffix, "pipeline_work_us", work, "µs");
            metric(out, prefix, suffix, "critical_path_work_us", CriticalPath.of(run.processors()).workMicros(), "µs");
        }
        return out.toString();
    }

    private static void queryLog(StringBuilder out, String prefix, String suffix, QueryLogEntry q) {
        metric(out, prefix, suffix, "query_duration_ms", q.queryDurationMs(), "ms");
        metric(out, prefix, suffix, "read_rows", q.readRows(), "rows");
        metric(out, prefix, suffix, "read_bytes", q.readBytes(), "bytes");
        metric(out, prefix, suffix, "memory_usage", q.memoryUsage(), "bytes");
        for (Map.Entry<String, Long> e : q.profileEvents().entrySet()) {
            metric(out, prefix, suffix, "ProfileEvents." + e.getKey(), e.getValue(), "");
        }
    }

    private static void metric(StringBuilder out, String prefix, String suffix, String name, long value, String unit) {
        out.append(prefix).append(',').append(field(name)).append(',').append(value).append(',').append(field(unit))
                .append(',').append(suffix).append("\r\n");
    }

    /** A field, quoted when it holds a comma, a quote or a line break (quotes doubled). */
    static String field(String text) {
        boolean quote = text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0
                || text.indexOf('\r') >= 0;
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
