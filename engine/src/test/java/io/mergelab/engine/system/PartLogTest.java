package io.mergelab.engine.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** system.part_log records the parts inserts create, with the figures system.parts shows, across restarts. */
class PartLogTest {
    private static final String NEW_PARTS = "SELECT part_name, partition_id, partition, rows, size_in_bytes, part_type, "
            + "path_on_disk, bytes_uncompressed FROM system.part_log WHERE table = 't' AND event_type = 'NewPart' "
            + "ORDER BY part_name";
    private static final String PARTS = "SELECT name, partition_id, partition, rows, bytes_on_disk, part_type, path, "
            + "data_uncompressed_bytes FROM system.parts WHERE table = 't' ORDER BY name";

    @TempDir
    Path dataDir;

    @Test
    void insertsLogOneNewPartPerPartWithTheFiguresOfSystemParts() {
        List<List<Object>> parts;
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt64, v String) ENGINE = MergeTree PARTITION BY k % 2 ORDER BY k").close();
            s.execute("INSERT INTO t SELECT number, toString(number) FROM numbers(100)").close();
            s.execute("INSERT INTO t VALUES (1, 'a')").close();
            parts = s.execute(PARTS).rows();
            assertThat(parts).hasSize(3);
            assertThat(s.execute(NEW_PARTS).rows()).isEqualTo(parts);
            assertThat(s.execute("SELECT DISTINCT database, merge_reason, merge_algorithm, duration_ms, merged_from, "
                    + "error, exception, disk_name, table_uuid != toUUID('00000000-0000-0000-0000-000000000000') "
                    + "FROM system.part_log WHERE table = 't'").rows())
                    .containsExactly(List.of("default", "NotAMerge", "Undecided", 0L, List.of(), 0L, "", "default", 1L));
            s.execute("SYSTEM FLUSH LOGS").close();
        }
        try (Engine engine = Engine.open(dataDir)) {
            assertThat(engine.newSession().execute(NEW_PARTS).rows()).isEqualTo(parts);
        }
    }

    @Test
    void declaresClickHousesEnumsAndTypes() {
        try (Engine engine = Engine.inMemory()) {
            assertThat(engine.newSession().execute("SELECT name, type FROM system.columns WHERE database = 'system' "
                    + "AND table = 'part_log' AND name IN ('event_type', 'merge_reason', 'merged_from', 'table_uuid') "
                    + "ORDER BY name").rows())
                    .containsExactly(
                            List.of("event_type", "Enum8('NewPart' = 1, 'MergeParts' = 2, 'DownloadPart' = 3, "
                                    + "'RemovePart' = 4, 'MutatePart' = 5, 'MovePart' = 6, 'MergePartsStart' = 7, "
                                    + "'MutatePartStart' = 8)"),
                            List.of("merge_reason", "Enum8('NotAMerge' = 1, 'RegularMerge' = 2, 'TTLDeleteMerge' = 3, "
                                    + "'TTLRecompressMerge' = 4, 'TTLDropMerge' = 5)"),
                            List.of("merged_from", "Array(String)"),
                            List.of("table_uuid", "UUID"));
        }
    }
}
