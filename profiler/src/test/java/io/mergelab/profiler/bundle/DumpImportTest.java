package io.mergelab.profiler.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dumps of system.query_log and system.processors_profile_log become runs. The fixtures are what MergeLab's engine
 * printed for {@code SELECT * ... FORMAT JSONEachRow / TSVWithNames} (query_log.*, processors_profile_log.*), a
 * ClickHouse 24 dump (64-bit integers quoted, processor ids that are addresses) and a ClickHouse 20 query log with
 * the older ProfileEvents.Names / .Values arrays.
 */
class DumpImportTest {
    private static final String SELECT_ID = "fb6862ad-4805-4a7c-9ada-8ab9c259c1ad";
    private static final String FAILED_ID = "446a4396-91aa-4306-88cc-fc4e1d350820";

    @TempDir
    Path dir;

    private static Path fixture(String name) {
        try {
            return Path.of(DumpImportTest.class.getResource("/dumps/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Run byQueryId(List<Run> runs, String queryId) {
        return runs.stream().filter(r -> r.queryId().equals(queryId)).findFirst().orElseThrow();
    }

    @Test
    void aJsonEachRowDumpBecomesOneRunPerQuery() {
        List<Run> runs = RunFiles.read(List.of(fixture("query_log.jsonl"), fixture("processors_profile_log.jsonl")));

        assertThat(runs).extracting(Run::queryId).containsExactly(FAILED_ID, SELECT_ID);
        Run select = byQueryId(runs, SELECT_ID);
        assertThat(select.target().kind()).isEqualTo("import");
        assertThat(select.target().description())
                .isEqualTo("ClickHouse dump from vm (query_log.jsonl, processors_profile_log.jsonl)");
        assertThat(select.sql()).isEqualTo("SELECT count() FROM hits WHERE URL LIKE '%/1999%'"
                + " SETTINGS log_comment = 'story-a', max_threads = 2");
        assertThat(select.normalizedQueryHash()).isEqualTo(Long.parseUnsignedLong("17741907260255687438"));
        assertThat(select.startedAt()).isEqualTo(Instant.parse("2026-12-01T21:21:01.337157Z"));
        assertThat(select.settings()).containsExactly(Map.entry("log_comment", "story-a"), Map.entry("max_threads", "2"));
        assertThat(select.tags()).containsExactly("story-a");
        assertThat(select.seriesId()).isEqualTo(select.id());
        assertThat(select.outcome().clientElapsedMicros()).isEqualTo(1_481_000);
        assertThat(select.outcome().resultRows()).isEqualTo(1);
        assertThat(select.outcome().error()).isEmpty();

        QueryLogEntry log = select.queryLog().orElseThrow();
        assertThat(log.type()).isEqualTo("QueryFinish");
        assertThat(log.readRows()).isEqualTo(3616);
        assertThat(log.readBytes()).isEqualTo(102_870);
        assertThat(log.memoryUsage()).isEqualTo(102_870);
        assertThat(log.tables()).containsExactly("default.hits");
        assertThat(log.databases()).containsExactly("default");
        assertThat(log.profileEvent("SelectedMarks")).isEqualTo(4);
        assertThat(log.profileEvent("SelectedMarksTotal")).isEqualTo(20);
        assertThat(log.columns()).containsEntry("query_kind", "Select").containsEntry("thread_ids", "[\"1\",\"14\",\"15\"]");

        assertThat(select.processors()).hasSize(8);
        ProcessorRow read = select.processors().get(0);
        assertThat(read.name()).isEqualTo("MergeTreeSelect(pool: ReadPool, algorithm: Thread)");
        assertThat(read.parentIds()).containsExactly(1L);
        assertThat(read.planStepName()).isEqualTo("ReadFromMergeTree");
        assertThat(read.elapsedMicros()).isEqualTo(185_449);
        assertThat(read.outputRows()).isEqualTo(3616);
        assertThat(select.processors().get(7).parentIds()).isEmpty();

        assertThat(select.missing()).contains("system.parts: not in a ClickHouse dump",
                "time zone: the dump's times are read as UTC");
        assertThat(select.missing()).noneMatch(m -> m.startsWith("system.processors_profile_log"));
        assertThat(select.explains().planText()).isEmpty();
        assertThat(select.machine().hostName()).isEqualTo("vm");
    }

    @Test
    void aQueryThatFailedBeforeStartIsAFailedRunWithoutProcessors() {
        List<Run> runs = RunFiles.read(List.of(fixture("query_log.jsonl"), fixture("processors_profile_log.jsonl")));

        Run failed = byQueryId(runs, FAILED_ID);
        assertThat(failed.outcome().error()).contains(new RunError(60, "", "Table default.nosuch does not exist"));
        assertThat(failed.queryLog().orElseThrow().type()).isEqualTo("ExceptionBeforeStart");
        assertThat(failed.processors()).isEmpty();
        assertThat(failed.missing())
                .contains("system.processors_profile_log: no row for this query_id in the imported files");
    }

    @Test
    void aTsvWithNamesDumpGivesTheSameRunsAsJsonEachRow() {
        List<Run> json = RunFiles.read(List.of(fixture("query_log.jsonl"), fixture("processors_profile_log.jsonl")));
        List<Run> tsv = RunFiles.read(List.of(fixture("processors_profile_log.tsv"), fixture("query_log.tsv")));

        assertThat(tsv).hasSameSizeAs(json);
        for (Run fromJson : json) {
            Run fromTsv = byQueryId(tsv, fromJson.queryId());
            assertThat(fromTsv.id()).isEqualTo(fromJson.id());
            assertThat(fromTsv.sql()).isEqualTo(fromJson.sql());
            assertThat(fromTsv.startedAt()).isEqualTo(fromJson.startedAt());
            assertThat(fromTsv.settings()).isEqualTo(fromJson.settings());
            assertThat(fromTsv.outcome()).isEqualTo(fromJson.outcome());
            assertThat(fromTsv.processors()).isEqualTo(fromJson.processors());
            QueryLogEntry a = fromTsv.queryLog().orElseThrow();
            QueryLogEntry b = fromJson.queryLog().orElseThrow();
            assertThat(a.profileEvents()).isEqualTo(b.profileEvents());
            assertThat(a.tables()).isEqualTo(b.tables());
            assertThat(a.readRows()).isEqualTo(b.readRows());
            assertThat(a.columns().keySet()).isEqualTo(b.columns().keySet());
        }
    }

    @Test
    void aClickHouse24DumpKeepsAddressesAndNamesTheError() {
        List<Run> runs = RunFiles.read(List.of(fixture("clickhouse24_query_log.jsonl"),
                fixture("clickhouse24_processors_profile_log.jsonl")));

        assertThat(runs).hasSize(2);
        Run select = byQueryId(runs, "5b9c6c2e-3f1d-4c0e-9d57-2f0a8c1b7e41");
        assertThat(select.queryLog().orElseThrow().type()).as("QueryFinish, not QueryStart").isEqualTo("QueryFinish");
        assertThat(select.target().description()).startsWith("ClickHouse dump from ch-prod-1 (");
        assertThat(select.queryLog().orElseThrow().profileEvent("SelectedMarksTotal")).isEqualTo(11_962);
        assertThat(select.processors()).hasSize(6);
        assertThat(select.processors().get(0).id()).isEqualTo(140_234_567_890_001L);
        assertThat(select.processors().get(0).parentIds()).containsExactly(140_234_567_890_003L);
        assertThat(select.processors().get(5).id()).as("UInt64 above Long.MAX_VALUE keeps its bits")
                .isEqualTo(Long.parseUnsignedLong("18446744073709551610"));
        assertThat(select.tags()).containsExactly("dashboard");

        Run failed = byQueryId(runs, "0e7d1a55-8b2c-4f8e-a1d3-6c5b4a392817");
        assertThat(failed.outcome().error()).contains(new RunError(241, "MEMORY_LIMIT_EXCEEDED",
                "Memory limit (for query) exceeded: would use 953.80 MiB (attempt to allocate chunk of 4194304 bytes),"
                        + " maximum: 953.67 MiB.: While executing AggregatingTransform"));
        assertThat(failed.missing())
                .contains("system.processors_profile_log: no row for this query_id in the imported files");
    }

    @Test
    void anOlderServersQueryLogWithNameAndValueArraysIsRead() {
        List<Run> runs = RunFiles.read(List.of(fixture("clickhouse20_query_log.tsv")));

        assertThat(runs).hasSize(2);
        Run select = runs.get(0);
        assertThat(select.sql()).isEqualTo("SELECT EventDate, count() FROM visits WHERE StartDate >= '2020-04-01'"
                + " GROUP BY EventDate");
        assertThat(select.startedAt()).isEqualTo(Instant.parse("2020-05-04T16:02:11Z"));
        QueryLogEntry log = select.queryLog().orElseThrow();
        assertThat(log.profileEvents()).containsEntry("SelectedMarks", 2169L).containsEntry("FileOpen", 42L).hasSize(7);
        assertThat(log.settings()).containsExactly(Map.entry("max_threads", "8"), Map.entry("use_uncompressed_cache", "0"));
        assertThat(log.readRows()).isEqualTo(17_747_796);
        assertThat(select.missing()).contains(
                "system.query_log: the dump has no column normalized_query_hash, query_start_time_microseconds,"
                        + " databases, tables, log_comment",
                "system.processors_profile_log: not among the imported files");

        assertThat(runs.get(1).outcome().error())
                .contains(new RunError(60, "", "Table default.visits_v2 doesn't exist"));
    }

    @Test
    void importingADumpAgainGivesTheSameRunIds() {
        List<Run> first = RunFiles.read(List.of(fixture("clickhouse24_query_log.jsonl")));
        List<Run> second = RunFiles.read(List.of(fixture("clickhouse24_query_log.jsonl")));

        assertThat(second).extracting(Run::id).isEqualTo(first.stream().map(Run::id).toList());
    }

    @Test
    void processorsWithoutTheirQueryLogRowStillMakeARun() {
        List<Run> runs = RunFiles.read(List.of(fixture("processors_profile_log.jsonl")));

        assertThat(runs).hasSize(1);
        assertThat(runs.get(0).processors()).hasSize(8);
        assertThat(runs.get(0).queryLog()).isEmpty();
        assertThat(runs.get(0).startedAt()).isEqualTo(Instant.parse("2026-12-01T21:21:02.818955Z"));
        assertThat(runs.get(0).missing()).contains("system.query_log: no row for this query_id in the imported files");
    }

    @Test
    void aBadJsonLineIsReportedWithItsFileAndLine() throws IOException {
        List<String> lines = Files.readAllLines(fixture("query_log.jsonl"));
        Path file = Files.write(dir.resolve("ql.jsonl"), List.of(lines.get(0), lines.get(1), "{\"type\": \"QueryFin", lines.get(2)));

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .isInstanceOf(RunFileException.class)
                .hasMessageStartingWith(file + " line 3: not a JSON object (")
                .hasMessageEndingWith("). Nothing was imported");
    }

    @Test
    void aBadValueIsReportedWithItsFileLineAndColumn() throws IOException {
        List<String> lines = Files.readAllLines(fixture("query_log.jsonl"));
        Path file = Files.write(dir.resolve("ql.jsonl"),
                List.of(lines.get(0), lines.get(1).replace("\"read_rows\":\"0\"", "\"read_rows\":\"many\"")));

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessage(file + " line 2: column read_rows: 'many' is not a whole number. Nothing was imported");
    }

    @Test
    void aTsvLineWithTheWrongNumberOfFieldsIsReportedWithItsLine() throws IOException {
        List<String> lines = Files.readAllLines(fixture("processors_profile_log.tsv"));
        lines.set(4, lines.get(4).substring(0, lines.get(4).lastIndexOf('\t')));
        Path file = Files.write(dir.resolve("ppl.tsv"), lines);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessage(file + " line 5: 21 fields where the header names 22 columns. Nothing was imported");
    }

    @Test
    void aBadArrayInTsvIsReportedWithItsLineAndColumn() throws IOException {
        List<String> lines = Files.readAllLines(fixture("processors_profile_log.tsv"));
        lines.set(1, lines.get(1).replace("\t[1]\t", "\t[1\t"));
        Path file = Files.write(dir.resolve("ppl.tsv"), lines);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessageStartingWith(file + " line 2: column parent_ids: not an array: ")
                .hasMessageContaining("expected ']'");
    }

    @Test
    void aFileOfOtherRowsIsRefusedNamingItsColumns() throws IOException {
        Path file = Files.writeString(dir.resolve("parts.jsonl"), "{\"partition\":\"202603\",\"name\":\"all_1_1_0\"}\n");

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessage(file + " is neither a MergeLab runs bundle nor a dump of system.query_log or"
                        + " system.processors_profile_log (JSONEachRow or TSVWithNames); its first row has the columns"
                        + " [partition, name]. Nothing was imported");
    }

    @Test
    void aMissingFileIsNamed() {
        Path file = dir.resolve("nope.jsonl");

        assertThatThrownBy(() -> RunFiles.read(List.of(file))).hasMessage("File " + file + " doesn't exist");
    }

    @Test
    void theSameRunInABundleAndADumpIsRefused() {
        List<Run> runs = RunFiles.read(List.of(fixture("clickhouse24_query_log.jsonl")));
        Path bundle = dir.resolve("b.json");
        RunBundle.write(runs, bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(bundle, fixture("clickhouse24_query_log.jsonl"))))
                .hasMessageContaining("is in more than one of the files");
        assertThat(RunFiles.read(List.of(bundle))).isEqualTo(runs);
        assertThat(Optional.of(runs.get(0).queryLog())).isPresent();
    }
}
