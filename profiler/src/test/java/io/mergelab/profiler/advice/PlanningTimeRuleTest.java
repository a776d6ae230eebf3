package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanningTimeRuleTest {
    private final Rule rule = new PlanningTimeRule();

    private static Finding of(long parse, long analyse, long plan, long execute) {
        return new PlanningTimeRule().evaluate(Runs.builder().queryLog(1, 1, 1, 1, 1, 1, Map.of(
                "MergeLabParseMicroseconds", parse, "MergeLabAnalyseMicroseconds", analyse,
                "MergeLabPlanMicroseconds", plan, "MergeLabExecuteMicroseconds", execute)).build());
    }

    @Test
    void storyBsNestedViewsPlanning420MsOf740IsAWarning() {
        Finding f = of(20_000, 300_000, 100_000, 320_000);

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).isEqualTo("Parse 20 ms, analysis 300 ms and planning 100 ms took 57% of the query (execution 320 ms)");
    }

    @Test
    void aQueryThatSpendsItsTimeExecutingIsNotAFinding() {
        assertThat(of(353, 10_272, 18_129, 764_491).severity()).isEqualTo(Severity.OK);
    }

    @Test
    void aTargetWithoutPhaseTimingsGetsNoFinding() {
        Finding f = rule.evaluate(Runs.builder().queryLog(10, 1, 1, 1, 1, 1, Map.of()).build());

        assertThat(f.summary()).isEqualTo("The target does not report phase timings.");
    }
}
