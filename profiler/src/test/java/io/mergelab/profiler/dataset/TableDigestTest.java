package io.mergelab.profiler.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.ContentDigest;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The content digest on the real embedded engine over a data directory: layouts of the same rows agree. */
class TableDigestTest {
    private static final String ROWS = "SELECT number AS id, toString(number % 97) AS s, toDate('2026-01-01') + number % 60 AS d"
            + " FROM numbers(20000)";

    @TempDir
    Path dir;
    private EmbeddedTarget target;

    @BeforeEach
    void openTarget() {
        target = EmbeddedTarget.open(dir.resolve("data"));
    }

    @AfterEach
    void closeTarget() {
        target.close();
    }

    private void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private ContentDigest digest(String table) {
        return TableDigest.of(target, "default", table);
    }

    @Test
    void theSameRowsInAnotherOrderByPartitionByAndPartSplitGiveTheSameDigest() {
        run("CREATE TABLE by_id (id UInt64, s String, d Date) ENGINE = MergeTree ORDER BY id");
        run("INSERT INTO by_id " + ROWS);
        // other column order, other sorting key, monthly partitions, two inserts (more parts), a small granule
        run("CREATE TABLE by_day (d Date, s String, id UInt64) ENGINE = MergeTree PARTITION BY toYYYYMM(d)"
                + " ORDER BY (s, d) SETTINGS index_granularity = 256");
        run("INSERT INTO by_day SELECT d, s, id FROM (" + ROWS + ") WHERE id % 2 = 0");
        run("INSERT INTO by_day SELECT d, s, id FROM (" + ROWS + ") WHERE id % 2 = 1");

        ContentDigest first = digest("by_id");

        assertThat(first.rows()).isEqualTo(20_000);
        assertThat(first.afterFinal()).isFalse();
        assertThat(digest("by_day")).isEqualTo(first);
        assertThat(first.text()).matches("[0-9a-f]{16}");
    }

    @Test
    void oneChangedRowChangesTheDigestButNotTheRowCount() {
        run("CREATE TABLE original (id UInt64, s String, d Date) ENGINE = MergeTree ORDER BY id");
        run("INSERT INTO original " + ROWS);
        run("CREATE TABLE changed (id UInt64, s String, d Date) ENGINE = MergeTree ORDER BY d");
        run("INSERT INTO changed SELECT id, if(id = 12345, 'changed', s), d FROM (" + ROWS + ")");

        ContentDigest original = digest("original");
        ContentDigest changed = digest("changed");

        assertThat(changed.rows()).isEqualTo(original.rows());
        assertThat(changed.hashSum()).isNotEqualTo(original.hashSum());
    }

    @Test
    void rowsWithNullsCountAndANullDiffersFromAnEmptyValue() {
        run("CREATE TABLE with_null (id UInt64, s Nullable(String)) ENGINE = MergeTree ORDER BY id");
        run("INSERT INTO with_null SELECT number, if(number = 3, NULL, toNullable('')) FROM numbers(10)");
        run("CREATE TABLE with_empty (id UInt64, s Nullable(String)) ENGINE = MergeTree ORDER BY id");
        run("INSERT INTO with_empty SELECT number, toNullable('') FROM numbers(10)");
        run("CREATE TABLE without_row (id UInt64, s Nullable(String)) ENGINE = MergeTree ORDER BY id");
        run("INSERT INTO without_row SELECT number, toNullable('') FROM numbers(10) WHERE number != 3");

        ContentDigest withNull = digest("with_null");

        assertThat(withNull.rows()).isEqualTo(10);
        assertThat(withNull.hashSum()).isNotEqualTo(digest("with_empty").hashSum())
                .isNotEqualTo(digest("without_row").hashSum());
    }

    @Test
    void aReplacingTableIsDigestedAfterFinalSoMergesDoNotChangeIt() {
        run("CREATE TABLE versions (k UInt64, v UInt64, s String) ENGINE = ReplacingMergeTree(v) ORDER BY k");
        run("SYSTEM STOP MERGES versions");
        run("INSERT INTO versions SELECT number % 500, 1, 'old' FROM numbers(500)");
        run("INSERT INTO versions SELECT number % 500, 2, 'new' FROM numbers(500)");

        ContentDigest beforeMerge = digest("versions");
        run("SYSTEM START MERGES versions");
        run("OPTIMIZE TABLE versions FINAL");

        assertThat(beforeMerge.afterFinal()).isTrue();
        assertThat(beforeMerge.rows()).isEqualTo(500);
        assertThat(digest("versions")).isEqualTo(beforeMerge);
        assertThat(TableDigest.collapsesRows("ReplacingMergeTree")).isTrue();
        assertThat(TableDigest.collapsesRows("MergeTree")).isFalse();
    }

    @Test
    void aMissingTableFailsWithUnknownTable() {
        assertThatThrownBy(() -> digest("nosuch")).isInstanceOf(TargetException.class)
                .hasMessageContaining("default.nosuch").extracting(e -> ((TargetException) e).code()).isEqualTo(60);
    }
}
