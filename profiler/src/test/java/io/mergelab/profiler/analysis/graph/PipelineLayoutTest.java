package io.mergelab.profiler.analysis.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PipelineLayoutTest {
    private static final double TOUCH = 1.5;

    private static boolean overlap(PipelineDiagram.Node a, PipelineDiagram.Node b) {
        return a.x() < b.x() + b.width() && b.x() < a.x() + a.width() && a.y() < b.y() + b.height()
                && b.y() < a.y() + a.height();
    }

    private static boolean onBorder(PipelineDiagram.Point p, PipelineDiagram.Node n) {
        return p.x() >= n.x() - TOUCH && p.x() <= n.x() + n.width() + TOUCH && p.y() >= n.y() - TOUCH
                && p.y() <= n.y() + n.height() + TOUCH;
    }

    @Test
    void laysTheGroupByOutTopDownWithoutOverlapsAndInsideItsSteps() {
        PipelineDiagram diagram = PipelineLayout.layout(PipelineGraph.of(Runs.groupByTwoThreads().processors(), true));

        List<PipelineDiagram.Node> nodes = diagram.nodes();
        assertThat(nodes).hasSize(13);
        for (int i = 0; i < nodes.size(); i++) {
            PipelineDiagram.Node a = nodes.get(i);
            assertThat(a.x()).isGreaterThanOrEqualTo(0);
            assertThat(a.x() + a.width()).isLessThanOrEqualTo(diagram.width());
            assertThat(a.y() + a.height()).isLessThanOrEqualTo(diagram.height());
            assertThat(a.width()).isGreaterThanOrEqualTo(a.lines().get(0).length() * PipelineDiagram.CHAR_WIDTH);
            for (int j = i + 1; j < nodes.size(); j++) {
                assertThat(overlap(a, nodes.get(j))).as("%s overlaps %s", a.lines(), nodes.get(j).lines()).isFalse();
            }
        }
        Map<String, PipelineDiagram.Group> groups = diagram.groups().stream()
                .collect(Collectors.toMap(PipelineDiagram.Group::stepKey, Function.identity()));
        assertThat(groups).hasSize(6);
        for (PipelineDiagram.Node n : nodes) {
            PipelineDiagram.Group g = groups.get(n.node().stepKey());
            assertThat(n.x()).isBetween(g.x(), g.x() + g.width() - n.width());
            assertThat(n.y()).isBetween(g.y(), g.y() + g.height() - n.height());
        }
        assertThat(groups.get("step 4").label()).isEqualTo("Aggregating");
        List<PipelineDiagram.Group> boxes = diagram.groups();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                PipelineDiagram.Group a = boxes.get(i);
                PipelineDiagram.Group b = boxes.get(j);
                assertThat(a.y() + a.height() <= b.y() || b.y() + b.height() <= a.y())
                        .as("%s and %s do not overlap", a.label(), b.label()).isTrue();
            }
        }
    }

    @Test
    void stepsThatFeedEachOtherInACircleAreLaidOutWithoutStepBoxes() {
        PipelineGraph graph = PipelineGraph.of(Runs.processors("""
                1 | 2 | 1 | A | a | X | 10 | 0 | 0 | 0 | 0 | 0 | 0
                2 | 3 | 2 | B | b | Y | 10 | 0 | 0 | 0 | 0 | 0 | 0
                3 |  | 1 | A | a | Z | 10 | 0 | 0 | 0 | 0 | 0 | 0
                """), true);

        PipelineDiagram diagram = PipelineLayout.layout(graph);

        assertThat(diagram.groups()).isEmpty();
        assertThat(diagram.nodes()).hasSize(3);
        assertThat(diagram.nodes().get(0).y()).isLessThan(diagram.nodes().get(1).y());
        assertThat(diagram.nodes().get(1).y()).isLessThan(diagram.nodes().get(2).y());
    }

    @Test
    void dataFlowsDownAndEdgesRunFromBoxToBox() {
        PipelineDiagram diagram = PipelineLayout.layout(PipelineGraph.of(Runs.groupByTwoThreads().processors(), true));
        Map<String, PipelineDiagram.Node> byId = diagram.nodes().stream()
                .collect(Collectors.toMap(n -> n.node().id(), Function.identity()));

        assertThat(diagram.edges()).hasSize(12);
        for (PipelineDiagram.Edge e : diagram.edges()) {
            PipelineDiagram.Node from = byId.get(e.edge().from());
            PipelineDiagram.Node to = byId.get(e.edge().to());
            assertThat(from.y()).isLessThan(to.y());
            assertThat(e.points()).hasSizeGreaterThanOrEqualTo(2);
            assertThat(onBorder(e.points().get(0), from)).as("edge %s starts on its source", e.edge()).isTrue();
            assertThat(onBorder(e.points().get(e.points().size() - 1), to)).as("edge %s ends on its target", e.edge()).isTrue();
        }
    }

    @Test
    void nodesSayTheirCopiesWorkAndShare() {
        GraphNode read = PipelineGraph.of(Runs.groupByTwoThreads().processors(), true).nodes().get(0);

        assertThat(PipelineLayout.lines(read)).containsExactly("MergeTreeSelect(pool: ReadPool, algorithm: Thread)",
                "×2 · 1.50 s · 81.5%");
        assertThat(PipelineLayout.duration(850)).isEqualTo("850 µs");
        assertThat(PipelineLayout.duration(17_883)).isEqualTo("17.9 ms");
    }

    @Test
    void anEmptyGraphIsAnEmptyDiagram() {
        PipelineDiagram diagram = PipelineLayout.layout(PipelineGraph.of(List.of(), true));

        assertThat(diagram.nodes()).isEmpty();
        assertThat(diagram.groups()).isEmpty();
    }

    @Test
    void refiguringKeepsTheBoxesAndRoutesAndTakesTheNewFigures() {
        List<ProcessorRow> processors = Runs.groupByTwoThreads().processors();
        List<ProcessorRow> halfway = processors.stream().map(p -> new ProcessorRow(p.id(), p.parentIds(),
                p.planStepId(), p.planStepName(), p.planStepDescription(), p.planGroup(), p.name(), p.processorUniqId(),
                p.stepUniqId(), p.elapsedMicros() / 2, p.inputWaitMicros(), p.outputWaitMicros(), p.inputRows(),
                p.inputBytes(), p.outputRows(), p.outputBytes())).toList();
        PipelineDiagram early = PipelineLayout.layout(PipelineGraph.of(halfway, true));
        PipelineGraph later = PipelineGraph.of(processors, true);

        PipelineDiagram refigured = PipelineLayout.refigured(early, later);

        assertThat(PipelineLayout.sameShape(early, later)).isTrue();
        assertThat(refigured.graph()).isEqualTo(later);
        assertThat(refigured.nodes()).extracting(PipelineDiagram.Node::x, PipelineDiagram.Node::y)
                .isEqualTo(early.nodes().stream().map(n -> org.assertj.core.groups.Tuple.tuple(n.x(), n.y())).toList());
        assertThat(refigured.edges()).extracting(PipelineDiagram.Edge::points)
                .isEqualTo(early.edges().stream().map(PipelineDiagram.Edge::points).toList());
        assertThat(refigured.nodes().get(0).lines()).containsExactly(
                "MergeTreeSelect(pool: ReadPool, algorithm: Thread)", "×2 · 1.50 s · 81.5%");
        assertThat(early.nodes().get(0).lines().get(1)).isNotEqualTo("×2 · 1.50 s · 81.5%");
    }

    @Test
    void aGraphWithOtherProcessorsCannotBeRefigured() {
        List<ProcessorRow> processors = Runs.groupByTwoThreads().processors();
        PipelineDiagram all = PipelineLayout.layout(PipelineGraph.of(processors, true));
        PipelineGraph fewer = PipelineGraph.of(processors.subList(0, processors.size() - 1), true);

        assertThat(PipelineLayout.sameShape(all, fewer)).isFalse();
        assertThatThrownBy(() -> PipelineLayout.refigured(all, fewer)).isInstanceOf(IllegalArgumentException.class);
    }
}
