package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab history} over a real store file with runs saved through RunStore. */
class HistoryCommandTest {
    @TempDir
    Path dir;

    private Path store;

    @BeforeEach
    void fill() {
        store = StoredRuns.store(dir);
    }

    private CommandOutcome history(String... args) {
        List<String> all = new ArrayList<>(List.of("history", "--store", store.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @Test
    void printsTheRunsNewestFirstAsAReadableTable() {
        CommandOutcome outcome = history();

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out()).as("ids as long as it takes to tell them apart").isEqualTo("""
                ID          STARTED (UTC)        ELAPSED  READ ROWS  RESULT ROWS  ERROR                      TAGS               SQL
                e09f5a38-1  2026-03-01 11:00:00   3.25 s    983,040            0  241 MEMORY_LIMIT_EXCEEDED                     SELECT uniqExact(UserID) FROM hits GROUP BY URL
                b71c04d2-9  2026-03-01 10:02:00  12.3 ms    983,040            1                             story-a,streaming  SELECT * FROM needle WHERE s = 'needle' LIMIT 1
                3f2a9c1e-5  2026-03-01 10:01:00   1.38 s    983,040            1                             story-a            SELECT * FROM needle WHERE s = 'needle' LIMIT 1
                3f2a9c1e-7  2026-03-01 10:00:00   1.42 s    983,040            1                             story-a            SELECT * FROM needle WHERE s = 'needle' LIMIT 1
                """);
        assertThat(history("--limit", "2").out()).as("8 characters when they are enough").startsWith("""
                ID        STARTED (UTC)        ELAPSED  READ ROWS  RESULT ROWS  ERROR                      TAGS               SQL
                e09f5a38  2026-03-01 11:00:00   3.25 s""");
    }

    @Test
    void printsOneJsonObjectPerRun() throws Exception {
        CommandOutcome outcome = history("-f", "JSONEachRow", "--limit", "2");

        List<String> lines = outcome.out().lines().toList();
        assertThat(lines).hasSize(2);
        JsonNode failed = new ObjectMapper().readTree(lines.get(0));
        assertThat(failed.path("id").asText()).isEqualTo("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04");
        assertThat(failed.path("series").asText()).isEqualTo("series-failed");
        assertThat(failed.path("started").asText()).isEqualTo("2026-03-01T11:00:00Z");
        assertThat(failed.path("sql").asText()).isEqualTo("SELECT uniqExact(UserID)\nFROM hits\nGROUP BY URL");
        assertThat(failed.path("tags").isArray()).isTrue();
        assertThat(failed.path("elapsed_ms").asDouble()).isEqualTo(3250.0);
        assertThat(failed.path("read_rows").asLong()).isEqualTo(983_040);
        assertThat(failed.path("error_code").asInt()).isEqualTo(241);
        assertThat(failed.path("tables").get(0).asText()).isEqualTo("default.hits");
        JsonNode streaming = new ObjectMapper().readTree(lines.get(1));
        assertThat(streaming.path("error_code").isNull()).isTrue();
        assertThat(streaming.path("tags").toString()).isEqualTo("[\"story-a\",\"streaming\"]");
    }

    @Test
    void printsTabSeparatedWithNames() {
        CommandOutcome outcome = history("-f", "TSVWithNames", "--limit", "1");

        List<String> lines = outcome.out().lines().toList();
        assertThat(lines.get(0)).startsWith("id\tseries\trepetition\tstarted\tsql\t");
        assertThat(lines.get(1)).startsWith("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04\tseries-failed\t0\t"
                + "2026-03-01T11:00:00Z\tSELECT uniqExact(UserID)\\nFROM hits\\nGROUP BY URL\t");
        assertThat(lines.get(1)).contains("\t[]\t3250.0\t983040\t").endsWith("\t['default.hits']");
    }

    @Test
    void filtersBySearchTableTagSettingErrorAndTime() {
        assertThat(ids(historyJson("--search", "uniqexact"))).containsExactly("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04");
        assertThat(ids(historyJson("--table", "needle"))).hasSize(3);
        assertThat(ids(historyJson("--tag", "streaming"))).containsExactly("b71c04d2-9e3f-4a86-b1c0-2d4e6f8a0c03");
        assertThat(ids(historyJson("--setting", "use_skip_indexes_on_data_read=0")))
                .containsExactly("3f2a9c1e-5a10-4c2b-8e77-6f1d0c9b2a02", "3f2a9c1e-7b4d-4e1a-9c55-0d8e2f6a1b01");
        assertThat(ids(historyJson("--error", "241"))).containsExactly("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04");
        assertThat(ids(historyJson("--since", "2026-03-01T10:01", "--until", "2026-03-01 10:30")))
                .containsExactly("b71c04d2-9e3f-4a86-b1c0-2d4e6f8a0c03", "3f2a9c1e-5a10-4c2b-8e77-6f1d0c9b2a02");
        assertThat(ids(historyJson("--since", "2026-03-01T11:30:00+01:00")))
                .containsExactly("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04");
        assertThat(ids(historyJson("--since", "1h"))).as("all of them are older than an hour").isEmpty();
    }

    @Test
    void groupsByQueryPatternWithPercentilesAndATrend() {
        CommandOutcome outcome = history("--group");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out()).isEqualTo("""
                PATTERN  RUNS  FAILED     P50     P95  TREND  LAST (UTC)           SQL
                      9     1       1  3.25 s  3.25 s  ▄      2026-03-01 11:00:00  SELECT uniqExact(UserID) FROM hits GROUP BY URL
                      7     3          1.38 s  1.41 s  ██▁    2026-03-01 10:02:00  SELECT * FROM needle WHERE s = 'needle' LIMIT 1
                """);
    }

    @Test
    void groupsAsJsonEachRow() throws Exception {
        CommandOutcome outcome = history("--group", "-f", "JSONEachRow", "--tag", "story-a");

        JsonNode group = new ObjectMapper().readTree(outcome.out().lines().findFirst().orElseThrow());
        assertThat(group.path("normalized_query_hash").asText()).isEqualTo("7");
        assertThat(group.path("runs").asInt()).isEqualTo(3);
        assertThat(group.path("failed_runs").asInt()).isZero();
        assertThat(group.path("p50_ms").asDouble()).isEqualTo(1383.0);
        assertThat(group.path("trend_ms").toString()).isEqualTo("[1417.0,1383.0,12.3]");
    }

    @Test
    void filtersByTheQueryPatternThatGroupsPrint() {
        assertThat(ids(historyJson("--pattern", "7"))).containsExactly("b71c04d2-9e3f-4a86-b1c0-2d4e6f8a0c03",
                "3f2a9c1e-5a10-4c2b-8e77-6f1d0c9b2a02", "3f2a9c1e-7b4d-4e1a-9c55-0d8e2f6a1b01");
        assertThat(ids(historyJson("--pattern", "7", "--tag", "streaming")))
                .containsExactly("b71c04d2-9e3f-4a86-b1c0-2d4e6f8a0c03");
        assertThat(ids(historyJson("--pattern", "9"))).containsExactly("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04");
        assertThat(history("--pattern", "7", "--group").out()).contains("      7     3   ").doesNotContain("uniqExact");

        CommandOutcome bad = history("--pattern", "seven");
        assertThat(bad.exitCode()).isEqualTo(36);
        assertThat(bad.err()).isEqualTo("Code: 36. DB::Exception: --pattern takes a normalized query hash as"
                + " 'history --group' prints it, such as 14721408532916711445; not 'seven'. (BAD_ARGUMENTS)\n");
    }

    @Test
    void saysSoWhenNoRunMatches() {
        assertThat(history("--tag", "nothing").out()).isEqualTo("No runs.\n");
        assertThat(history("--tag", "nothing", "-f", "JSONEachRow").out()).isEmpty();
    }

    @Test
    void badOptionsEndWithAClientErrorLine() {
        CommandOutcome badTime = history("--since", "yesterday");
        assertThat(badTime.exitCode()).isEqualTo(36);
        assertThat(badTime.err()).startsWith("Code: 36. DB::Exception: Cannot read 'yesterday' given to --since:");

        CommandOutcome badSetting = history("--setting", "max_threads");
        assertThat(badSetting.err()).isEqualTo("Code: 36. DB::Exception: --setting takes NAME=VALUE, such as"
                + " max_threads=2; not 'max_threads'. (BAD_ARGUMENTS)\n");

        CommandOutcome badFormat = history("-f", "CSV");
        assertThat(badFormat.exitCode()).isEqualTo(73);
        assertThat(badFormat.err()).isEqualTo("Code: 73. DB::Exception: Unknown format CSV: history prints Pretty (the"
                + " default), JSONEachRow, TSV or TSVWithNames. (UNKNOWN_FORMAT)\n");
    }

    @Test
    void withoutStoreOptionReadsTheStoreBesideTheDataDirectory() {
        Path data = dir.resolve("lab");
        try (RunStore beside = RunStore.open(dir.resolve("lab.store"))) {
            beside.save(StoredRuns.runs().get(0));
        }

        CommandOutcome outcome = CommandOutcome.run("", Datasets.all(),
                List.of("history", "--path", data.toString(), "-f", "JSONEachRow"));

        assertThat(outcome.err()).isEmpty();
        assertThat(ids(outcome)).containsExactly("3f2a9c1e-7b4d-4e1a-9c55-0d8e2f6a1b01");
    }

    private static List<String> ids(CommandOutcome outcome) {
        if (outcome.exitCode() != 0) {
            throw new AssertionError(outcome.err());
        }
        List<String> ids = new ArrayList<>();
        for (String line : outcome.out().lines().toList()) {
            try {
                ids.add(new ObjectMapper().readTree(line).path("id").asText());
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new AssertionError("not JSON: " + line, e);
            }
        }
        return ids;
    }

    private CommandOutcome historyJson(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("-f", "JSONEachRow"));
        return history(all.toArray(String[]::new));
    }
}
