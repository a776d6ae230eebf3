package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Variants on targets of their own: two embedded engines on two data directories stand for two targets (the
 * embedded-against-server case runs against a real server in the app's CompareTargetsCommandTest).
 */
class ComparisonTargetsTest {
    private static final ComparisonOptions SEVEN_ROUNDS = ComparisonOptions.defaults().withRounds(7, 7);
    @TempDir
    Path dir;

    private static EmbeddedTarget withRows(Path dataDir) {
        EmbeddedTarget target = EmbeddedTarget.open(dataDir, EngineConfig.defaults());
        target.run(QueryRequest.of("CREATE TABLE t (id UInt64, s String) ENGINE = MergeTree ORDER BY id")).close();
        target.run(QueryRequest.of("INSERT INTO t SELECT number, toString(number) FROM numbers(5000)")).close();
        return target;
    }

    @Test
    void aVariantNamingATargetRunsThereAndTheComparisonKeepsItsTargetInTheStore() {
        List<Run> captured = new ArrayList<>();
        try (EmbeddedTarget home = withRows(dir.resolve("home")); EmbeddedTarget other = withRows(dir.resolve("other"));
             RunStore store = RunStore.open(dir.resolve("store"))) {
            ComparisonRequest request = new ComparisonRequest("compare", "SELECT count() FROM t WHERE s LIKE '%7%'",
                    List.of(Variant.ofSettings("here", Map.of()),
                            new Variant("there", Map.of(), Optional.empty(), Optional.empty(), Optional.of("other"))),
                    Map.of(), List.of(), SEVEN_ROUNDS);

            Comparison comparison = new ComparisonRunner(home, Map.of("other", other)).run(request, run -> {
                store.save(run);
                captured.add(run);
            });

            List<String> thereIds = comparison.runs().get(1).runIds();
            assertThat(captured).filteredOn(r -> thereIds.contains(r.id()))
                    .extracting(r -> r.target().description()).containsOnly(other.info().description());
            assertThat(captured).filteredOn(r -> !thereIds.contains(r.id()))
                    .extracting(r -> r.target().description()).containsOnly(home.info().description());
            assertThat(comparison.verdictsOf(RunMetrics.CLIENT_ELAPSED)).singleElement()
                    .satisfies(v -> assertThat(v.variant()).isEqualTo("there"));
            assertThat(comparison.verdictsOf("read_rows")).singleElement()
                    .satisfies(v -> assertThat(v.median()).isEqualTo(v.baselineMedian()));
            // the same table name on two targets is not the same data: only generator digests could say so
            assertThat(comparison.data().sameData()).isEqualTo(SameData.NOT_KNOWN);
            assertThat(comparison.data().findings()).anyMatch(f -> f.startsWith("here read default.t, which no"
                    + " MergeLab generator loaded"));

            store.saveComparison(comparison);
            Comparison stored = store.loadComparison(comparison.id()).orElseThrow();
            assertThat(stored.variants()).extracting(Variant::target)
                    .containsExactly(Optional.empty(), Optional.of("other"));
        }
    }

    @Test
    void aVariantNamingATargetThatIsNotOpenIsRefusedBeforeAnythingRuns() {
        try (EmbeddedTarget home = withRows(dir.resolve("home"))) {
            ComparisonRequest request = new ComparisonRequest("compare", "SELECT 1",
                    List.of(Variant.ofSettings("a", Map.of()),
                            new Variant("b", Map.of(), Optional.empty(), Optional.empty(), Optional.of("db1"))),
                    Map.of(), List.of(), SEVEN_ROUNDS);
            List<Run> captured = new ArrayList<>();

            assertThatThrownBy(() -> new ComparisonRunner(home).run(request, captured::add))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("Variant b names target db1, which is not open for this comparison");
            assertThat(captured).isEmpty();
        }
    }

    @Test
    void aBlankTargetIsNotATarget() {
        assertThatThrownBy(() -> new Variant("b", Map.of(), Optional.empty(), Optional.empty(), Optional.of(" ")))
                .hasMessage("Variant b names an empty target");
    }
}
