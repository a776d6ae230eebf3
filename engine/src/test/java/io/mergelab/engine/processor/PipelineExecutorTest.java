package io.mergelab.engine.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.memory.QueryLimits;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PipelineExecutorTest {

    /** Numbers 0.. in chunks of {@code chunkRows}, up to {@code chunks} chunks; counts how many it made. */
    private static final class CountingSource extends SourceProcessor {
        final AtomicInteger generated = new AtomicInteger();
        private final int chunks;
        private final int chunkRows;

        CountingSource(int chunks, int chunkRows) {
            this.chunks = chunks;
            this.chunkRows = chunkRows;
        }

        @Override
        public String name() {
            return "Numbers";
        }

        @Override
        protected Chunk generate() {
            int k = generated.get();
            if (k == chunks) {
                return null;
            }
            generated.incrementAndGet();
            long[] v = new long[chunkRows];
            for (int i = 0; i < chunkRows; i++) {
                v[i] = (long) k * chunkRows + i;
            }
            return Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, v)));
        }
    }

    /** Keeps even numbers. */
    private static final class EvenFilter extends SimpleTransform {
        @Override
        public String name() {
            return "FilterTransform";
        }

        @Override
        protected Chunk transform(Chunk chunk) {
            long[] v = ((LongColumn) chunk.column(0)).values();
            int[] keep = new int[chunk.rows()];
            int n = 0;
            for (int i = 0; i < chunk.rows(); i++) {
                if (v[i] % 2 == 0) {
                    keep[n++] = i;
                }
            }
            return chunk.take(keep, n);
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

    @Test
    void parallelLanesProduceEveryRowAndTheStatsAddUp() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.setStep(new PlanStepRef(0, "ReadFromStorage", "", 0));
        CountingSource source = new CountingSource(50, 1000);
        b.addSource(source);
        b.resize(2);
        b.setStep(new PlanStepRef(1, "Filter", "WHERE", 0));
        b.addSimpleTransform(EvenFilter::new);
        QueryPipeline p = b.build();
        p.start(2, "q1", () -> false);
        List<Long> rows = drain(p.results());
        assertThat(rows).hasSize(25_000).doesNotHaveDuplicates().allMatch(v -> v % 2 == 0);

        List<ProcessorStats> stats = p.stats();
        assertThat(stats).extracting(ProcessorStats::name)
                .containsExactly("Numbers", "Resize", "FilterTransform", "FilterTransform", "Resize", "LazyOutputFormat");
        ProcessorStats numbers = stats.get(0);
        assertThat(numbers.outputRows()).isEqualTo(50_000);
        assertThat(numbers.parentIds()).containsExactly(1L);
        assertThat(numbers.processorUniqId()).isEqualTo("Numbers_0");
        assertThat(numbers.stepUniqId()).isEqualTo("ReadFromStorage_0");
        long filtered = stats.stream().filter(s -> s.name().equals("FilterTransform")).mapToLong(ProcessorStats::inputRows).sum();
        assertThat(filtered).isEqualTo(50_000);
        assertThat(stats.get(5).inputRows()).isEqualTo(25_000);
        assertThat(stats.get(5).parentIds()).isEmpty();
        assertThat(stats.stream().filter(s -> s.name().equals("FilterTransform")).map(ProcessorStats::parentIds))
                .containsOnly(List.of(4L));
    }

    /** Keeps every chunk until its input ends, then passes them on; reports what it holds. */
    private static final class Hoarder extends AccumulatingTransform {
        private final List<Chunk> kept = new ArrayList<>();
        private long bytes;

        @Override
        public String name() {
            return "Hoarder";
        }

        @Override
        protected void consume(Chunk chunk) {
            kept.add(chunk);
            bytes += chunk.byteSize();
        }

        @Override
        protected long stateBytes() {
            return bytes;
        }

        @Override
        protected Chunk generate() {
            if (kept.isEmpty()) {
                return null;
            }
            Chunk c = kept.remove(kept.size() - 1);
            bytes -= c.byteSize();
            return c;
        }
    }

    @Test
    void heldBytesAreTrackedWhileHeldAndGivenBackAtTheEnd() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(100, 1000));
        b.addTransform(new Hoarder());
        QueryPipeline p = b.build();
        MemoryTracker memory = MemoryTracker.unlimited();
        p.start(2, "held", () -> false, memory);
        assertThat(drain(p.results())).hasSize(100_000);
        assertThat(memory.peak()).isBetween(800_000L, 800_000L + 3 * 8_000L);
        assertThat(memory.used()).isZero();
    }

    @Test
    void holdingMoreThanTheLimitFailsWithMemoryLimitExceeded() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(100, 1000));
        b.addTransform(new Hoarder());
        QueryPipeline p = b.build();
        MemoryTracker memory = new MemoryTracker(400_000);
        p.start(2, "limited", () -> false, memory);
        assertThatThrownBy(() -> drain(p.results()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.MEMORY_LIMIT_EXCEEDED);
                    assertThat(e.getMessage()).contains("Hoarder");
                });
        assertThat(memory.used()).isZero();
    }

    @Test
    void satisfiedLimitStopsTheSourceEarly() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        CountingSource source = new CountingSource(1_000_000, 1000);
        b.addSource(source);
        b.addTransform(new LimitTransform(10, 5));
        QueryPipeline p = b.build();
        p.start(2, "q2", () -> false);
        assertThat(drain(p.results())).containsExactly(5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L);
        assertThat(source.generated.get()).isLessThanOrEqualTo(3);
    }

    @Test
    void failureNamesTheProcessorAndStopsTheRun() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(100, 10));
        b.addSimpleTransform(() -> new SimpleTransform() {
            @Override
            public String name() {
                return "ExpressionTransform";
            }

            @Override
            protected Chunk transform(Chunk chunk) {
                throw new MergeLabException(ErrorCode.ILLEGAL_DIVISION, "Division by zero");
            }
        });
        QueryPipeline p = b.build();
        p.start(2, "q3", () -> false);
        assertThatThrownBy(() -> drain(p.results()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION))
                .hasMessageContaining("while executing ExpressionTransform");
    }

    /** A lane's transform: the first one made works long, checking the query's guard; the second fails. */
    private static final class LongOrFailing extends SimpleTransform {
        private final boolean works;
        private final CountDownLatch longCallStarted;
        private final AtomicBoolean longCallStopped;

        LongOrFailing(boolean works, CountDownLatch longCallStarted, AtomicBoolean longCallStopped) {
            this.works = works;
            this.longCallStarted = longCallStarted;
            this.longCallStopped = longCallStopped;
        }

        @Override
        public String name() {
            return works ? "AggregatingTransform" : "ExpressionTransform";
        }

        @Override
        protected Chunk transform(Chunk chunk) {
            if (!works) {
                try {
                    longCallStarted.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                throw new MergeLabException(ErrorCode.ILLEGAL_DIVISION, "Division by zero");
            }
            longCallStarted.countDown();
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < giveUp) {
                try {
                    QueryGuard.current().check();
                } catch (MergeLabException stopped) {
                    longCallStopped.set(true);
                    throw stopped;
                }
                Thread.onSpinWait();
            }
            return chunk;
        }
    }

    @Test
    void aFailureEndsTheLongWorkCallOfAnotherWorkerAtItsNextGuardCheck() {
        // as when one lane hits the time limit while another aggregates a big block: the run must end with the
        // failure once the long call checks its guard (aggregation does per slice of a block), not when it is done
        CountDownLatch longCallStarted = new CountDownLatch(1);
        AtomicBoolean longCallStopped = new AtomicBoolean();
        AtomicInteger made = new AtomicInteger();
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(1, 10));
        b.addSource(new CountingSource(1, 10));
        b.addSimpleTransform(() -> new LongOrFailing(made.getAndIncrement() == 0, longCallStarted, longCallStopped));
        QueryPipeline p = b.build();
        long start = System.nanoTime();
        p.start(2, "q6", () -> false);
        assertThatThrownBy(() -> drain(p.results()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION));
        assertThat(longCallStopped).as("the long call was stopped by the other lane's failure").isTrue();
        assertThat(System.nanoTime() - start).as("nanos until the failure reached the caller").isLessThan(TimeUnit.SECONDS.toNanos(30));
    }

    @Test
    void cancellationEndsALongRunWithQueryWasCancelled() {
        AtomicBoolean cancelled = new AtomicBoolean();
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(Integer.MAX_VALUE, 1000));
        b.addSimpleTransform(EvenFilter::new);
        QueryPipeline p = b.build();
        p.start(2, "q4", cancelled::get);
        Iterator<Chunk> it = p.results();
        assertThat(it.hasNext()).isTrue();
        cancelled.set(true);
        assertThatThrownBy(() -> drain(it))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.QUERY_WAS_CANCELLED));
    }

    @Test
    void timeLimitHoldsInTheStepsAfterReading() {
        // the source is not a table read, so only the executor's own check can stop the slow step after it
        AtomicInteger transformed = new AtomicInteger();
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(1000, 10));
        b.addSimpleTransform(() -> new SimpleTransform() {
            @Override
            public String name() {
                return "MergingAggregatedTransform";
            }

            @Override
            protected Chunk transform(Chunk chunk) {
                transformed.incrementAndGet();
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return chunk;
            }
        });
        QueryPipeline p = b.build();
        QueryGuard guard = new QueryGuard(new QueryLimits(0.3, 0, System.nanoTime()), MemoryTracker.unlimited(), () -> false);
        p.start(1, "q5", () -> false, MemoryTracker.unlimited(), () -> QueryGuard.install(guard));
        assertThatThrownBy(() -> drain(p.results()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT_EXCEEDED));
        assertThat(transformed.get()).as("chunks transformed before the limit stopped the run").isLessThan(500);
    }

    @Test
    void elapsedTimeOfAllProcessorsNeverExceedsTheWorkersWallTime() {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(200, 5000));
        b.resize(2);
        b.addSimpleTransform(EvenFilter::new);
        QueryPipeline p = b.build();
        long start = System.nanoTime();
        p.start(2, "q5", () -> false);
        drain(p.results());
        long wallMicros = (System.nanoTime() - start) / 1000;
        long elapsed = p.stats().stream().mapToLong(ProcessorStats::elapsedMicros).sum();
        assertThat(elapsed).isPositive().isLessThanOrEqualTo(2 * wallMicros);
    }

    /** Passes chunks on; its first work call waits until the test lets it go. */
    private static final class GatedTransform extends SimpleTransform {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public String name() {
            return "GatedTransform";
        }

        @Override
        protected Chunk transform(Chunk chunk) {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return chunk;
        }
    }

    @Test
    void liveStatsCountTheWorkCallInProgressAndNeverGoBack() throws Exception {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        b.addSource(new CountingSource(3, 1000));
        GatedTransform gated = new GatedTransform();
        b.addSimpleTransform(() -> gated);
        QueryPipeline p = b.build();
        assertThat(p.stats()).isEmpty();
        p.start(1, "q6", () -> false);
        gated.entered.await();
        Thread.sleep(50);
        ProcessorStats first = byName(p.stats(), "GatedTransform");
        Thread.sleep(50);
        ProcessorStats second = byName(p.stats(), "GatedTransform");
        gated.release.countDown();
        assertThat(drain(p.results())).hasSize(3000);
        ProcessorStats last = byName(p.stats(), "GatedTransform");

        // the work call has not ended, yet its time so far shows, and grows
        assertThat(first.elapsedMicros()).isGreaterThanOrEqualTo(50_000);
        assertThat(second.elapsedMicros()).isGreaterThanOrEqualTo(first.elapsedMicros() + 50_000);
        assertThat(last.elapsedMicros()).isGreaterThanOrEqualTo(second.elapsedMicros());
        assertThat(first.inputRows()).isGreaterThanOrEqualTo(1000);
        assertThat(last.inputRows()).isEqualTo(3000);
        assertThat(last.outputRows()).isEqualTo(3000);
    }

    private static ProcessorStats byName(List<ProcessorStats> stats, String name) {
        return stats.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
