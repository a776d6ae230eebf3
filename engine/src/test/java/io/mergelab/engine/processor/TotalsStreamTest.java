package io.mergelab.engine.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pipeline's separate totals stream: opened by a main + totals processor, extended, dropped, delivered. */
class TotalsStreamTest {

    private static Chunk numbers(long... values) {
        return Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, values)));
    }

    /** Emits the given chunks, then ends. */
    private static final class Values extends SourceProcessor {
        private final List<Chunk> chunks;

        Values(Chunk... chunks) {
            this.chunks = new ArrayList<>(List.of(chunks));
        }

        @Override
        public String name() {
            return "Values";
        }

        @Override
        protected Chunk generate() {
            return chunks.isEmpty() ? null : chunks.remove(0);
        }
    }

    /** Passes rows through and, once its input ended, pushes their sum on a second (totals) output. */
    private static final class SumTotals extends Processor {
        private long sum;
        private boolean mainDone;

        SumTotals() {
            super(1, 2);
        }

        @Override
        public String name() {
            return "TotalsHavingTransform";
        }

        @Override
        public Status prepare() {
            OutputPort main = outputs().get(0);
            OutputPort totals = outputs().get(1);
            if (!mainDone) {
                if (!main.canPush()) {
                    return Status.PORT_FULL;
                }
                if (input().hasData()) {
                    Chunk c = input().pull();
                    for (int i = 0; i < c.rows(); i++) {
                        sum += ((LongColumn) c.column(0)).getLong(i);
                    }
                    main.push(c);
                    return Status.PORT_FULL;
                }
                if (!input().isFinished()) {
                    input().setNeeded();
                    return Status.NEED_DATA;
                }
                main.finish();
                mainDone = true;
            }
            if (!totals.canPush()) {
                return totals.isClosed() ? Status.FINISHED : Status.PORT_FULL;
            }
            totals.push(numbers(sum));
            totals.finish();
            return Status.FINISHED;
        }
    }

    /** Adds {@code delta} to every value. */
    private static final class Plus extends SimpleTransform {
        private final long delta;

        Plus(long delta) {
            this.delta = delta;
        }

        @Override
        public String name() {
            return "ExpressionTransform";
        }

        @Override
        protected Chunk transform(Chunk chunk) {
            long[] v = new long[chunk.rows()];
            for (int i = 0; i < v.length; i++) {
                v[i] = ((LongColumn) chunk.column(0)).getLong(i) + delta;
            }
            return numbers(v);
        }
    }

    private static List<Long> drain(Iterator<Chunk> it) {
        List<Long> out = new ArrayList<>();
        while (it.hasNext()) {
            Chunk c = it.next();
            for (int i = 0; i < c.rows(); i++) {
                out.add(((LongColumn) c.column(0)).getLong(i));
            }
        }
        return out;
    }

    private static QueryPipeline run(QueryPipelineBuilder b) {
        QueryPipeline p = b.build();
        p.start(2, "q", () -> false);
        return p;
    }

    @Test
    void totalsArriveAfterTheRowsAndPassTheTotalsTransforms() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new Values(numbers(1, 2), numbers(3)));
        b.addSource(new Values(numbers(4)));
        b.addTotalsHavingTransform(new SumTotals());
        b.addSimpleTransform(() -> new Plus(100));
        b.addTotalsSimpleTransform(() -> new Plus(1000));
        assertThat(b.hasTotals()).isTrue();

        QueryPipeline p = run(b);
        assertThat(drain(p.results())).containsExactlyInAnyOrder(101L, 102L, 103L, 104L);
        assertThat(p.totals()).hasValueSatisfying(t -> assertThat(((LongColumn) t.column(0)).getLong(0)).isEqualTo(1010));
        assertThat(p.processors()).extracting(Processor::name).contains("Resize", "LazyOutputFormat");
    }

    @Test
    void droppedTotalsEndInANullSinkAndTheResultHasNone() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new Values(numbers(5)));
        b.addTotalsHavingTransform(new SumTotals());
        b.dropTotals();
        b.addTotalsSimpleTransform(() -> new Plus(1));
        assertThat(b.hasTotals()).isFalse();

        QueryPipeline p = run(b);
        assertThat(drain(p.results())).containsExactly(5L);
        assertThat(p.totals()).isEmpty();
        assertThat(p.processors()).extracting(Processor::name).contains("NullSink").doesNotContain("ExpressionTransform");
    }

    @Test
    void unitingKeepsTheFirstTotals() {
        QueryPipelineBuilder first = new QueryPipelineBuilder();
        first.addSource(new Values(numbers(1)));
        first.addTotalsHavingTransform(new SumTotals());
        QueryPipelineBuilder second = new QueryPipelineBuilder();
        second.addSource(new Values(numbers(2)));
        second.addTotalsHavingTransform(new SumTotals());
        first.unite(second);

        QueryPipeline p = run(first);
        assertThat(drain(p.results())).containsExactlyInAnyOrder(1L, 2L);
        assertThat(p.totals()).hasValueSatisfying(t -> assertThat(((LongColumn) t.column(0)).getLong(0)).isEqualTo(1));
        assertThat(p.processors()).extracting(Processor::name).contains("NullSink");
    }

    @Test
    void handedOverStateIsTakenOnce() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.handOver(String.class, "partial states");
        assertThat(b.takeOver(String.class)).isEqualTo("partial states");
        assertThatThrownBy(() -> b.takeOver(String.class)).isInstanceOf(IllegalStateException.class);
    }
}
