package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab run} in process, on a needle-style table in a temporary data directory. */
class RunCommandTest {
    private static final String RUN_LINE = "Run: [0-9a-f-]{36}";
    private static final String NEEDLE_QUERY = "SELECT id, s FROM needle WHERE s = 'needle' AND id > 100 LIMIT 3";

    @TempDir
    Path temp;
    private Path dataDir;

    /** The store {@code run} uses without --store: beside the data directory. */
    private Path defaultStore() {
        return temp.resolve("data.store");
    }

    private CommandOutcome command(String name, String... args) {
        List<String> all = new ArrayList<>(List.of(name, "--path", dataDir.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    private CommandOutcome run(String... args) {
        return command("run", args);
    }

    private String sql(String query) {
        CommandOutcome outcome = command("sql", "-q", query);
        assertThat(outcome.err()).isEmpty();
        return outcome.out();
    }

    @BeforeEach
    void createNeedleTable() {
        dataDir = temp.resolve("data");
        sql("CREATE TABLE needle (id UInt64, s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                + " ENGINE = MergeTree PARTITION BY id % 4 ORDER BY id SETTINGS index_granularity = 128;"
                + " INSERT INTO needle SELECT number, if(number % 1024 = 0, 'needle', randomPrintableASCII(64))"
                + " FROM numbers(20000)");
    }

    @Test
    void printsTheAdvicesWarningsUnderTheProfile() {
        StringBuilder inserts = new StringBuilder("CREATE TABLE many (x UInt64) ENGINE = MergeTree ORDER BY x; SYSTEM STOP MERGES");
        for (int i = 0; i < 100; i++) {
            inserts.append("; INSERT INTO many VALUES (").append(i).append(")");
        }
        sql(inserts.toString());

        CommandOutcome outcome = run("-q", "SELECT count() FROM many");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out()).contains("\nAdvice (warnings; mergelab advise RUN for all findings and fixes)\n"
                + "   75  too-many-parts: default.many partition tuple() has 100 active parts (100 never merged)");
    }

    @Test
    void printsTheSummaryAndTheProfileAndTheRunIdOnStderr() {
        CommandOutcome outcome = run("-q", NEEDLE_QUERY);

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).singleElement().asString().matches(RUN_LINE);
        assertThat(outcome.out()).startsWith(NEEDLE_QUERY + "\nembedded " + dataDir + " · ")
                .contains("\n3 rows in set. Elapsed: ", "Steps by work", "ReadFromMergeTree (default.needle)", "Limit",
                        "Index funnel (the run's own index analysis)\n  default.needle\n", "Critical path")
                .containsPattern("\n    MinMax +parts +4 → 4 ")
                .containsPattern("\n    PrimaryKey +parts")
                .containsPattern("\n    Skip s_idx bloom_filter GRANULARITY 1 +parts +\\d+ → \\d+ +granules")
                .doesNotContain("Not captured");
        assertThat(outcome.out().lines().count()).isLessThan(40);
    }

    @Test
    void eachRunIsKeptInTheStoreBesideTheDataDirectoryOrTheOneGiven() {
        CommandOutcome outcome = run("--tag", "kept", "-q", NEEDLE_QUERY);
        Path chosen = temp.resolve("elsewhere/runs");
        CommandOutcome elsewhere = run("--store", chosen.toString(), "-q", "SELECT 1");

        String id = outcome.errLines().get(0).substring("Run: ".length());
        try (RunStore store = RunStore.open(defaultStore())) {
            Run kept = store.load(id).orElseThrow();
            assertThat(kept.sql()).isEqualTo(NEEDLE_QUERY);
            assertThat(kept.tags()).containsExactly("kept");
            assertThat(kept.processors()).isNotEmpty();
            assertThat(kept.indexFunnels()).isNotEmpty();
            assertThat(store.count()).isEqualTo(1);
        }
        try (RunStore store = RunStore.open(chosen)) {
            assertThat(store.load(elsewhere.errLines().get(0).substring("Run: ".length()))).isPresent();
        }
    }

    @Test
    void aStoreThatIsNotOneFailsWithAClientLineBeforeAnythingRuns() throws IOException {
        Path notAStore = temp.resolve("junk.mv.db");
        Files.writeString(notAStore, "not an H2 file");

        CommandOutcome outcome = run("--store", notAStore.toString(), "-q", "CREATE TABLE never (x UInt8) ENGINE = Memory");

        assertThat(outcome.errLines()).singleElement().asString().startsWith("Code: 246. DB::Exception: ")
                .contains(notAStore.toString()).endsWith("(CORRUPTED_DATA)");
        assertThat(outcome.exitCode()).isEqualTo(246);
        assertThat(sql("SHOW TABLES")).doesNotContain("never");
    }

    @Test
    void repetitionsAfterWarmupsShareASeriesAndEachRunIdIsPrinted() {
        CommandOutcome outcome = run("--repeat", "3", "--warmup", "2", "-q", "SELECT count() FROM needle WHERE id < 5000");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).hasSize(3).allMatch(line -> line.matches(RUN_LINE)).doesNotHaveDuplicates();
        assertThat(outcome.out()).containsPattern("3 runs \\(series [0-9a-f-]{36}\\): client time min [\\d.]+ ms,"
                + " median [\\d.]+ ms, max [\\d.]+ ms; profile of repetition [0-2]");
        try (RunStore store = RunStore.open(defaultStore())) {
            String firstId = outcome.errLines().get(0).substring("Run: ".length());
            List<Run> series = store.series(store.load(firstId).orElseThrow().seriesId());
            assertThat(series).extracting(Run::repetition).containsExactly(0, 1, 2);
        }
        assertThat(sql("SYSTEM FLUSH LOGS; SELECT count() FROM system.query_log WHERE type = 'QueryFinish'"
                + " AND query = 'SELECT count() FROM needle WHERE id < 5000'")).isEqualTo("5\n");
    }

