package io.mergelab.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonAnalysis;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.DataCheck;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.PlanShape;
import io.mergelab.profiler.compare.SameData;
import io.mergelab.profiler.compare.SettingDifference;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Comparisons in a real H2 store file: written with links to their runs and read back equal. */
class ComparisonStoreTest {
    @TempDir
    Path temp;

    private static List<Run> series(String prefix, long micros, String threads) {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            runs.add(Runs.complete(prefix + "-" + i).series("series-" + prefix, i).elapsedMicros(micros + i * 10)
                    .setting("max_threads", threads).build());
        }
        return runs;
    }

    private static Comparison comparison(String id, List<Run> a, List<Run> b) {
        List<Variant> variants = List.of(Variant.ofSettings("one", Map.of("max_threads", "1")),
                new Variant("two", Map.of("max_threads", "2"), Optional.empty(), Optional.of("SELECT 2")));
        List<MetricVerdict> verdicts = new ArrayList<>(ComparisonAnalysis.verdicts(variants, List.of(a, b), 0.1, 7));
        verdicts.add(new MetricVerdict("ProfileEvents.Appeared", "two", 0, 5, Double.POSITIVE_INFINITY, 0,
                Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Verdict.CHANGED));
        return new Comparison(id, Instant.parse("2026-03-01T10:00:00.123456789Z"), "compare", "SELECT 1", variants, 7,
                ComparisonOptions.defaults().withRounds(7, 9).withCold(true).withSeed(7),
                List.of(new VariantRuns("one", "series-a", a.stream().map(Run::id).toList(), "0123456789abcdef"),
                        new VariantRuns("two", "series-b", b.stream().map(Run::id).toList(), "")),
                verdicts, List.of(new SettingDifference("max_threads", List.of("1", "2"))), PlanShape.NOT_COMPARABLE,
                new DataCheck(SameData.DIFFERENT, List.of("one read default.a (7 rows, digest 0000000000000001)",
                        "two read default.b (8 rows, digest 0000000000000002)")),
                List.of("OS page cache not dropped: not allowed"));
    }

    @Test
    void aComparisonIsReadBackEqualWithItsVerdictsAndRunLinks() {
        List<Run> a = series("a", 1000, "1");
        List<Run> b = series("b", 2000, "2");
        Comparison comparison = comparison("c0ffee00-0000-4000-8000-000000000001", a, b);
        try (RunStore store = RunStore.open(temp.resolve("store"))) {
            store.saveAll(a);
            store.saveAll(b);
            store.saveComparison(comparison);

            Comparison loaded = store.loadComparison(comparison.id()).orElseThrow();

            assertThat(loaded).isEqualTo(comparison);
            assertThat(loaded.verdictsOf("client_elapsed_us")).singleElement()
                    .extracting(MetricVerdict::verdict).isEqualTo(Verdict.CHANGED);
            assertThat(store.resolveComparison("c0ffee")).isEqualTo(comparison.id());
            assertThat(store.loadComparison("nope")).isEmpty();
        }
    }

    @Test
    void comparisonsAreListedNewestFirstWithTheirVariantsAndTheClientTimeVerdict() {
        List<Run> a = series("a", 1000, "1");
        List<Run> b = series("b", 2000, "2");
        Comparison older = comparison("c0ffee00-0000-4000-8000-000000000004", a, b);
        Comparison newer = new Comparison("c0ffee00-0000-4000-8000-000000000005", older.createdAt().plusSeconds(60),
                "sweep", "SELECT 3", older.variants(), older.rounds(), older.options(), older.runs(), older.verdicts(),
                older.settingsDiff(), older.planShape(), older.data(), older.notices());
        try (RunStore store = RunStore.open(temp.resolve("store"))) {
            assertThat(store.comparisons(10)).isEmpty();
            store.saveAll(a);
            store.saveAll(b);
            store.saveComparison(older);
            store.saveComparison(newer);

            List<ComparisonSummary> listed = store.comparisons(10);

            assertThat(listed).extracting(ComparisonSummary::id).containsExactly(newer.id(), older.id());
            ComparisonSummary first = listed.get(0);
            assertThat(first.kind()).isEqualTo("sweep");
            assertThat(first.sql()).isEqualTo("SELECT 3");
            assertThat(first.createdAt()).isEqualTo(newer.createdAt());
            assertThat(first.variants()).containsExactly("one", "two");
            assertThat(first.rounds()).isEqualTo(7);
            assertThat(first.headline()).singleElement().satisfies(v -> {
                assertThat(v.metric()).isEqualTo("client_elapsed_us");
                assertThat(v.variant()).isEqualTo("two");
                assertThat(v.verdict()).isEqualTo(Verdict.CHANGED);
                assertThat(v.ratio()).isGreaterThan(1.9);
            });
            assertThat(store.comparisons(1)).extracting(ComparisonSummary::id).containsExactly(newer.id());
        }
    }

    @Test
    void deletingARunDropsItsLinkAndKeepsTheComparison() {
        List<Run> a = series("a", 1000, "1");
        List<Run> b = series("b", 2000, "2");
        Comparison comparison = comparison("c0ffee00-0000-4000-8000-000000000002", a, b);
        try (RunStore store = RunStore.open(temp.resolve("store"))) {
            store.saveAll(a);
            store.saveAll(b);
            store.saveComparison(comparison);

            store.delete(List.of("b-3"));

            assertThat(store.loadComparison(comparison.id()).orElseThrow().runs().get(1).runIds())
                    .containsExactly("b-0", "b-1", "b-2", "b-4", "b-5", "b-6");
        }
    }

    @Test
    void aComparisonWhoseRunsAreNotStoredIsRefusedAndAnUnknownIdIsNamed() {
        Comparison comparison = comparison("c0ffee00-0000-4000-8000-000000000003", series("a", 1000, "1"),
                series("b", 2000, "2"));
        try (RunStore store = RunStore.open(temp.resolve("store"))) {
            assertThatThrownBy(() -> store.saveComparison(comparison)).isInstanceOf(RunStoreException.class)
                    .hasMessageContaining("names runs that are not in run store")
                    .extracting(e -> ((RunStoreException) e).reason()).isEqualTo(RunStoreException.Reason.UNKNOWN_RUN);
            assertThatThrownBy(() -> store.resolveComparison("c0ffee"))
                    .hasMessageStartingWith("No comparison c0ffee in run store ");
        }
    }
}
