package io.mergelab.benchmarks;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.TargetInfo;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A target that passes every statement to another and adds the time from sending it to closing its result to a
 * phase named by what the statement is (EXPLAIN, SYSTEM FLUSH LOGS, a system table read, or the statement itself), so
 * a capture's cost can be split without touching the recorder.
 */
final class PhaseTimedTarget implements QueryTarget {
    private final QueryTarget inner;
    private final Map<String, Long> nanosByPhase = new LinkedHashMap<>();

    PhaseTimedTarget(QueryTarget inner) {
        this.inner = inner;
    }

    QueryTarget inner() {
        return inner;
    }

    /** The phases timed since the last call, in milliseconds, and starts afresh. */
    Map<String, Double> takeMillis() {
        Map<String, Double> millis = new LinkedHashMap<>();
        nanosByPhase.forEach((phase, nanos) -> millis.put(phase, nanos / 1e6));
        nanosByPhase.clear();
        return millis;
    }

    static String phaseOf(String sql) {
        String s = sql.strip().toUpperCase(Locale.ROOT);
        if (s.startsWith("EXPLAIN PIPELINE")) {
            return "EXPLAIN PIPELINE";
        }
        if (s.startsWith("EXPLAIN")) {
            return s.contains("JSON = 1") ? "EXPLAIN PLAN json" : "EXPLAIN PLAN";
        }
        if (s.startsWith("SYSTEM FLUSH LOGS")) {
            return "SYSTEM FLUSH LOGS";
        }
        for (String table : List.of("system.query_log", "system.processors_profile_log", "system.parts")) {
            if (s.contains("FROM " + table.toUpperCase(Locale.ROOT))) {
                return "read " + table;
            }
        }
        return "statement";
    }

    @Override
    public TargetInfo info() {
        return inner.info();
    }

    @Override
    public TargetResult run(QueryRequest request) {
        String phase = phaseOf(request.sql());
        long start = System.nanoTime();
        TargetResult result;
        try {
            result = inner.run(request);
        } catch (RuntimeException e) {
            add(phase, start);
            throw e;
        }
        return new TargetResult() {
            @Override
            public List<ResultColumn> columns() {
                return result.columns();
            }

            @Override
            public Iterator<List<List<String>>> chunks() {
                return result.chunks();
            }

            @Override
            public Optional<List<String>> totals() {
                return result.totals();
            }

            @Override
            public ResultSummary summary() {
                return result.summary();
            }

            @Override
            public void close() {
                result.close();
                add(phase, start);
            }
        };
    }

    private void add(String phase, long startNanos) {
        nanosByPhase.merge(phase, System.nanoTime() - startNanos, Long::sum);
    }

    @Override
    public ResultSummary runFormatted(QueryRequest request, String format, OutputStream out) {
        return inner.runFormatted(request, format, out);
    }

    @Override
    public boolean logsReadableUnflushed() {
        return inner.logsReadableUnflushed();
    }

    @Override
    public void cancel(String queryId) {
        inner.cancel(queryId);
    }

    @Override
    public void close() {
        inner.close();
    }
}
