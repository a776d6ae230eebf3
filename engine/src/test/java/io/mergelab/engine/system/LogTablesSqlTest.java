package io.mergelab.engine.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.type.DataType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The log system tables answer SQL through the engine. */
class LogTablesSqlTest {
    @Test
    void logTablesCanBeDescribedAndRead() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            try (QueryResult r = s.execute("DESCRIBE TABLE system.query_log")) {
                List<Object> names = r.rows().stream().map(row -> row.get(0)).toList();
                assertThat(names).contains("event_time_microseconds", "ProfileEvents", "Settings", "normalized_query_hash");
            }
            try (QueryResult r = s.execute("SELECT type, query FROM system.query_log")) {
                assertThat(r.rows()).containsExactly(List.of("QueryStart", "DESCRIBE TABLE system.query_log"),
                        List.of("QueryFinish", "DESCRIBE TABLE system.query_log"),
                        List.of("QueryStart", "SELECT type, query FROM system.query_log"));
            }
            try (QueryResult r = s.execute("SELECT * FROM system.query_log")) {
                // the ALIAS columns ProfileEvents.Names/Values and Settings.Names/Values are read only when named
                assertThat(r.columnNames()).contains("ProfileEvents", "Settings").doesNotContain("ProfileEvents.Names",
                        "ProfileEvents.Values", "Settings.Names", "Settings.Values");
            }
            try (QueryResult r = s.execute("SELECT `Settings.Names`, `ProfileEvents.Values` FROM system.query_log LIMIT 1")) {
                assertThat(r.columnTypes()).extracting(DataType::name).containsExactly("Array(LowCardinality(String))", "Array(UInt64)");
            }
            try (QueryResult r = s.execute("SELECT query FROM system.processes")) {
                assertThat(r.rows()).containsExactly(List.of("SELECT query FROM system.processes"));
            }
        }
    }

    @Test
    void settingsWithoutEffectAreAcceptedAndShown() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            s.setSetting("max_result_rows", "5");
            try (QueryResult r = s.execute("SELECT value, changed, mergelab_effect FROM system.settings WHERE name = 'max_result_rows'")) {
                assertThat(r.rows()).containsExactly(List.of("5", 1L, "none"));
            }
            try (QueryResult r = s.execute("SELECT mergelab_effect FROM system.settings WHERE name = 'max_threads'")) {
                assertThat(r.rows()).containsExactly(List.of("applied"));
            }
        }
    }
}
