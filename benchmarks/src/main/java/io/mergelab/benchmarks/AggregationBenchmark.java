package io.mergelab.benchmarks;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.plan.step.AggregatingStep;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * GROUP BY speed-up from parallel partial aggregation and bucketed parallel merge:
 * {@code SELECT k, count(), sum(v), avg(v) GROUP BY k} over in-memory chunks (no storage, so only aggregation is
 * measured) with 1 and 2 streams/threads, for several key types and cardinalities. Prints medians of interleaved
 * runs, and from the processors' stats the work time of each AggregatingTransform and of the merge.
 *
 * <p>Usage: {@code benchmarks/run AggregationBenchmark [rows] [runs]}
 */
public final class AggregationBenchmark {
    private static final int CHUNK_ROWS = 65_536;
    private static final DataType UINT64 = IntegerType.UINT64;
    private static final DataType INT64 = IntegerType.INT64;
    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private AggregationBenchmark() {
    }

    public static void main(String[] args) {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        long[] cardinalities = {0, 1_000, 100_000, 1_000_000, -1_000_000};
        System.out.printf(Locale.ROOT, "%,d rows, median of %d interleaved runs, ms%n%n", rows, runs);
        System.out.println("| GROUP BY | 1 thread | 2 threads | speed-up | process CPU, 1 thread | process CPU, 2 threads "
                + "| 2 threads: AggregatingTransform work, each | 2 threads: merge + convert, both buckets |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (long cardinality : cardinalities) {
            List<Chunk> chunks = generate(rows, Math.max(1, Math.abs(cardinality)), cardinality < 0, 42);
            for (int w = 0; w < 2; w++) {
                time(chunks, cardinality != 0, 1);
                time(chunks, cardinality != 0, 2);
            }
            long[] one = new long[runs];
            long[] cpuOne = new long[runs];
            long[] cpuTwo = new long[runs];
            long[] two = new long[runs];
            long[] transformA = new long[runs];
            long[] transformB = new long[runs];
            long[] merge = new long[runs];
            for (int r = 0; r < runs; r++) {
                Run single = time(chunks, cardinality != 0, 1);
                one[r] = single.nanos();
                cpuOne[r] = single.cpuNanos();
                Run run = time(chunks, cardinality != 0, 2);
                two[r] = run.nanos();
                cpuTwo[r] = run.cpuNanos();
                List<Long> work = run.stats().stream().filter(st -> st.name().equals("AggregatingTransform"))
                        .map(ProcessorStats::elapsedMicros).toList();
                transformA[r] = work.get(0);
                transformB[r] = work.get(1);
                merge[r] = run.stats().stream().filter(st -> st.name().equals("ConvertingAggregatedToChunksTransform"))
                        .mapToLong(ProcessorStats::elapsedMicros).sum();
            }
            double m1 = median(one) / 1e6;
            double m2 = median(two) / 1e6;
            String label = cardinality == 0 ? "no key" : String.format(Locale.ROOT, "%s key, %,d groups",
                    cardinality < 0 ? "String" : "UInt64", Math.abs(cardinality));
            System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.2f× | %.0f | %.0f | %.0f, %.0f | %.0f |%n", label, m1,
                    m2, m1 / m2, median(cpuOne) / 1e6, median(cpuTwo) / 1e6, median(transformA) / 1e3,
                    median(transformB) / 1e3, median(merge) / 1e3);
        }
    }

    /** Keys uniform in [0, cardinality) as UInt64, or as their decimal strings prefixed by {@code key-}. */
    private static List<Chunk> generate(long rows, long cardinality, boolean stringKeys, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Chunk> chunks = new ArrayList<>();
        for (long from = 0; from < rows; from += CHUNK_ROWS) {
            int n = (int) Math.min(CHUNK_ROWS, rows - from);
            long[] k = new long[n];
            long[] v = new long[n];
            for (int i = 0; i < n; i++) {
                k[i] = random.nextLong(cardinality);
                v[i] = random.nextLong(1_000_000);
            }
            Column keys = new LongColumn(UINT64, k, n);
            if (stringKeys) {
                ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE, n);
                for (int i = 0; i < n; i++) {
                    byte[] s = ("key-" + k[i]).getBytes(StandardCharsets.US_ASCII);
                    b.appendBytes(s, 0, s.length);
                }
                keys = b.build();
            }
            chunks.add(new Chunk(List.of(keys, new LongColumn(INT64, v, n)), n));
        }
        return chunks;
    }

    /** Wall time, CPU time of the whole process (all threads, GC included) and the processors' stats. */
    private record Run(long nanos, long cpuNanos, List<ProcessorStats> stats) {
    }

    /** Wall time and processor stats to aggregate all chunks with {@code threads} streams and threads. */
    private static Run time(List<Chunk> chunks, boolean keyed, int threads) {
        SourceStep source = ChunksSource.dealt(new Header(List.of("k", "v"), List.of(chunks.get(0).column(0).type(), INT64)),
                chunks, threads);
        List<AggregateDescription> aggregates = List.of(
                new AggregateDescription("count", List.of(), List.of(), "count()", false),
                new AggregateDescription("sum", List.of(), List.of("v"), "sum(v)", false),
                new AggregateDescription("avg", List.of(), List.of("v"), "avg(v)", false));
        AggregatingStep step = new AggregatingStep(source, keyed ? List.of("k") : List.of(), aggregates);
        PipelineContext ctx = new PipelineContext(Settings.queryDefaults(), EvaluationContext.system(),
                new ReadCounters(), () -> false);
        long cpuStart = PROCESS.getProcessCpuTime();
        long start = System.nanoTime();
        QueryPipeline p = new QueryPlan(step).buildPipeline(ctx);
        p.start(threads, "agg-bench", () -> false);
        long out = 0;
        Iterator<Chunk> it = p.results();
        while (it.hasNext()) {
            out += it.next().rows();
        }
        long elapsed = System.nanoTime() - start;
        long cpu = PROCESS.getProcessCpuTime() - cpuStart;
        if (out == 0) {
            throw new IllegalStateException("no result rows");
        }
        return new Run(elapsed, cpu, p.stats());
    }

    private static double median(long[] values) {
        long[] s = values.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2.0;
    }
}
