package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Comparisons on the real embedded engine: two settings, and two layouts of the same rows. */
class ComparisonRunnerTest {
    private static final ComparisonOptions SEVEN_ROUNDS = ComparisonOptions.defaults().withRounds(7, 7);
    private static EmbeddedTarget target;

    @TempDir
    Path temp;

    @BeforeAll
    static void createTables() {
        target = EmbeddedTarget.inMemory();
        for (String key : List.of("id", "k")) {
            run("CREATE TABLE by_" + key + " (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY " + key
                    + " SETTINGS index_granularity = 256");
            run("INSERT INTO by_" + key + " SELECT number, number % 97, toString(number) FROM numbers(20000)");
        }
    }

    @AfterAll
    static void closeTarget() {
        target.close();
    }

    private static void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private static ComparisonRequest request(String sql, List<Variant> variants, ComparisonOptions options) {
        return new ComparisonRequest("compare", sql, variants, Map.of(), List.of("ab"), options);
    }

    @Test
    void twoSettingsRunInShuffledRoundsAndEveryRunIsCapturedOnceAndJudged() {
        List<Run> captured = new ArrayList<>();
        Comparison comparison = new ComparisonRunner(target).run(request("SELECT sum(k) FROM by_id",
                List.of(Variant.ofSettings("one", Map.of("max_threads", "1")),
                        Variant.ofSettings("two", Map.of("max_threads", "2"))), SEVEN_ROUNDS), captured::add);

        assertThat(comparison.rounds()).isEqualTo(7);
        assertThat(captured).hasSize(14).allMatch(r -> !r.failed() && r.tags().equals(List.of("ab")));
        assertThat(comparison.runs()).extracting(VariantRuns::variant).containsExactly("one", "two");
        for (VariantRuns variant : comparison.runs()) {
            assertThat(variant.runIds()).hasSize(7);
            List<Run> runs = captured.stream().filter(r -> variant.runIds().contains(r.id())).toList();
            assertThat(runs).extracting(Run::seriesId).containsOnly(variant.seriesId());
            assertThat(runs).extracting(Run::repetition).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6);
        }
        assertThat(firstOfEachRound(captured, comparison.runs().get(0))).as("the order within rounds is shuffled")
                .contains(true, false);
        assertThat(comparison.settingsDiff()).containsExactly(new SettingDifference("max_threads", List.of("1", "2")));
        assertThat(comparison.planShape()).isEqualTo(PlanShape.SAME);
        assertThat(comparison.metrics()).startsWith("client_elapsed_us", "query_duration_ms", "read_rows", "read_bytes",
                "memory_usage").contains("ProfileEvents.SelectedMarks");
        assertThat(comparison.verdictsOf("read_rows")).singleElement().satisfies(v -> {
            assertThat(v.variant()).isEqualTo("two");
            assertThat(v.baselineMedian()).isEqualTo(20000);
            assertThat(v.median()).isEqualTo(20000);
            assertThat(v.verdict()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        });
        assertThat(comparison.notices()).singleElement().asString()
                .startsWith("Stopped at the most rounds (7) after 7 rounds, before every variant had 1.000 s measured:");
    }

    /** Per round, whether {@code variant} ran before the other variant. */
    private static List<Boolean> firstOfEachRound(List<Run> captured, VariantRuns variant) {
        List<Boolean> first = new ArrayList<>();
        for (int round = 0; round < 7; round++) {
            int r = round;
            Run earliest = captured.stream().filter(run -> run.repetition() == r)
                    .min(Comparator.comparing(Run::startedAt)).orElseThrow();
            first.add(variant.runIds().contains(earliest.id()));
        }
        return first;
    }

