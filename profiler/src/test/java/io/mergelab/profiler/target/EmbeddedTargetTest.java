package io.mergelab.profiler.target;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddedTargetTest {
    private QueryTarget target = EmbeddedTarget.over(Engine.inMemory(), "embedded in-memory");

    @AfterEach
    void closeTarget() {
        target.close();
    }

    private List<List<Object>> rows(QueryTarget t, String sql) {
        return t.run(QueryRequest.of(sql)).rows();
    }

    private void run(QueryTarget t, String sql) {
        t.run(QueryRequest.of(sql)).close();
    }

    @Test
    void runsStatementsAndReturnsTheirRows() {
        run(target, "CREATE TABLE t (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
        run(target, "INSERT INTO t VALUES (2, 'b'), (1, 'a')");

        QueryResult result = target.run(QueryRequest.of("SELECT id, s FROM t"));

        assertThat(result.columnNames()).containsExactly("id", "s");
        assertThat(result.rows()).containsExactlyInAnyOrder(List.of(1L, "a"), List.of(2L, "b"));
        assertThat(result.summary().resultRows()).isEqualTo(2);
    }

    @Test
    void keepsTheCurrentDatabaseBetweenRunsLikeAConsole() {
        run(target, "CREATE DATABASE lab");
        run(target, "USE lab");
        run(target, "CREATE TABLE t (x UInt8) ENGINE = Memory");
        run(target, "INSERT INTO t VALUES (7)");

        assertThat(rows(target, "SELECT x FROM lab.t")).containsExactly(List.of(7L));
        assertThat(rows(target, "SELECT x FROM t")).containsExactly(List.of(7L));
    }

    @Test
    void runWithSettingsStartsInTheConsolesDatabase() {
        run(target, "CREATE DATABASE lab");
        run(target, "USE lab");
        run(target, "CREATE TABLE t (x UInt8) ENGINE = Memory");
        run(target, "INSERT INTO t VALUES (7)");

        QueryResult result = target.run(QueryRequest.of("SELECT x FROM t").withSettings(Map.of("max_threads", "1")));

        assertThat(result.rows()).containsExactly(List.of(7L));
    }

    @Test
    void unknownSettingOfARequestFailsWithUnknownSetting() {
        QueryRequest request = QueryRequest.of("SELECT 1").withSettings(Map.of("no_such_setting", "1"));

        assertThatThrownBy(() -> target.run(request))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_SETTING));
    }

    @Test
    void errorsCarryTheEngineCode() {
        assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT * FROM missing")))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE));
    }

    @Test
    void openedTargetPersistsTablesInItsDataDirectory(@TempDir Path dir) {
        try (EmbeddedTarget first = EmbeddedTarget.open(dir)) {
            assertThat(first.description()).isEqualTo("embedded " + dir.toAbsolutePath().normalize());
            run(first, "CREATE TABLE kept (x UInt8) ENGINE = MergeTree ORDER BY x");
            run(first, "INSERT INTO kept VALUES (1), (2)");
        }
        try (EmbeddedTarget second = EmbeddedTarget.open(dir)) {
            assertThat(rows(second, "SELECT count() FROM kept")).containsExactly(List.of(2L));
        }
    }
}
