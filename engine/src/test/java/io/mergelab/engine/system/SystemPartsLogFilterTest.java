package io.mergelab.engine.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * system.parts opens a system log's parts only for a query whose WHERE can keep that log. What shows the opening: it
 * deletes the {@code tmp_*} leftovers of an interrupted write in the log's directory, as opening any table does.
 */
class SystemPartsLogFilterTest {
    @TempDir
    Path dataDir;

    @Test
    void aWhereRulingOutTheLogsLeavesTheirPartsUnopened() throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt64) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO t SELECT number FROM numbers(10)").close();
            s.execute("SYSTEM FLUSH LOGS").close();
        }
        Path logDir = dataDir.resolve("system_logs/query_log");
        Path leftover = Files.createDirectory(logDir.resolve("tmp_insert_all_99_99_0"));

        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT database, table, name, rows FROM system.parts WHERE database != 'system'").rows())
                    .containsExactly(List.of("default", "t", "all_1_1_0", 10L));
            assertThat(s.execute("SELECT count() > 0 FROM system.parts WHERE table = 'part_log'").rows())
                    .containsExactly(List.of(1L));
            assertThat(leftover).isDirectory();

            assertThat(s.execute("SELECT count() > 0 FROM system.parts WHERE table = 'query_log'").rows())
                    .containsExactly(List.of(1L));
            assertThat(leftover).doesNotExist();
        }
    }
}
