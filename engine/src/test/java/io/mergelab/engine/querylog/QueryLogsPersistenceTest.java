package io.mergelab.engine.querylog;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.settings.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The logs survive a restart in a real data directory; a crash loses only what was not flushed. */
class QueryLogsPersistenceTest {
    @TempDir
    Path dataDir;

    private static void run(QueryLogs logs, String id) {
        RunningQuery q = logs.start(id, "SELECT " + id, QueryKind.SELECT, "default", "default", Settings.queryDefaults());
        q.limits().addReadRows(10, 80);
        ProcessorStats p = new ProcessorStats(1, List.of(), 0, "", "", 0, "NullSource", "NullSource_1", "", 1, 2, 3, 0, 0, 0, 0);
        logs.finish(q, q.profile().processors(List.of(p)).build());
    }

    @Test
    void closeFlushesAndReopenReloads() {
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            run(logs, "a");
            run(logs, "b");
        }
        assertThat(dataDir.resolve("system_logs/query_log")).isDirectory();
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("a", "a", "b", "b");
            assertThat(LogRows.queryLog(logs, "type")).containsExactly("QueryStart", "QueryFinish", "QueryStart", "QueryFinish");
            assertThat(LogRows.queryLog(logs, "read_rows")).containsExactly(0L, 10L, 0L, 10L);
            assertThat(LogRows.processorsLog(logs, "name")).containsExactly("NullSource", "NullSource");
            run(logs, "c");
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("a", "a", "b", "b", "c", "c");
        }
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("a", "a", "b", "b", "c", "c");
        }
    }

    @Test
    void aCrashLosesOnlyTheUnflushedTail() {
        QueryLogs crashed = QueryLogs.open(dataDir, 1000, 0);
        run(crashed, "kept");
        crashed.flush();
        run(crashed, "lost");
        // no close(): the process "dies" here
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("kept", "kept");
        }
    }

    @Test
    void theBackgroundFlusherPersistsWithoutBeingAsked() throws Exception {
        QueryLogs logs = QueryLogs.open(dataDir, 1000, 20);
        run(logs, "bg");
        Path dir = dataDir.resolve("system_logs/query_log");
        Path processorsDir = dataDir.resolve("system_logs/processors_profile_log");
        long deadline = System.nanoTime() + 5_000_000_000L;
        while ((partCount(dir) == 0 || partCount(processorsDir) == 0) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(partCount(dir)).isEqualTo(1);
        assertThat(partCount(processorsDir)).isEqualTo(1);
        // nothing is pending any more, so a second reader of the directory sees everything
        try (QueryLogs reopened = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(reopened, "query_id")).containsExactly("bg", "bg");
        }
        logs.close();
    }

    @Test
    void memoryAndDiskStayBounded() throws Exception {
        try (QueryLogs logs = QueryLogs.open(dataDir, 3, 0)) {
            for (int i = 0; i < 5; i++) {
                run(logs, "q" + i);
                logs.flush();
            }
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("q3", "q4", "q4");
        }
        // each flush wrote a part of 2 rows; the oldest parts went once the newer ones held 3 rows
        assertThat(partCount(dataDir.resolve("system_logs/query_log"))).isEqualTo(2);
        try (QueryLogs logs = QueryLogs.open(dataDir, 3, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("q3", "q4", "q4");
        }
    }

    private static long partCount(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith("all_")).count();
        }
    }
}
