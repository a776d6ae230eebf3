package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.QueryLogEntry;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The query log row's text as targets print it, turned into the typed entry. */
class QueryLogReaderTest {

    private static NamedRow row(String... namesAndValues) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new NamedRow(values);
    }

    @Test
    void mapsArraysAndNumbersComeFromTheirText() {
        QueryLogEntry entry = QueryLogReader.entry(row(
                "type", "QueryFinish", "query_duration_ms", "431", "read_rows", "512", "result_rows", "3",
                "memory_usage", "66", "databases", "['default']", "tables", "['default.t','db.it\\'s']",
                "exception_code", "0", "exception", "", "log_comment", "a,b",
                "normalized_query_hash", "11216889795808967846",
                "ProfileEvents", "{'Query':1,'SelectedMarks':780}", "Settings", "{'log_comment':'a,b','max_threads':'2'}"));

        assertThat(entry.type()).isEqualTo("QueryFinish");
        assertThat(entry.queryDurationMs()).isEqualTo(431);
        assertThat(entry.readRows()).isEqualTo(512);
        assertThat(entry.tables()).containsExactly("default.t", "db.it's");
        assertThat(entry.profileEvents()).containsExactly(Map.entry("Query", 1L), Map.entry("SelectedMarks", 780L));
        assertThat(entry.profileEvent("SelectedParts")).isZero();
        assertThat(entry.settings()).containsEntry("log_comment", "a,b").containsEntry("max_threads", "2");
        assertThat(entry.columns()).containsEntry("normalized_query_hash", "11216889795808967846");
        assertThat(entry.columns().keySet()).startsWith("type", "query_duration_ms");
    }

    @Test
    void olderServersNamesAndValuesArraysGiveTheSameMaps() {
        QueryLogEntry entry = QueryLogReader.entry(row("type", "ExceptionWhileProcessing", "exception_code", "-1",
                "ProfileEvents.Names", "['Query','SelectedRows']", "ProfileEvents.Values", "[1,18446744073709551615]",
                "Settings.Names", "['max_threads']", "Settings.Values", "['4']"));

        assertThat(entry.exceptionCode()).isEqualTo(-1);
        assertThat(entry.profileEvents()).containsEntry("Query", 1L).containsEntry("SelectedRows", -1L);
        assertThat(entry.settings()).containsExactly(Map.entry("max_threads", "4"));
        assertThat(entry.tables()).isEmpty();
    }

    @Test
    void aNullValueIsKeptAsTheTabSeparatedNull() {
        QueryLogEntry entry = QueryLogReader.entry(new NamedRow(new LinkedHashMap<>(Map.of("type", "QueryFinish")) {
            {
                put("initial_user", null);
            }
        }));

        assertThat(entry.columns()).containsEntry("initial_user", "\\N");
        assertThat(Arrays.asList(entry.exception(), entry.logComment())).containsOnly("");
    }
}
