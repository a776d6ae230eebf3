package io.mergelab.engine.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.querylog.ProfileEvent;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.querylog.QueryLogs;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.settings.Settings;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** system.query_log, processors_profile_log, processes and events over one engine's {@link QueryLogs}. */
class QueryLogTablesTest {
    private static final SystemContext CONTEXT = new SystemContext(null, null, Settings.queryDefaults());

    private static List<Object> column(SystemTable table, String name) {
        Chunk rows = table.read(CONTEXT);
        int index = table.columns().stream().map(SystemColumn::name).toList().indexOf(name);
        List<Object> out = new ArrayList<>();
        for (int r = 0; r < rows.rows(); r++) {
            out.add(rows.column(index).get(r));
        }
        return out;
    }

    @Test
    void logTablesShowClickHouseColumns() {
        SystemTables tables = new SystemTables(QueryLogs.inMemory());
        assertThat(tables.get("query_log").columns()).extracting(SystemColumn::name)
                .startsWith("hostname", "type", "event_date", "event_time", "event_time_microseconds", "query_start_time")
                .contains("query_duration_ms", "read_rows", "normalized_query_hash", "ProfileEvents", "Settings", "log_comment");
        assertThat(tables.get("query_log").columns()).extracting(c -> c.name() + " " + c.type().name())
                .contains("type Enum8('QueryStart' = 1, 'QueryFinish' = 2, 'ExceptionBeforeStart' = 3, 'ExceptionWhileProcessing' = 4)",
                        "ProfileEvents Map(LowCardinality(String), UInt64)",
                        "Settings Map(LowCardinality(String), LowCardinality(String))");
        assertThat(tables.get("processors_profile_log").columns()).extracting(c -> c.name() + " " + c.type().name())
                .contains("parent_ids Array(UInt64)", "elapsed_us UInt64", "input_wait_elapsed_us UInt64",
                        "output_wait_elapsed_us UInt64", "processor_uniq_id String", "step_uniq_id String",
                        "event_time_microseconds DateTime64(6)");
        assertThat(tables.get("query_log").read(CONTEXT).rows()).isZero();
    }

    @Test
    void processesShowRunningQueriesAndEventsShowTotals() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            SystemTables tables = new SystemTables(logs);
            RunningQuery q = logs.start("live", "SELECT sleep(3)", QueryKind.SELECT, "db1", "default", Settings.queryDefaults());
            q.limits().addReadRows(5, 40);
            q.memory().alloc(100);
            assertThat(column(tables.get("processes"), "query_id")).containsExactly("live");
            assertThat(column(tables.get("processes"), "read_rows")).containsExactly(5L);
            assertThat(column(tables.get("processes"), "memory_usage")).containsExactly(100L);
            assertThat(column(tables.get("processes"), "current_database")).containsExactly("db1");
            assertThat(column(tables.get("processes"), "is_cancelled")).containsExactly(0L);
            logs.registry().kill(r -> r.queryId().equals("live"));
            assertThat(column(tables.get("processes"), "is_cancelled")).containsExactly(1L);
            q.events().increment(ProfileEvent.SelectedParts, 2);
            logs.finish(q, q.profile().build());
            assertThat(column(tables.get("processes"), "query_id")).isEmpty();
            assertThat(column(tables.get("query_log"), "query_id")).containsExactly("live", "live");
            List<Object> events = column(tables.get("events"), "event");
            assertThat(events).contains("Query", "SelectQuery", "SelectedParts", "QueryTimeMicroseconds");
            assertThat(column(tables.get("events"), "value").get(events.indexOf("SelectedParts"))).isEqualTo(2L);
        }
    }

    @Test
    void settingsShowWhetherMergeLabActsOnThem() {
        SystemTables tables = new SystemTables(QueryLogs.inMemory());
        SystemContext context = new SystemContext(null, null, Settings.queryDefaults().with("max_result_rows", "5"));
        SystemTable settings = tables.get("settings");
        Chunk rows = settings.read(context);
        List<String> names = settings.columns().stream().map(SystemColumn::name).toList();
        int name = names.indexOf("name");
        int effect = names.indexOf("mergelab_effect");
        int changed = names.indexOf("changed");
        java.util.Map<Object, Object> effects = new java.util.HashMap<>();
        for (int r = 0; r < rows.rows(); r++) {
            effects.put(rows.column(name).get(r), rows.column(effect).get(r));
            if (rows.column(name).get(r).equals("max_result_rows")) {
                assertThat(rows.column(changed).get(r)).isEqualTo(1L);
            }
        }
        assertThat(effects).containsEntry("max_threads", "applied").containsEntry("max_result_rows", "none");
    }
}
