package io.mergelab.profiler.analysis.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import io.mergelab.profiler.run.Runs;
import java.util.List;
import org.junit.jupiter.api.Test;

class PipelineGraphTest {

    @Test
    void collapsesParallelCopiesIntoOneNodeEach() {
        PipelineGraph graph = PipelineGraph.of(Runs.groupByTwoThreads().processors(), true);

        assertThat(graph.nodes()).extracting(GraphNode::name, GraphNode::copies).containsExactly(
                tuple("MergeTreeSelect(pool: ReadPool, algorithm: Thread)", 2),
                tuple("ExpressionTransform", 2),
                tuple("ScatterByPartitionTransform", 2),
                tuple("Resize", 2),
                tuple("AggregatingTransform", 2),
                tuple("Resize", 1),
                tuple("ConvertingAggregatedToChunksTransform", 2),
                tuple("ExpressionTransform", 2),
                tuple("PartialSortingTransform", 2),
                tuple("MergeSortingTransform", 2),
                tuple("MergingSortedTransform", 1),
                tuple("ExpressionTransform", 1),
                tuple("LazyOutputFormat", 1));
        GraphNode read = graph.nodes().get(0);
        assertThat(read.elapsedMicros()).isEqualTo(662_671 + 840_422);
        assertThat(read.stepLabel()).isEqualTo("ReadFromMergeTree (default.needle)");
        assertThat(read.workShare()).isCloseTo(0.815, org.assertj.core.data.Offset.offset(0.001));
        assertThat(graph.nodes()).filteredOn(n -> n.name().equals("LazyOutputFormat"))
                .extracting(GraphNode::stepLabel).containsExactly("Expression ((Project names + Projection))");
    }

    @Test
    void edgesCountTheConnectionsTheyStandFor() {
        PipelineGraph graph = PipelineGraph.of(Runs.groupByTwoThreads().processors(), true);

        // the two scatters feed both resizes: four connections, one edge
        assertThat(graph.edges()).filteredOn(e -> e.from().equals("n2"))
                .extracting(GraphEdge::to, GraphEdge::connections).containsExactly(tuple("n3", 4));
        assertThat(graph.edges()).filteredOn(e -> e.from().equals("n0"))
                .extracting(GraphEdge::to, GraphEdge::connections).containsExactly(tuple("n1", 2));
        assertThat(graph.edges()).hasSize(12);
    }

    @Test
    void expandedEveryProcessorIsANodeAndTheCriticalPathIsMarked() {
        PipelineGraph graph = PipelineGraph.of(Runs.needleUpfront().processors(), false);

        assertThat(graph.nodes()).hasSize(10).allMatch(n -> n.copies() == 1);
        assertThat(graph.nodes()).filteredOn(GraphNode::onCriticalPath).extracting(GraphNode::id)
                .containsExactly("p1", "p3", "p5", "p6", "p7", "p8", "p9");
        assertThat(graph.edges()).filteredOn(GraphEdge::onCriticalPath).extracting(GraphEdge::from, GraphEdge::to)
                .containsExactly(tuple("p1", "p3"), tuple("p3", "p5"), tuple("p5", "p6"), tuple("p6", "p7"),
                        tuple("p7", "p8"), tuple("p8", "p9"));
        assertThat(graph.edges()).hasSize(9);
    }

    @Test
    void aCollapsedNodeIsOnThePathWhenOneOfItsCopiesIs() {
        PipelineGraph graph = PipelineGraph.of(Runs.needleUpfront().processors(), true);

        assertThat(graph.nodes()).extracting(GraphNode::name, GraphNode::copies, GraphNode::onCriticalPath).containsExactly(
                tuple("MergeTreeSelect(pool: ReadPool, algorithm: Thread)", 2, true),
                tuple("FilterTransform", 2, true),
                tuple("ExpressionTransform", 2, true),
                tuple("Resize", 1, true),
                tuple("Limit", 1, true),
                tuple("ExpressionTransform", 1, true),
                tuple("LazyOutputFormat", 1, true));
        assertThat(graph.edges()).allMatch(GraphEdge::onCriticalPath);
    }

    @Test
    void copiesWithDifferentNeighboursStayApart() {
        PipelineGraph graph = PipelineGraph.of(Runs.processors("""
                1 | 3 | 1 | Read | t | Source | 10 | 0 | 0 | 0 | 0 | 0 | 0
                2 | 4 | 1 | Read | t | Source | 10 | 0 | 0 | 0 | 0 | 0 | 0
                3 | 5 | 2 | Expression | x | ExpressionTransform | 1 | 0 | 0 | 0 | 0 | 0 | 0
                4 | 6 | 2 | Expression | x | ExpressionTransform | 1 | 0 | 0 | 0 | 0 | 0 | 0
                5 |  | 3 | Out | | SinkA | 1 | 0 | 0 | 0 | 0 | 0 | 0
                6 |  | 3 | Out | | SinkB | 1 | 0 | 0 | 0 | 0 | 0 | 0
                """), true);

        assertThat(graph.nodes()).extracting(GraphNode::name, GraphNode::copies).containsExactly(
                tuple("Source", 2), tuple("ExpressionTransform", 1), tuple("ExpressionTransform", 1),
                tuple("SinkA", 1), tuple("SinkB", 1));
    }

    @Test
    void noProcessorsAnEmptyGraph() {
        PipelineGraph graph = PipelineGraph.of(List.of(), true);

        assertThat(graph.nodes()).isEmpty();
        assertThat(graph.edges()).isEmpty();
    }
}