    @Test
    void settingsParametersAndTagsReachTheQueryLog() {
        CommandOutcome outcome = run("--max_threads=1", "--param_word=needle", "--tag", "baseline", "--tag", "one-thread",
                "-q", "SELECT count() FROM needle WHERE s = {word:String}");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out()).contains("\n1 row in set.", "tags: baseline, one-thread");
        assertThat(sql("SYSTEM FLUSH LOGS; SELECT log_comment, Settings['max_threads'] FROM system.query_log"
                + " WHERE type = 'QueryFinish' AND query LIKE 'SELECT count() FROM needle WHERE s = {word:String}'"))
                .isEqualTo("baseline,one-thread\t1\n");
    }

    @Test
    void eachStatementOfAScriptIsARunOfItsOwn() throws IOException {
        Path script = temp.resolve("runs.sql");
        Files.writeString(script, "CREATE TABLE small (x UInt8) ENGINE = MergeTree ORDER BY x;\n"
                + "INSERT INTO small VALUES (1), (2);\nSELECT sum(x) FROM small;\n");

        CommandOutcome outcome = run("--queries-file", script.toString());

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).hasSize(3).allMatch(line -> line.matches(RUN_LINE));
        assertThat(outcome.out()).contains("Not captured:\n  EXPLAIN: only SELECT statements can be explained")
                .contains("1 row in set.");
    }

    @Test
    void aColdRunDropsTheEngineCaches() {
        CommandOutcome outcome = run("--cold", "-q", "SELECT count() FROM needle WHERE s = 'needle'");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).filteredOn(line -> !line.startsWith("Notice: OS page cache not dropped: "))
                .singleElement().asString().matches(RUN_LINE);
        assertThat(sql("SYSTEM FLUSH LOGS; SELECT DISTINCT query FROM system.query_log WHERE query LIKE 'SYSTEM DROP %'"
                + " ORDER BY query")).isEqualTo("SYSTEM DROP MARK CACHE\nSYSTEM DROP QUERY CONDITION CACHE\n"
                + "SYSTEM DROP UNCOMPRESSED CACHE\n");
    }

    @Test
    void aFailingStatementIsStillARunThenItsErrorEndsTheScriptWithItsCode() {
        CommandOutcome outcome = run("-q", "SELECT * FROM missing; CREATE TABLE never (x UInt8) ENGINE = Memory");

        assertThat(outcome.exitCode()).isEqualTo(60);
        assertThat(outcome.errLines()).hasSize(2);
        assertThat(outcome.errLines().get(0)).matches(RUN_LINE);
        assertThat(outcome.errLines().get(1)).isEqualTo(
                "Code: 60. DB::Exception: Table default.missing does not exist. (UNKNOWN_TABLE)");
        assertThat(outcome.out()).contains("\nElapsed: ",
                "\nError: Code: 60. DB::Exception: Table default.missing does not exist. (UNKNOWN_TABLE)\n");
        assertThat(sql("SHOW TABLES")).doesNotContain("never");
    }

    @Test
    void aBadSettingIsReportedBeforeAnythingRuns() {
        CommandOutcome unknown = run("--no_such_setting=1", "-q", "SELECT 1");
        CommandOutcome badValue = run("--max_threads=lots", "-q", "SELECT 1");

        assertThat(unknown.errLines()).singleElement().asString().startsWith("Code: 115. DB::Exception: ")
                .contains("no_such_setting").endsWith("(UNKNOWN_SETTING)");
        assertThat(unknown.exitCode()).isEqualTo(115);
        assertThat(unknown.out()).isEmpty();
        assertThat(badValue.errLines()).singleElement().asString().contains("max_threads");
        assertThat(badValue.exitCode()).isNotZero();
    }

    @Test
    void badRepetitionsAndTagsAreBadArguments() {
        assertThat(run("--repeat", "0", "-q", "SELECT 1").errLines()).containsExactly(
                "Code: 36. DB::Exception: Repetitions must be at least 1, got 0. (BAD_ARGUMENTS)");
        CommandOutcome comma = run("--tag", "a,b", "-q", "SELECT 1");
        assertThat(comma.errLines()).containsExactly("Code: 36. DB::Exception: Bad tag: tag 'a,b' contains a comma,"
                + " which separates tags in log_comment. (BAD_ARGUMENTS)");
        assertThat(comma.exitCode()).isEqualTo(36);
    }
}
