package io.mergelab.profiler.analysis.graph;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class NodeTooltipTest {

    @Test
    void describesACollapsedNodesFigures() {
        GraphNode filter = PipelineGraph.of(Runs.needleUpfront().processors(), true).nodes().get(1);

        assertThat(NodeTooltip.text(filter)).isEqualTo("""
                FilterTransform ×2
                plan step: Filter (WHERE)
                elapsed: 17,883 µs (copies 710 – 17,173), 3.9% of the query's work
                input wait: 505,096 µs
                output wait: 0 µs
                rows in → out: 28,672 → 14
                bytes in → out: 1,948,080 → 144
                on the critical path""");
    }

    @Test
    void aSingleProcessorOffThePathWithoutAStep() {
        GraphNode sink = PipelineGraph.of(Runs.processors("""
                1 |  | 0 |  |  | NullSource | 0 | 0 | 0 | 0 | 0 | 0 | 0
                2 |  | 0 |  |  | Busy | 10 | 0 | 0 | 0 | 0 | 0 | 0
                """), false).nodes().get(0);

        assertThat(NodeTooltip.text(sink)).startsWith("NullSource\nplan step: none\nelapsed: 0 µs, 0.0% of")
                .doesNotContain("critical path");
    }
}
