package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.PlanShape;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab compare}, {@code sweep} and {@code show-comparison} in process, on small tables in a temp directory. */
class CompareCommandTest {
    private static final String COMPARISON_LINE = "Comparison: [0-9a-f-]{36}";
    /** 7 rounds and no more, so the tests do not run on until each variant has a second measured. */
    private static final List<String> FAST = List.of("--rounds", "7", "--max-rounds", "7", "--warmup", "0");

    @TempDir
    Path temp;
    private Path dataDir;

    private CommandOutcome command(String name, String... args) {
        List<String> all = new ArrayList<>(List.of(name, "--path", dataDir.toString()));
        all.addAll(List.of(args));
        if (!name.equals("sql") && !name.equals("show-comparison")) {
            all.addAll(FAST);
        }
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @BeforeEach
    void createTables() {
        dataDir = temp.resolve("data");
        CommandOutcome created = command("sql", "-q", "CREATE TABLE by_id (id UInt64, k UInt64) ENGINE = MergeTree"
                + " ORDER BY id SETTINGS index_granularity = 256;"
                + " CREATE TABLE by_k (id UInt64, k UInt64) ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = 256;"
                + " INSERT INTO by_id SELECT number, number % 97 FROM numbers(20000);"
                + " INSERT INTO by_k SELECT * FROM by_id");
        assertThat(created.err()).isEmpty();
    }

    private static String comparisonId(CommandOutcome outcome) {
        return outcome.errLines().stream().filter(l -> l.startsWith("Comparison: ")).findFirst().orElseThrow()
                .substring("Comparison: ".length());
    }

    @Test
    void twoSettingsPrintAnAlignedTableOfVerdictsTheSettingsDiffAndThePlanShape() {
        CommandOutcome outcome = command("compare", "-q", "SELECT sum(k) FROM by_id",
                "--variant", "one:max_threads=1", "--variant", "two:max_threads=2");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).filteredOn(l -> !l.startsWith("Notice: ")).singleElement().asString()
                .matches(COMPARISON_LINE);
        String out = outcome.out();
        assertThat(out).startsWith("SELECT sum(k) FROM by_id\n2 variants, 7 rounds (0 warm-ups each, warm caches,"
                + " seed 1, minimum effect 10%); baseline one\n\ntwo against one:\n");
        assertThat(out).containsPattern("\nmetric +one +two +ratio \\[95% interval\\] +change +noise +verdict\n")
                .containsPattern("\nclient_elapsed_us +[\\d.]+ ms +[\\d.]+ ms +[\\d.]+× \\[[\\d.]+, [\\d.]+\\] +[-+]?\\d+%"
                        + " +\\d+% +(changed|unstable|no significant difference)\n")
                .containsPattern("\nread_rows +20,000 +20,000 +1.00× \\[1.00, 1.00\\] +0% +0% +no significant difference\n")
                .contains("\nSettings that differ:\n  setting      one  two\n  max_threads  1    2\n")
                .containsPattern("\nPlan shape: same \\(one [0-9a-f]{16}, two [0-9a-f]{16}\\)\n")
                .contains("\nData: same (every variant read the same tables)\n");
        try (RunStore store = RunStore.open(temp.resolve("data.store"))) {
            Comparison stored = store.loadComparison(comparisonId(outcome)).orElseThrow();
            assertThat(stored.rounds()).isEqualTo(7);
            assertThat(stored.runs()).allSatisfy(v -> assertThat(v.runIds()).hasSize(7));
            assertThat(store.count()).isEqualTo(14);
            assertThat(store.load(stored.runs().get(1).runIds().get(0)).orElseThrow().settings())
                    .containsEntry("max_threads", "2");
        }
    }

