package io.mergelab.engine.querylog;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.QueryKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Logs persisted by an older build: query_log parts with {@code type String} and the Map columns stored as
 * {@code ProfileEvents.Names/Values} and {@code Settings.Names/Values} arrays are upgraded at start-up, keeping every
 * row; a part of a layout that cannot be mapped is set aside in {@code detached/}, never deleted.
 */
class QueryLogOldLayoutTest {
    /** query_log as builds before the Map and Enum types wrote it. */
    private static final List<String[]> OLD_LAYOUT = List.of(
            new String[] {"hostname", "LowCardinality(String)"}, new String[] {"type", "String"},
            new String[] {"event_date", "Date"}, new String[] {"event_time", "DateTime"},
            new String[] {"event_time_microseconds", "DateTime64(6)"}, new String[] {"query_start_time", "DateTime"},
            new String[] {"query_start_time_microseconds", "DateTime64(6)"}, new String[] {"query_duration_ms", "UInt64"},
            new String[] {"read_rows", "UInt64"}, new String[] {"read_bytes", "UInt64"},
            new String[] {"written_rows", "UInt64"}, new String[] {"written_bytes", "UInt64"},
            new String[] {"result_rows", "UInt64"}, new String[] {"result_bytes", "UInt64"},
            new String[] {"memory_usage", "UInt64"}, new String[] {"current_database", "String"},
            new String[] {"query", "String"}, new String[] {"normalized_query_hash", "UInt64"},
            new String[] {"query_kind", "LowCardinality(String)"}, new String[] {"databases", "Array(LowCardinality(String))"},
            new String[] {"tables", "Array(LowCardinality(String))"}, new String[] {"columns", "Array(LowCardinality(String))"},
            new String[] {"exception_code", "Int32"}, new String[] {"exception", "String"},
            new String[] {"is_initial_query", "UInt8"}, new String[] {"user", "String"}, new String[] {"query_id", "String"},
            new String[] {"initial_query_id", "String"}, new String[] {"thread_ids", "Array(UInt64)"},
            new String[] {"ProfileEvents.Names", "Array(String)"}, new String[] {"ProfileEvents.Values", "Array(UInt64)"},
            new String[] {"Settings.Names", "Array(String)"}, new String[] {"Settings.Values", "Array(String)"},
            new String[] {"log_comment", "String"});

    @TempDir
    Path dataDir;

    @Test
    void anOlderQueryLogLayoutIsUpgradedKeepingEveryRow() throws IOException {
        Path dir = dataDir.resolve("system_logs/query_log");
        writeOldPart(dir, columns(OLD_LAYOUT), 1, "old-1", "QueryFinish", List.of("SelectedRows", "Query"), List.of(42L, 1L),
                List.of("max_threads"), List.of("2"));
        writeOldPart(dir, columns(OLD_LAYOUT), 2, "old-2", "ExceptionBeforeStart", List.of(), List.of(), List.of(), List.of());
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("old-1", "old-2");
            assertThat(LogRows.queryLog(logs, "type")).containsExactly("QueryFinish", "ExceptionBeforeStart");
            assertThat(LogRows.asMap(LogRows.queryLog(logs, "ProfileEvents").get(0)))
                    .isEqualTo(Map.of("SelectedRows", 42L, "Query", 1L));
            assertThat(LogRows.asMap(LogRows.queryLog(logs, "Settings").get(0))).isEqualTo(Map.of("max_threads", "2"));
            assertThat(LogRows.queryLog(logs, "ProfileEvents").get(1)).isEqualTo(List.of());
            assertThat(LogRows.queryLog(logs, "read_rows")).containsExactly(7L, 7L);
        }
        // rewritten in the current layout, old parts gone, nothing set aside
        assertThat(partNames(dir)).containsExactlyInAnyOrder("all_1_1_1", "all_2_2_1");
        assertThat(dir.resolve("detached")).doesNotExist();
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("old-1", "old-2");
            run(logs, "new");
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("old-1", "old-2", "new", "new");
        }
    }

    @Test
    void aLayoutThatCannotBeMappedIsDetachedNotDeleted() throws IOException {
        Path dir = dataDir.resolve("system_logs/query_log");
        List<String[]> unknown = new ArrayList<>(OLD_LAYOUT);
        unknown.add(new String[] {"some_future_column", "String"});
        writeOldPart(dir, columns(unknown), 1, "odd", "QueryStart", List.of(), List.of(), List.of(), List.of());
        try (QueryLogs logs = QueryLogs.open(dataDir, 1000, 0)) {
            assertThat(logs.queryLogRows().rows()).isZero();
            run(logs, "after");
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("after", "after");
        }
        assertThat(dir.resolve("detached/" + LogStore.OLD_LAYOUT_PREFIX + "all_1_1_0/columns.txt")).isRegularFile();
    }

    private static void run(QueryLogs logs, String id) {
        RunningQuery q = logs.start(id, "SELECT 1", QueryKind.SELECT, "default", "default",
                io.mergelab.engine.settings.Settings.queryDefaults());
        logs.finish(q, q.profile().build());
    }

    private static List<PartColumn> columns(List<String[]> layout) {
        return layout.stream().map(c -> new PartColumn(c[0], DataType.parse(c[1]))).toList();
    }

    private static void writeOldPart(Path dir, List<PartColumn> columns, long block, String queryId, String type,
                                     List<String> eventNames, List<Long> eventValues, List<String> settingNames,
                                     List<String> settingValues) throws IOException {
        Files.createDirectories(dir);
        Instant t = Instant.parse("2026-01-02T03:04:05Z");
        List<Object> row = new ArrayList<>();
        for (PartColumn c : columns) {
            row.add(switch (c.name()) {
                case "type" -> type;
                case "event_date" -> LocalDate.of(2026, 1, 2);
                case "event_time", "event_time_microseconds", "query_start_time", "query_start_time_microseconds" -> t;
                case "query_id", "initial_query_id" -> queryId;
                case "read_rows" -> 7L;
                case "ProfileEvents.Names" -> eventNames;
                case "ProfileEvents.Values" -> eventValues;
                case "Settings.Names" -> settingNames;
                case "Settings.Values" -> settingValues;
                default -> defaultOf(c.type());
            });
        }
        List<io.mergelab.engine.column.Column> built = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            ColumnBuilder b = ColumnBuilder.create(columns.get(i).type(), 1);
            b.appendValue(row.get(i));
            built.add(b.build());
        }
        PartWriter.write(dir, PartName.forInsert(PartitionValue.NONE.partitionId(), block), columns, new Chunk(built, 1),
                List.of(), List.of(), PartitionValue.NONE, List.of(), PartSettings.DEFAULT);
    }

    private static Object defaultOf(DataType type) {
        ColumnBuilder b = ColumnBuilder.create(type, 1);
        b.appendDefault();
        return b.build().get(0);
    }

    private static List<String> partNames(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("all_")).toList();
        }
    }
}