    @Test
    void twoLayoutsOfTheSameRowsDifferInRowsReadAndPlanAndTheComparisonIsStoredWithItsRuns() {
        String sql = "SELECT count() FROM {table} WHERE id < 1000";
        try (RunStore store = RunStore.open(temp.resolve("store"))) {
            Comparison comparison = new ComparisonRunner(target).run(request(sql,
                    List.of(withoutConditionCache("by_k"), withoutConditionCache("by_id")),
                    SEVEN_ROUNDS.withWarmups(0)), store::save);
            store.saveComparison(comparison);

            assertThat(comparison.verdictsOf("read_rows")).singleElement().satisfies(v -> {
                assertThat(v.baselineMedian()).isGreaterThan(19000);
                assertThat(v.median()).isEqualTo(1024);
                assertThat(v.threshold()).isZero();
                assertThat(v.ratio()).isEqualTo(1024 / v.baselineMedian());
                assertThat(v.verdict()).isEqualTo(Verdict.CHANGED);
            });
            assertThat(comparison.planShape()).isEqualTo(PlanShape.CHANGED);
            assertThat(comparison.settingsDiff()).isEmpty();
            assertThat(store.count()).isEqualTo(14);
            assertThat(store.loadComparison(comparison.id())).contains(comparison);
            String someRun = comparison.runs().get(1).runIds().get(3);
            assertThat(store.load(someRun).orElseThrow().sql()).isEqualTo("SELECT count() FROM default.by_id WHERE id < 1000");
        }
    }

    /** A layout variant whose rows read do not shrink as the query condition cache learns the filter. */
    private static Variant withoutConditionCache(String table) {
        return new Variant(table, Map.of("use_query_condition_cache", "0"), Optional.of("default." + table),
                Optional.empty());
    }

    @Test
    void layoutsWithTheSamePlanHaveTheSameShapeWhateverTheirNames() {
        run("CREATE TABLE by_id_copy (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS index_granularity = 256");
        run("INSERT INTO by_id_copy SELECT * FROM by_id");

        Comparison comparison = new ComparisonRunner(target).run(request("SELECT count() FROM {table} WHERE id < 1000",
                List.of(Variant.ofTable("original", "default.by_id"), Variant.ofTable("copy", "default.by_id_copy")),
                SEVEN_ROUNDS.withWarmups(0)), RunSink.NONE);

        assertThat(comparison.planShape()).isEqualTo(PlanShape.SAME);
        assertThat(comparison.verdictsOf("read_rows")).singleElement()
                .extracting(MetricVerdict::verdict).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
    }

    @Test
    void aFailingVariantEndsTheComparisonWithItsCapturedRun() {
        Set<String> captured = new HashSet<>();

        assertThatThrownBy(() -> new ComparisonRunner(target).run(request("SELECT count() FROM {table}",
                List.of(Variant.ofTable("there", "default.by_id"), Variant.ofTable("missing", "default.nowhere")),
                SEVEN_ROUNDS), run -> captured.add(run.id())))
                .isInstanceOfSatisfying(VariantFailedException.class, e -> {
                    assertThat(e.variant()).isEqualTo("missing");
                    assertThat(e.run().outcome().error().orElseThrow().name()).isEqualTo("UNKNOWN_TABLE");
                    assertThat(captured).contains(e.run().id());
                });
    }

    @Test
    void variantsThatDoNotFitTheSqlAreRefusedBeforeAnythingRuns() {
        assertThatThrownBy(() -> request("SELECT 1", List.of(Variant.ofTable("a", "default.by_id"),
                Variant.ofTable("b", "default.by_k")), SEVEN_ROUNDS))
                .hasMessage("Variant a names table default.by_id but the SQL has no {table} to put it in");
        assertThatThrownBy(() -> request("SELECT count() FROM {table}", List.of(Variant.ofSettings("a", Map.of()),
                Variant.ofTable("b", "default.by_k")), SEVEN_ROUNDS))
                .hasMessage("The SQL reads {table} but variant a names no table (give it as NAME:table=db.t)");
        assertThatThrownBy(() -> request("SELECT 1", List.of(Variant.ofSettings("a", Map.of())), SEVEN_ROUNDS))
                .hasMessage("A comparison needs at least 2 variants, got 1");
        assertThatThrownBy(() -> SEVEN_ROUNDS.withRounds(3, 3))
                .hasMessage("A comparison takes at least 7 rounds, got 3");
    }
}
