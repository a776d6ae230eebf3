package io.mergelab.engine.system;

import io.mergelab.engine.querylog.QueryRegistry;
import io.mergelab.engine.querylog.RunningQuery;
import java.util.List;

/**
 * system.processes: the queries running now, with ClickHouse's column names and types (a subset), including the
 * ProfileEvents counted so far and the changed Settings as maps.
 */
final class ProcessesTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("is_initial_query", "UInt8"),
            SystemColumn.of("user", "String"),
            SystemColumn.of("query_id", "String"),
            SystemColumn.of("initial_query_id", "String"),
            SystemColumn.of("elapsed", "Float64"),
            SystemColumn.of("is_cancelled", "UInt8"),
            SystemColumn.of("read_rows", "UInt64"),
            SystemColumn.of("read_bytes", "UInt64"),
            SystemColumn.of("memory_usage", "Int64"),
            SystemColumn.of("peak_memory_usage", "Int64"),
            SystemColumn.of("query", "String"),
            SystemColumn.of("query_kind", "String"),
            SystemColumn.of("current_database", "String"),
            SystemColumn.of("thread_ids", "Array(UInt64)"),
            SystemColumn.of("ProfileEvents", "Map(String, UInt64)"),
            SystemColumn.of("Settings", "Map(String, String)"));

    private final QueryRegistry registry;

    ProcessesTable(QueryRegistry registry) {
        super("processes", COLUMNS);
        this.registry = registry;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        for (RunningQuery q : registry.running()) {
            rows.row(1L, q.user(), q.queryId(), q.queryId(), q.elapsedNanos() / 1e9, q.isCancelled() ? 1L : 0L,
                    q.limits().readRows(), q.limits().readBytes(), q.memory().used(), q.memory().peak(), q.query(),
                    q.kind().clickHouseName(), q.currentDatabase(), q.threadIds(), q.events().snapshot(), q.settings().changes());
        }
    }
}
