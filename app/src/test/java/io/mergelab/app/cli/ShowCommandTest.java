package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.bundle.RunJson;
import io.mergelab.profiler.run.Run;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab show} over a real store file. */
class ShowCommandTest {
    private static final String FAILED = "e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04";

    @TempDir
    Path dir;

    private Path store;

    @BeforeEach
    void fill() {
        store = StoredRuns.store(dir);
    }

    private CommandOutcome show(String... args) {
        List<String> all = new ArrayList<>(List.of("show", "--store", store.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @Test
    void printsTheRunsProfileByDefault() {
        CommandOutcome outcome = show("e09f");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).startsWith("""
                Run e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04 · series series-failed · repetition 0
                Settings: max_threads = 2
                Parameters: site = google, day = 2026-03-01
                Data: default.hits from generator hits(rows=663552, seed=7), digest 3f2a9c1e7b4d4e1a, unchanged since generated
                SELECT uniqExact(UserID) FROM hits GROUP BY URL
                embedded /tmp/data · 2026-03-01 11:00:00 UTC · query_id query-e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04
                """);
        assertThat(outcome.out()).contains("Error: Code: 241. DB::Exception: Memory limit (for query) exceeded.",
                "Steps by work", "Index funnel", "Critical path", "Not captured:");
    }

    @Test
    void printsTheWholeRunAsJson() throws Exception {
        CommandOutcome outcome = show(FAILED, "-f", "JSON");

        Run expected = StoredRuns.runs().get(3);
        assertThat(RunJson.mapper().readValue(outcome.out(), Run.class)).isEqualTo(expected);
        assertThat(outcome.out()).isEqualTo(RunJson.mapper().writeValueAsString(expected) + "\n");
    }

    @Test
    void printsTheHistoryFieldsAsJsonEachRow() throws Exception {
        CommandOutcome outcome = show(FAILED, "-f", "JSONEachRow");

        assertThat(outcome.out().lines()).hasSize(1);
        JsonNode row = new ObjectMapper().readTree(outcome.out());
        assertThat(row.path("id").asText()).isEqualTo(FAILED);
        assertThat(row.path("error_code").asInt()).isEqualTo(241);
        assertThat(row.path("elapsed_ms").asDouble()).isEqualTo(3250.0);
    }

    @Test
    void anUnknownOrAmbiguousRunEndsWithAClientErrorLine() {
        CommandOutcome unknown = show("ffff");
        assertThat(unknown.exitCode()).isEqualTo(36);
        assertThat(unknown.err()).isEqualTo("Code: 36. DB::Exception: No run ffff in run store " + store
                + ".mv.db. (BAD_ARGUMENTS)\n");

        CommandOutcome ambiguous = show("3f2a9c1e");
        assertThat(ambiguous.err()).isEqualTo("Code: 36. DB::Exception: Run id 3f2a9c1e is ambiguous: it begins"
                + " 3f2a9c1e-5a10-4c2b-8e77-6f1d0c9b2a02, 3f2a9c1e-7b4d-4e1a-9c55-0d8e2f6a1b01; give more of it."
                + " (BAD_ARGUMENTS)\n");
        assertThat(ambiguous.out()).isEmpty();
    }

    @Test
    void aStoreFromANewerMergeLabEndsWithAClientErrorLine() throws Exception {
        try (var connection = java.sql.DriverManager.getConnection("jdbc:h2:file:" + store, "", "");
             var statement = connection.createStatement()) {
            statement.execute("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\","
                    + " \"type\", \"script\", \"checksum\", \"installed_by\", \"execution_time\", \"success\")"
                    + " VALUES (99, '99', 'later', 'SQL', 'V99__later.sql', 0, '', 0, TRUE)");
        }

        CommandOutcome outcome = show(FAILED);

        assertThat(outcome.exitCode()).isEqualTo(287 & 0xFF);
        assertThat(outcome.err()).isEqualTo("Code: 287. DB::Exception: Cannot open run store " + store + ".mv.db: it"
                + " was written by a newer MergeLab (store schema version 99; this program knows up to version 13)."
                + " Nothing was changed; use the newer MergeLab, or choose another file with --store."
                + " (UNKNOWN_FORMAT_VERSION)\n");
    }
}
