package io.mergelab.engine.querylog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The wiring the interpreter is expected to do, end to end over a real pipeline: start → run with the query's
 * cancel flag, limits and memory tracker → finish with the pipeline's stats, or with the exception.
 */
class QueryLifecycleTest {
    @TempDir
    Path dataDir;

    /** A table scan stand-in: reports every chunk to the query's limits and memory tracker, as real sources should. */
    private static final class ScanSource extends SourceProcessor {
        private final RunningQuery query;
        private final long chunks;
        private long made;

        ScanSource(RunningQuery query, long chunks) {
            this.query = query;
            this.chunks = chunks;
        }

        @Override
        public String name() {
            return "Numbers";
        }

        @Override
        protected Chunk generate() {
            if (made == chunks) {
                return null;
            }
            long[] v = new long[100];
            for (int i = 0; i < v.length; i++) {
                v[i] = made * v.length + i;
            }
            made++;
            query.limits().addReadRows(v.length, v.length * 8L);
            query.memory().alloc(v.length * 8L);
            query.memory().free(v.length * 8L);
            query.events().increment(ProfileEvent.SelectedRows, v.length);
            return Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, v)));
        }
    }

    private static QueryPipeline pipeline(RunningQuery q, long chunks) {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new ScanSource(q, chunks));
        QueryPipeline p = b.build();
        p.start(1, q.queryId(), q::isCancelled);
        return p;
    }

    private static long drain(Iterator<Chunk> it) {
        long rows = 0;
        while (it.hasNext()) {
            rows += it.next().rows();
        }
        return rows;
    }

    /** What the interpreter does around one SELECT. */
    private static void runSelect(QueryLogs logs, String id, Settings settings, long chunks) {
        RunningQuery q = logs.start(id, "SELECT number FROM numbers(" + chunks * 100 + ")", QueryKind.SELECT, "default", "default", settings);
        QueryPipeline p = pipeline(q, chunks);
        logs.logStart(q);
        try {
            long rows = drain(p.results());
            logs.finish(q, q.profile().result(rows, rows * 8).processors(p.stats()).build());
        } catch (MergeLabException e) {
            logs.finish(q, q.profile().exception(e.code().code(), e.getMessage()).processors(p.stats()).build());
            throw e;
        }
    }

    @Test
    void successFailureAndKillEndUpInTheLogsAndSurviveARestart() throws Exception {
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            runSelect(logs, "ok", Settings.queryDefaults(), 10);
            assertThatThrownBy(() -> runSelect(logs, "limited", Settings.queryDefaults().with("max_rows_to_read", "250"), 10))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.TOO_MANY_ROWS));

            Thread killer = new Thread(() -> {
                while (logs.registry().kill(q -> q.queryId().equals("endless")).isEmpty()) {
                    Thread.onSpinWait();
                }
            });
            killer.start();
            assertThatThrownBy(() -> runSelect(logs, "endless", Settings.queryDefaults(), Long.MAX_VALUE))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.QUERY_WAS_CANCELLED));
            killer.join();
            assertThat(logs.registry().running()).isEmpty();
            logs.flush();
        }
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("ok", "ok", "limited", "limited", "endless", "endless");
            assertThat(LogRows.queryLog(logs, "type")).containsExactly("QueryStart", "QueryFinish", "QueryStart",
                    "ExceptionWhileProcessing", "QueryStart", "ExceptionWhileProcessing");
            assertThat(LogRows.queryLog(logs, "exception_code")).containsExactly(0L, 0L, 0L, 158L, 0L, 394L);
            assertThat(LogRows.queryLog(logs, "result_rows").get(1)).isEqualTo(1000L);
            assertThat(LogRows.queryLog(logs, "read_rows").get(1)).isEqualTo(1000L);
            assertThat(LogRows.queryLog(logs, "memory_usage").get(1)).isEqualTo(800L);
            List<Object> processorQueries = LogRows.processorsLog(logs, "query_id");
            assertThat(processorQueries).contains("ok", "limited", "endless");
            int ok = processorQueries.indexOf("ok");
            assertThat(LogRows.processorsLog(logs, "name").get(ok)).isEqualTo("Numbers");
            assertThat(LogRows.processorsLog(logs, "output_rows").get(ok)).isEqualTo(1000L);
        }
    }
}
