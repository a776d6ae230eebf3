package io.mergelab.engine.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.IndexFunnel;
import io.mergelab.engine.IndexStage;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The hook query logging reads: a finished SELECT's plan and per-processor stats through its QueryContext. */
class QueryExecutionTest {

    private static QueryContext context(Interpreter interpreter, String id) {
        return interpreter.logging().start(id, "-- test", QueryKind.SELECT, "default", Settings.queryDefaults(), Map.of(), 0);
    }

    @Test
    void finishedSelectExposesItsPlanAndProcessorStats(@TempDir Path dir) {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            SessionImpl session = (SessionImpl) interpreter.newSession();
            session.execute("CREATE TABLE t (a UInt64) ENGINE = MergeTree ORDER BY a").close();
            session.execute("INSERT INTO t VALUES (1), (2), (3)").close();
            QueryContext ctx = context(interpreter, "q-1");
            try (QueryResult r = interpreter.execute(SqlParser.parse("SELECT a * 2 FROM t WHERE a > 1"), ctx, session, null)) {
                assertThat(r.rows()).containsExactly(List.of(4L), List.of(6L));
                assertThat(r.summary().readRows()).isEqualTo(3);
            }
            QueryExecution execution = ctx.execution().orElseThrow();
            assertThat(execution.plan().root().name()).isEqualTo("Expression");
            List<ProcessorStats> stats = execution.processorStats();
            assertThat(stats).extracting(ProcessorStats::name)
                    .contains("MergeTreeSelect(pool: ReadPool, algorithm: Thread)", "FilterTransform", "ExpressionTransform");
            ProcessorStats filter = stats.stream().filter(s -> s.name().equals("FilterTransform")).findFirst().orElseThrow();
            assertThat(filter.stepUniqId()).startsWith("Filter_");
            assertThat(filter.inputRows()).isEqualTo(3);
            assertThat(filter.outputRows()).isEqualTo(2);
        }
    }

    @Test
    void eachMergeTreeReadRecordsTheIndexFunnelItsPipelineUsed(@TempDir Path dir) {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            SessionImpl session = (SessionImpl) interpreter.newSession();
            session.execute("CREATE TABLE t (d Date, a UInt64) ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY a "
                    + "SETTINGS index_granularity = 2").close();
            session.execute("INSERT INTO t SELECT toDate('2024-01-31') + number, number FROM numbers(10)").close();
            QueryContext ctx = context(interpreter, "q-3");
            try (QueryResult r = interpreter.execute(SqlParser.parse("SELECT count() FROM t WHERE a < 3"), ctx, session, null)) {
                assertThat(r.rows()).containsExactly(List.of(3L));
            }
            List<IndexFunnel> funnels = ctx.readCounters().funnels();
            assertThat(funnels).singleElement().satisfies(f -> {
                assertThat(f.database() + "." + f.table()).isEqualTo("default.t");
                assertThat(f.stages()).extracting(IndexStage::type).containsExactly("MinMax", "Partition", "PrimaryKey");
                IndexStage pk = f.stages().get(2);
                assertThat(List.of(pk.partsBefore(), pk.partsAfter(), pk.granulesBefore(), pk.granulesAfter()))
                        .containsExactly(2L, 2L, 6L, 2L);
            });
        }
    }

    @Test
    void statementsWithoutPipelineHaveNoExecution(@TempDir Path dir) {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            SessionImpl session = (SessionImpl) interpreter.newSession();
            QueryContext ctx = context(interpreter, "q-2");
            interpreter.execute(SqlParser.parse("CREATE TABLE u (a UInt8) ENGINE = Memory"), ctx, session, null).close();
            assertThat(ctx.execution()).isEmpty();
        }
    }
}
