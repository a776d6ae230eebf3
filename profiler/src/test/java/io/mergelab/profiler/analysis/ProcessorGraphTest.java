package io.mergelab.profiler.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.Runs;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessorGraphTest {

    @Test
    void ordersEveryProcessorBeforeThoseItFeeds() {
        ProcessorGraph graph = ProcessorGraph.of(Runs.groupByTwoThreads().processors());

        List<Long> order = graph.order();
        assertThat(order).hasSize(22).doesNotHaveDuplicates();
        for (long id : order) {
            for (long next : graph.downstream(id)) {
                assertThat(order.indexOf(id)).isLessThan(order.indexOf(next));
            }
        }
        assertThat(graph.upstream(10)).containsExactly(8L, 9L);
        assertThat(graph.downstream(4)).containsExactly(6L, 7L);
        assertThat(graph.problems()).isEmpty();
    }

    @Test
    void keepsTheFirstOfRepeatedIds() {
        ProcessorGraph graph = ProcessorGraph.of(Runs.processors("""
                1 |  | 1 | A | | First | 10 | 0 | 0 | 0 | 0 | 0 | 0
                1 |  | 1 | A | | Second | 20 | 0 | 0 | 0 | 0 | 0 | 0
                """));

        assertThat(graph.processors()).hasSize(1);
        assertThat(graph.processor(1).name()).isEqualTo("First");
        assertThat(graph.problems()).containsExactly("processor id 1 appears more than once; the first row is used");
        assertThatThrownBy(() -> graph.processor(2)).hasMessage("no processor with id 2");
    }

    @Test
    void aLongChainDoesNotOverflowTheStack() {
        StringBuilder rows = new StringBuilder();
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            rows.append(i).append(" | ").append(i + 1 < n ? String.valueOf(i + 1) : "")
                    .append(" | 1 | A | | P | 1 | 0 | 0 | 0 | 0 | 0 | 0\n");
        }
        ProcessorGraph graph = ProcessorGraph.of(Runs.processors(rows.toString()));

        assertThat(graph.order()).hasSize(n).startsWith(0L, 1L).endsWith((long) n - 1);
        assertThat(CriticalPath.of(graph).workMicros()).isEqualTo(n);
    }
}
