package io.mergelab.benchmarks;

import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.DirectCapture;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.RunExplains;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.TargetInfo;
import java.io.OutputStream;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A target that passes every statement to another and adds the time from sending it to closing its result to a
 * phase named by what the statement is (EXPLAIN, SYSTEM FLUSH LOGS, a system table or {@code mergelab.datasets} read,
 * or the statement itself), so
 * a capture's cost can be split without touching the recorder. With {@code direct}, it also offers the inner
 * target's {@link DirectCapture}, each call timed as a phase of its own ({@code direct: ...}); without, capture
 * reads everything through SQL, as from a server.
 */
final class PhaseTimedTarget implements QueryTarget {
    private final QueryTarget inner;
    private final Optional<DirectCapture> direct;
    private final boolean withoutPartLog;
    private final Map<String, long[]> nanosByPhase = new LinkedHashMap<>();

    PhaseTimedTarget(QueryTarget inner, boolean direct) {
        this(inner, direct, false);
    }

    /** With {@code withoutPartLog}, the target says it lacks system.part_log, so capture leaves it out. */
    PhaseTimedTarget(QueryTarget inner, boolean direct, boolean withoutPartLog) {
        this.inner = inner;
        this.direct = direct ? inner.directCapture().map(TimedCapture::new) : Optional.empty();
        this.withoutPartLog = withoutPartLog;
    }

    @Override
    public Optional<String> lacks(CaptureFeature feature) {
        return withoutPartLog && feature == CaptureFeature.PART_LOG ? Optional.of("left out for the comparison")
                : inner.lacks(feature);
    }

    @Override
    public Optional<DirectCapture> directCapture() {
        return direct;
    }

    /** The inner target's direct capture, each call added to a {@code direct: ...} phase. */
    private final class TimedCapture implements DirectCapture {
        private final DirectCapture capture;

        TimedCapture(DirectCapture capture) {
            this.capture = capture;
        }

        @Override
        public Explains explains(QueryRequest request) {
            return timed("direct: EXPLAINs", () -> capture.explains(request));
        }

        @Override
        public Optional<RunExplains> executedExplains(TargetResult executed) {
            TargetResult inner = executed instanceof TimedResult timed ? timed.result : executed;
            return timed("direct: EXPLAINs of the run", () -> capture.executedExplains(inner));
        }

        @Override
        public List<Map<String, String>> queryLogRows(String queryId) {
            return timed("direct: query_log rows", () -> capture.queryLogRows(queryId));
        }

        @Override
        public List<Map<String, String>> processorsProfileLogRows(String queryId) {
            return timed("direct: processors_profile_log rows", () -> capture.processorsProfileLogRows(queryId));
        }

        @Override
        public List<Map<String, String>> partLogRows(String database, String table, Instant since) {
            return timed("direct: part_log rows", () -> capture.partLogRows(database, table, since));
        }

        @Override
        public List<PartRow> parts(String database, String table) {
            return timed("direct: parts", () -> capture.parts(database, table));
        }

        private <T> T timed(String phase, Supplier<T> work) {
            long[] start = CaseTime.now();
            try {
                return work.get();
            } finally {
                add(phase, start);
            }
        }
    }

    QueryTarget inner() {
        return inner;
    }

    /** The phases timed since the last call, wall and process CPU time, and starts afresh. */
    Map<String, CaseTime> take() {
        Map<String, CaseTime> times = new LinkedHashMap<>();
        nanosByPhase.forEach((phase, nanos) -> times.put(phase,
                new CaseTime(nanos[0] / 1e6, nanos[1] / 1e6, nanos[2] / 1e6)));
        nanosByPhase.clear();
        return times;
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
        for (String table : List.of("system.query_log", "system.processors_profile_log", "system.parts",
                "system.part_log", ProvenanceTable.NAME)) {
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
        long[] start = CaseTime.now();
        TargetResult result;
        try {
            result = inner.run(request);
        } catch (RuntimeException e) {
            add(phase, start);
            throw e;
        }
        return new TimedResult(result, phase, start);
    }

    /** The inner target's result, its time from sending to closing added to its phase. */
    private final class TimedResult implements TargetResult {
        private final TargetResult result;
        private final String phase;
        private final long[] start;

        TimedResult(TargetResult result, String phase, long[] start) {
            this.result = result;
            this.phase = phase;
            this.start = start;
        }

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
    }

    private void add(String phase, long[] start) {
        long[] now = CaseTime.now();
        long[] sum = nanosByPhase.computeIfAbsent(phase, p -> new long[now.length]);
        for (int i = 0; i < now.length; i++) {
            sum[i] += now[i] - start[i];
        }
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
