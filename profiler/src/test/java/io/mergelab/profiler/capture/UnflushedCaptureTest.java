package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded target's capture skips SYSTEM FLUSH LOGS; the run it records must equal what the SQL path reads for
 * the same execution after a flush: the query_log row (every column), the processors and the parts.
 */
class UnflushedCaptureTest {

    @Test
    void aRunCapturedWithoutFlushingEqualsTheSameExecutionReadAfterSystemFlushLogs(@TempDir Path dir) {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir)) {
            assertThat(target.logsReadableUnflushed()).isTrue();
            run(target, "CREATE TABLE needle (s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                    + " ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 256");
            run(target, "INSERT INTO needle SELECT if(number % 1024 = 0, 'needle', randomPrintableASCII(64))"
                    + " FROM numbers(20000)");
            for (String sql : List.of("SELECT count() FROM needle WHERE s = 'needle'",
                    "SELECT * FROM needle WHERE s = 'needle' LIMIT 1",
                    "SELECT substring(s, 1, 1) AS first, count() FROM needle GROUP BY first ORDER BY first",
                    "SELECT no_such_column FROM needle")) {
                Run fast = new RunRecorder(target).record(RunRequest.of(sql).withTags(List.of("fast")), RunSink.NONE)
                        .runs().get(0);

                run(target, "SYSTEM FLUSH LOGS");
                assertThat(fast.queryLog()).as(sql).isPresent().isEqualTo(QueryLogReader.read(target, fast.queryId()));
                assertThat(fast.queryLog().orElseThrow().columns()).as(sql).containsKeys("ProfileEvents", "Settings");
                assertThat(fast.processors()).as(sql).isEqualTo(ProcessorLogReader.read(target, fast.queryId()));
                List<PartRow> parts = new ArrayList<>();
                for (String table : fast.queryLog().orElseThrow().tables()) {
                    int dot = table.indexOf('.');
                    parts.addAll(PartsReader.read(target, table.substring(0, dot), table.substring(dot + 1)));
                }
                assertThat(fast.parts()).as(sql).isEqualTo(parts);
                if (fast.failed()) {
                    assertThat(fast.queryLog().orElseThrow().type()).startsWith("Exception");
                } else {
                    assertThat(fast.missing()).as(sql).isEmpty();
                    assertThat(fast.processors()).as(sql).isNotEmpty();
                    assertThat(fast.parts()).as(sql).isNotEmpty();
                }
            }
        }
    }

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
