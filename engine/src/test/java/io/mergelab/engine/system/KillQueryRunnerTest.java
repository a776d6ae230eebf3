package io.mergelab.engine.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.querylog.QueryLogs;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.KillQuery;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KillQueryRunnerTest {
    private static final EvaluationContext EVAL = new EvaluationContext(Instant.now(), ZoneOffset.UTC, Map.of());
    private static final SystemContext CONTEXT = new SystemContext(null, null, Settings.queryDefaults());

    @Test
    void asyncKillCancelsMatchingQueriesOnly() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            RunningQuery a = logs.start("a", "SELECT 1", QueryKind.SELECT, "default", "default", Settings.queryDefaults());
            RunningQuery b = logs.start("b", "SELECT 2", QueryKind.SELECT, "default", "default", Settings.queryDefaults());
            KillQuery kill = (KillQuery) SqlParser.parse("KILL QUERY WHERE query_id = 'a'");
            Chunk result = KillQueryRunner.run(kill, logs.registry(), EVAL, CONTEXT);
            assertThat(result.rows()).isEqualTo(1);
            assertThat(result.column(0).get(0)).isEqualTo("waiting");
            assertThat(result.column(1).get(0)).isEqualTo("a");
            assertThat(result.column(3).get(0)).isEqualTo("SELECT 1");
            assertThat(a.isCancelled()).isTrue();
            assertThat(b.isCancelled()).isFalse();
        }
    }

    @Test
    void syncKillWaitsUntilTheQueryEnds() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            RunningQuery a = logs.start("a", "SELECT sleep(3)", QueryKind.SELECT, "default", "default", Settings.queryDefaults());
            a.onCancel(() -> new Thread(() -> logs.finish(a, a.profile().exception(394, "Query was cancelled").build())).start());
            KillQuery kill = (KillQuery) SqlParser.parse("KILL QUERY WHERE query_id = 'a' SYNC");
            Chunk result = KillQueryRunner.run(kill, logs.registry(), EVAL, CONTEXT);
            assertThat(result.column(0).get(0)).isEqualTo("finished");
            assertThat(logs.registry().running()).isEmpty();
        }
    }

    @Test
    void noMatchGivesNoRows() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            logs.start("a", "SELECT 1", QueryKind.SELECT, "default", "default", Settings.queryDefaults());
            KillQuery kill = (KillQuery) SqlParser.parse("KILL QUERY WHERE query_id = 'zzz'");
            assertThat(KillQueryRunner.run(kill, logs.registry(), EVAL, CONTEXT).rows()).isZero();
            assertThat(logs.registry().running()).hasSize(1);
        }
    }
}
