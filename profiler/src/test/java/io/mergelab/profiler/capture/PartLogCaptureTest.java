package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.Run;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The merges around a captured run come from {@code system.part_log} read by the table's name and the minutes before
 * the run, on a real engine over a data directory (its tables have UUIDs): a table dropped and created again under
 * its name within those minutes leaves its rows in the log, and they must not join the new table's.
 */
class PartLogCaptureTest {
    @TempDir
    Path dir;

    @Test
    void aRunCarriesThePartLogOfItsTable() {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"))) {
            create(target);
            insert(target, 3);

            Run run = record(target);

            assertThat(run.partLog()).filteredOn(e -> e.type().equals("NewPart")).hasSize(3)
                    .allSatisfy(e -> assertThat(e.table()).isEqualTo("t"));
        }
    }

    @Test
    void aTableCreatedAgainUnderItsNameCarriesOnlyItsOwnPartLog() {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"))) {
            create(target);
            insert(target, 4);
            target.run(QueryRequest.of("DROP TABLE t")).close();
            create(target);
            insert(target, 2);

            Run run = record(target);

            // the new table's two inserts and nothing else: not the first table's inserts nor its parts' removal
            assertThat(run.partLog()).extracting(PartLogEvent::type).containsExactly("NewPart", "NewPart");
        }
    }

    @Test
    void theEngineHandsOverThePartLogThatSqlReads() throws InterruptedException {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"))) {
            create(target);
            insert(target, 4);
            target.run(QueryRequest.of("DROP TABLE t")).close();
            create(target);
            insert(target, 3);
            target.run(QueryRequest.of("SYSTEM START MERGES t")).close();
            target.run(QueryRequest.of("OPTIMIZE TABLE t FINAL")).close();
            target.run(QueryRequest.of("ALTER TABLE t DELETE WHERE k = 1")).close();
            SqlCaptureReads sql = new SqlCaptureReads(target);
            DirectCaptureReads direct = new DirectCaptureReads(target.directCapture().orElseThrow(), sql);
            // the merged and mutated parts are removed by the engine's cleanup thread: wait for their RemovePart rows
            Instant deadline = Instant.now().plusSeconds(60);
            while (sql.partLog("default", "t", Instant.EPOCH).stream().filter(e -> e.type().equals("RemovePart"))
                    .count() < 4) {
                assertThat(Instant.now()).as("the parts' removal is logged").isBefore(deadline);
                Thread.sleep(20);
            }
            target.run(QueryRequest.of("SYSTEM STOP MERGES t")).close();
            insert(target, 1);

            List<PartLogEvent> all = sql.partLog("default", "t", Instant.EPOCH);
            assertThat(all).extracting(PartLogEvent::type)
                    .contains("NewPart", "MergeParts", "MutatePart", "RemovePart");
            List<Instant> moments = new ArrayList<>(List.of(Instant.EPOCH, Instant.now().plusSeconds(3_600)));
            all.forEach(e -> moments.add(Instant.ofEpochSecond(e.eventTimeMicros() / 1_000_000, 500_000_000)));
            for (Instant since : moments) {
                for (int limit : List.of(1, 3, all.size() - 1, PartLogWindowReader.MAX_EVENTS)) {
                    assertThat(direct.partLog("default", "t", since, limit)).as(since + ", at most " + limit)
                            .isEqualTo(sql.partLog("default", "t", since, limit));
                }
            }
            assertThat(direct.partLog("default", "t", Instant.EPOCH)).isEqualTo(all);
        }
    }

    private static Run record(EmbeddedTarget target) {
        return new RunRecorder(target).record(RunRequest.of("SELECT count() FROM t"), RunSink.NONE).runs().get(0);
    }

    private static void create(EmbeddedTarget target) {
        // no background merge: each insert stays a part of its own
        target.run(QueryRequest.of("CREATE TABLE t (k UInt64) ENGINE = MergeTree ORDER BY k")).close();
        target.run(QueryRequest.of("SYSTEM STOP MERGES t")).close();
    }

    private static void insert(EmbeddedTarget target, int times) {
        for (int i = 0; i < times; i++) {
            target.run(QueryRequest.of("INSERT INTO t SELECT number FROM numbers(10)")).close();
        }
    }
}
