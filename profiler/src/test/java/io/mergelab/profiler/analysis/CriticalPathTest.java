package io.mergelab.profiler.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import org.junit.jupiter.api.Test;

class CriticalPathTest {

    private static List<Long> ids(CriticalPath path) {
        return path.hops().stream().map(h -> h.processor().id()).toList();
    }

    @Test
    void followsTheReadStreamWithMoreWorkToTheSink() {
        CriticalPath path = CriticalPath.of(Runs.needleUpfront().processors());

        assertThat(ids(path)).containsExactly(1L, 3L, 5L, 6L, 7L, 8L, 9L);
        assertThat(path.workMicros()).isEqualTo(230_253 + 17_173 + 115 + 0 + 0 + 38 + 84);
        assertThat(path.problems()).isEmpty();
    }

    @Test
    void attributesWaitsToTheNeighboursOnThePath() {
        List<CriticalPath.Hop> hops = CriticalPath.of(Runs.needleUpfront().processors()).hops();

        CriticalPath.Hop read = hops.get(0);
        assertThat(read.workMicros()).isEqualTo(230_253);
        // the filter after it waited 268,455 µs for input; the read stream itself had no upstream to hold it
        assertThat(read.waitCausedMicros()).isEqualTo(268_455);
        CriticalPath.Hop filter = hops.get(1);
        assertThat(filter.inputWaitMicros()).isEqualTo(268_455);
        assertThat(filter.waitCausedMicros()).isEqualTo(263_290 + 113); // expression waited for it, the read's output did
        CriticalPath.Hop limit = hops.get(4);
        assertThat(limit.processor().name()).isEqualTo("Limit");
        assertThat(limit.waitCausedMicros()).isEqualTo(275_095 + 18_235); // the resize before it could not push
    }

    @Test
    void choosesAmongSeveralSourcesAndSinks() {
        CriticalPath path = CriticalPath.of(Runs.processors("""
                1 | 3 | 1 | A | | SourceA | 10 | 0 | 0 | 0 | 0 | 0 | 0
                2 | 3 | 1 | A | | SourceB | 50 | 0 | 0 | 0 | 0 | 0 | 0
                3 | 4,5 | 2 | B | | Split | 5 | 0 | 0 | 0 | 0 | 0 | 0
                4 |  | 3 | C | | SinkSmall | 1 | 0 | 0 | 0 | 0 | 0 | 0
                5 |  | 3 | C | | SinkBig | 7 | 0 | 0 | 0 | 0 | 0 | 0
                6 |  | 4 | D | | Lonely | 40 | 0 | 0 | 0 | 0 | 0 | 0
                """));

        assertThat(ids(path)).containsExactly(2L, 3L, 5L);
        assertThat(path.workMicros()).isEqualTo(62);
    }

    @Test
    void aProcessorWithoutEdgesCanBeThePath() {
        CriticalPath path = CriticalPath.of(Runs.processors("""
                1 | 2 | 1 | A | | Source | 10 | 0 | 0 | 0 | 0 | 0 | 0
                2 |  | 1 | A | | Sink | 10 | 0 | 0 | 0 | 0 | 0 | 0
                3 |  | 2 | B | | Lonely | 40 | 7 | 9 | 0 | 0 | 0 | 0
                """));

        assertThat(ids(path)).containsExactly(3L);
        assertThat(path.hops().get(0).waitCausedMicros()).isZero();
    }

    @Test
    void aCycleInImportedRowsIsBrokenAndReported() {
        List<ProcessorRow> rows = Runs.processors("""
                1 | 2 | 1 | A | | Source | 10 | 0 | 0 | 0 | 0 | 0 | 0
                2 | 3 | 1 | A | | Middle | 20 | 0 | 0 | 0 | 0 | 0 | 0
                3 | 2,4 | 1 | A | | Loop | 30 | 0 | 0 | 0 | 0 | 0 | 0
                4 | 99 | 1 | A | | Sink | 1 | 0 | 0 | 0 | 0 | 0 | 0
                """);

        CriticalPath path = CriticalPath.of(rows);

        assertThat(ids(path)).containsExactly(1L, 2L, 3L, 4L);
        assertThat(path.workMicros()).isEqualTo(61);
        assertThat(path.problems()).containsExactly("processor 4 feeds unknown processor 99; edge ignored",
                "edge 3 → 2 closes a cycle; ignored");
    }

    @Test
    void aGraphThatIsOneCycleStillGivesAPath() {
        CriticalPath path = CriticalPath.of(Runs.processors("""
                1 | 2 | 1 | A | | X | 10 | 0 | 0 | 0 | 0 | 0 | 0
                2 | 1 | 1 | A | | Y | 20 | 0 | 0 | 0 | 0 | 0 | 0
                """));

        assertThat(ids(path)).containsExactly(1L, 2L);
        assertThat(path.problems()).containsExactly("edge 2 → 1 closes a cycle; ignored");
    }

    @Test
    void noProcessorsNoPath() {
        CriticalPath path = CriticalPath.of(List.of());

        assertThat(path.hops()).isEmpty();
        assertThat(path.workMicros()).isZero();
    }
}
