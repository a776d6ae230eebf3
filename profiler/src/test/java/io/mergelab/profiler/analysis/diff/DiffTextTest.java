package io.mergelab.profiler.analysis.diff;

import static io.mergelab.profiler.run.Runs.stage;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The diff as terminal text and as machine rows. */
class DiffTextTest {
    private static final String SQL = "SELECT count() FROM t WHERE k > 10";

    private static Runs.Builder run(String id, String threads, String filterRows, String... extraRows) {
        return Runs.builder().id(id).sql(SQL).setting("max_threads", threads).outcome(2_000, 1, 8)
                .processors(String.join("", extraRows)
                        + "0 | 2 | 3 | ReadFromMergeTree | default.t | MergeTreeSelect | 1000 | 0 | 50 | 0 | 0 | 100 | 800\n"
                        + filterRows
                        + "3 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 2000 | 0 | 20 | 160 | 0 | 0\n")
                .funnel("default.t", stage("PrimaryKey", 4, 2, 400, 100));
    }

    /** B runs the filter in two copies and sorts besides; only B has a query log row. */
    private static ProcessorDiff diff() {
        Run a = run("a", "1", "2 | 3 | 2 | Filter | WHERE | FilterTransform | 500 | 900 | 0 | 100 | 800 | 20 | 160\n")
                .build();
        Run b = run("b", "2", "2 | 3 | 2 | Filter | WHERE | FilterTransform | 600 | 700 | 0 | 50 | 400 | 10 | 80\n"
                        + "4 | 3 | 2 | Filter | WHERE | FilterTransform | 400 | 600 | 0 | 50 | 400 | 10 | 80\n",
                "5 | 3 | 4 | Sorting |  | PartialSortingTransform | 100 | 0 | 0 | 20 | 160 | 20 | 160\n")
                .queryLog(2, 100, 800, 1, 8, 4096, Map.of("SelectedParts", 1L, "SelectedMarks", 100L)).build();
        return ProcessorDiff.of(a, b);
    }

    @Test
    void rendersTheSidesTheRankedGroupsTheStepsWithTheirTotalAndTheFunnelsSideBySide() {
        assertThat(DiffText.render(diff())).isEqualTo("""
                Processor-aligned diff (Δ = B − A)
                  A  run a · max_threads = 1
                  B  run b · max_threads = 2
                  SQL  SELECT count() FROM t WHERE k > 10
                Client wall time: A 2.00 ms, B 2.00 ms, Δ +0.00 ms (+0.0%)
                Processor time (elapsed_us summed over every processor, attributed below): A 1,510 µs, B 2,110 µs, Δ +600 µs (+39.7%)

                Processor groups by time moved (µs summed over parallel copies; share of the total Δ)
                  step                               processor                         copies           A           B           Δ   share   Δ in wait  Δ out wait
                  Filter (WHERE)                     FilterTransform                    1 → 2         500       1,000        +500   83.3%        +400          +0
                  Sorting                            PartialSortingTransform            — → 1           —         100        +100   16.7%          +0          +0  only in B
                  ReadFromMergeTree (default.t)      MergeTreeSelect                    1 → 1       1,000       1,000          +0    0.0%          +0          +0
                  Expression ((Project names + Proj… LazyOutputFormat                   1 → 1          10          10          +0    0.0%          +0          +0

                The total Δ by plan step (each step's groups summed; the parts add up to the total)
                  step                                             ×A   ×B           A           B           Δ   share
                  Filter (WHERE)                                    1    2         500       1,000        +500   83.3%
                  Sorting                                           —    1           —         100        +100   16.7%  only in B
                  ReadFromMergeTree (default.t)                     1    1       1,000       1,000          +0    0.0%
                  Expression ((Project names + Projection))         1    1          10          10          +0    0.0%
                  total                                                          1,510       2,110        +600  100.0%

                Index funnels side by side (index analysis: parts and granules before → after, granules dropped)
                  default.t
                    stage                                                parts A          granules A   dropped │     parts B          granules B   dropped
                    PrimaryKey                                             4 → 2           400 → 100       300 │       4 → 2           400 → 100       300
                  Selected at run time: A unknown (no query log row); B 100 granules in 1 part
                """);
    }

    @Test
    void machineRowsCarryEveryFigurePerSideWithNullsWhereASideHasNone() {
        List<Map<String, Object>> rows = DiffRows.of(diff());

        assertThat(rows).extracting(r -> r.get("kind")).containsExactly("group", "group", "group", "group", "step",
                "step", "step", "step", "total", "funnel");
        Map<String, Object> filter = rows.get(0);
        assertThat(filter).containsEntry("step", "Filter (WHERE)").containsEntry("processor", "FilterTransform")
                .containsEntry("presence", "both").containsEntry("copies_a", 1).containsEntry("copies_b", 2)
                .containsEntry("elapsed_us_min_b", 400L).containsEntry("elapsed_us_median_b", 500L)
                .containsEntry("elapsed_us_max_b", 600L).containsEntry("elapsed_us_sum_b", 1000L)
                .containsEntry("delta_elapsed_us", 500L).containsEntry("delta_output_rows", 0L)
                .containsEntry("input_wait_elapsed_us_sum_a", 900L).containsEntry("share_of_total_delta", 500.0 / 600);
        Map<String, Object> sorting = rows.get(1);
        assertThat(sorting).containsEntry("presence", "only_b").containsEntry("copies_a", null)
                .containsEntry("elapsed_us_sum_a", null).containsEntry("elapsed_us_sum_b", 100L);
        assertThat(rows.get(8)).containsEntry("elapsed_us_a", 1510L).containsEntry("elapsed_us_b", 2110L)
                .containsEntry("delta_elapsed_us", 600L).containsEntry("runs_a", List.of("a"));
        assertThat(rows.get(9)).containsEntry("table_a", "default.t").containsEntry("stage", "PrimaryKey")
                .containsEntry("granules_dropped_a", 300L).containsEntry("granules_dropped_b", 300L);
    }

    @Test
    void aSideWithFailedRunsSaysSo() {
        String filter = "2 | 3 | 2 | Filter | WHERE | FilterTransform | 500 | 900 | 0 | 100 | 800 | 20 | 160\n";
        Run failed = run("a", "1", filter).error(241, "MEMORY_LIMIT_EXCEEDED", "Memory limit (for query) exceeded").build();
        Run ok = run("b", "1", filter).build();

        String text = DiffText.render(ProcessorDiff.of(List.of(failed, ok), List.of(ok)));

        assertThat(text).contains("  A  2 runs of 2 series (medians) · max_threads = 1 · 1 of 2 runs failed\n",
                "  B  run b · max_threads = 1\n");
        assertThat(DiffText.render(ProcessorDiff.of(failed, ok))).contains("  A  run a · max_threads = 1 · failed\n");
        assertThat(DiffRows.of(ProcessorDiff.of(failed, ok))).filteredOn(r -> r.get("kind").equals("total"))
                .singleElement().satisfies(r -> assertThat(r).containsEntry("failed_runs_a", 1).containsEntry("failed_runs_b", 0));
    }
}