    @Test
    void twoLayoutsAsJsonEachRowSayRowsReadChangedAndThePlanChanged() throws Exception {
        CommandOutcome outcome = command("compare", "-q", "SELECT count() FROM {table} WHERE id < 1000",
                "--variant", "by_k:table=default.by_k", "--variant", "by_id:table=default.by_id",
                "--use_query_condition_cache=0", "-f", "JSONEachRow");

        assertThat(outcome.exitCode()).isZero();
        List<JsonNode> rows = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String line : outcome.out().split("\n")) {
            rows.add(json.readTree(line));
        }
        JsonNode readRows = rows.stream().filter(r -> r.get("metric").asText().equals("read_rows")).findFirst()
                .orElseThrow();
        assertThat(readRows.get("comparison").asText()).isEqualTo(comparisonId(outcome));
        assertThat(readRows.get("baseline").asText()).isEqualTo("by_k");
        assertThat(readRows.get("variant").asText()).isEqualTo("by_id");
        assertThat(readRows.get("median").asDouble()).isEqualTo(1024);
        assertThat(readRows.get("verdict").asText()).isEqualTo(Verdict.CHANGED.words());
        assertThat(readRows.get("plan_shape").asText()).isEqualTo(PlanShape.CHANGED.words());
        assertThat(readRows.get("same_data").asText()).isEqualTo("not known");
        assertThat(rows).allSatisfy(r -> assertThat(r.get("verdict").asText())
                .isIn("changed", "unstable", "no significant difference"));
        // the advice on the difference goes with the variant's client time
        JsonNode clientTime = rows.stream().filter(r -> r.get("metric").asText().equals("client_elapsed_us"))
                .findFirst().orElseThrow();
        assertThat(clientTime.get("advice").get(0).asText()).startsWith("by_id read ")
                .contains(" fewer granules than by_k (4 against ").contains("by_id's PrimaryKey kept 4 of ");
        // the absolute figures are there for every metric; over a baseline median of 0 the relative threshold is null
        assertThat(rows).allSatisfy(r -> {
            assertThat(r.get("difference").asDouble())
                    .isEqualTo(r.get("median").asDouble() - r.get("baseline_median").asDouble());
            assertThat(r.get("threshold_absolute").isNumber()).isTrue();
            assertThat(r.get("threshold").isNull()).isEqualTo(r.get("baseline_median").asDouble() == 0);
        });
    }

    @Test
    void showComparisonPrintsTheStoredComparisonByItsIdPrefix() {
        CommandOutcome compared = command("compare", "-q", "SELECT count() FROM {table} WHERE id < 1000",
                "--variant", "by_k:table=default.by_k", "--variant", "by_id:table=default.by_id");
        String id = comparisonId(compared);

        CommandOutcome shown = command("show-comparison", id.substring(0, 8));

        assertThat(shown.exitCode()).isZero();
        assertThat(shown.out()).startsWith("Comparison " + id + " (compare, ")
                .contains("by_id against by_k:\n", "Settings: the same for every variant\n", "Plan shape: changed",
                        "\nData: not known whether the variants read the same data:\n"
                                + "  by_k read default.by_k, which no MergeLab generator loaded\n"
                                + "  by_id read default.by_id, which no MergeLab generator loaded\n")
                .containsPattern("\nread_rows +[\\d,]+ +1,024 +0.0\\d+× .* changed\n")
                .contains("\nAdvice on the differences (each variant's first run against the baseline's):\n  by_id read ")
                .contains(" fewer granules than by_k (4 against ");
    }

    @Test
    void aSweepPrintsLatencyPerValueTheKneeAndWorkPerStep() {
        CommandOutcome outcome = command("sweep", "--setting", "max_threads=1,2", "-q",
                "SELECT k, count() FROM by_id GROUP BY k ORDER BY k LIMIT 3");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).filteredOn(l -> !l.startsWith("Notice: ")).singleElement().asString()
                .matches(COMPARISON_LINE);
        assertThat(outcome.out()).contains("7 rounds; every value against the previous one\n",
                        "Client time per value (2 values):\n", "Work per plan step")
                .containsPattern("\n  max_threads +median +min +max +against previous +change +noise +verdict\n")
                .containsPattern("\n  1 +[\\d.]+ ms +[\\d.]+ ms +[\\d.]+ ms\n")
                .containsPattern("\n  2 +[\\d.]+ ms .* (changed|unstable|no significant difference)\n")
                .containsPattern("\nKnee: max_threads = [12] \\(")
                .containsPattern("\n  [A-H] ReadFromMergeTree \\(default.by_id\\) +[\\d.]+ ms +[\\d.]+ ms\n")
                .containsPattern("\n  [A-H] Aggregating +[\\d.]+ ms +[\\d.]+ ms\n")
                .containsPattern("\n  1  [A-H]+ +[\\d.]+ ms\n");
        String knee = outcome.out().lines().filter(l -> l.startsWith("Knee: ")).findFirst().orElseThrow();

        CommandOutcome shown = command("show-comparison", comparisonId(outcome));

        assertThat(shown.out()).contains("(sweep, ", "max_threads=2 against max_threads=1:\n",
                "Client time per value (2 values):\n", "\n" + knee + "\n", "Work per plan step");
    }

    @Test
    void badVariantsAndTooFewRoundsAreBadArgumentsAndNothingRuns() {
        CommandOutcome oneVariant = command("compare", "-q", "SELECT 1", "--variant", "a:max_threads=1");
        CommandOutcome noPair = command("compare", "-q", "SELECT 1", "--variant", "a:max_threads",
                "--variant", "b:max_threads=2");
        CommandOutcome noTable = command("compare", "-q", "SELECT count() FROM {table}",
                "--variant", "a:max_threads=1", "--variant", "b:table=default.by_k");
        CommandOutcome unknownSetting = command("compare", "-q", "SELECT 1", "--variant", "a:max_threads=1",
                "--variant", "b:no_such_setting=2");

        assertThat(oneVariant.errLines()).containsExactly(
                "Code: 36. DB::Exception: A comparison needs at least 2 variants, got 1. (BAD_ARGUMENTS)");
        assertThat(noPair.errLines()).singleElement().asString()
                .startsWith("Code: 36. DB::Exception: Bad --variant 'a:max_threads': 'max_threads' is not setting=value");
        assertThat(noTable.errLines()).containsExactly("Code: 36. DB::Exception: The SQL reads {table} but variant a"
                + " names no table (give it as NAME:table=db.t). (BAD_ARGUMENTS)");
        assertThat(unknownSetting.errLines()).singleElement().asString().contains("no_such_setting")
                .endsWith("(UNKNOWN_SETTING)");
        CommandOutcome fewRounds = CommandOutcome.run("", Datasets.all(), List.of("compare", "--path",
                dataDir.toString(), "-q", "SELECT 1", "--variant", "a:max_threads=1", "--variant", "b:max_threads=2",
                "--rounds", "3"));
        assertThat(fewRounds.errLines()).containsExactly(
                "Code: 36. DB::Exception: A comparison takes at least 7 rounds, got 3. (BAD_ARGUMENTS)");
        try (RunStore store = RunStore.open(temp.resolve("data.store"))) {
            assertThat(store.count()).isZero();
        }
    }

    @Test
    void aVariantWhoseStatementFailsEndsTheCommandWithItsError() {
        CommandOutcome outcome = command("compare", "-q", "SELECT count() FROM {table}",
                "--variant", "there:table=default.by_id", "--variant", "missing:table=default.nowhere");

        assertThat(outcome.exitCode()).isEqualTo(60);
        assertThat(outcome.errLines()).last().asString().startsWith("Code: 60. DB::Exception: Variant missing: ")
                .endsWith("(UNKNOWN_TABLE)");
    }
}
