package io.mergelab.engine.plan.step;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * GROUP BY over several streams whose rows are dealt by key bucket before aggregating (many distinct keys), kept
 * whole (few keys), or both (streams decide on their own): the same groups and states as on one thread.
 */
class PartitionedAggregationTest {
    private static final List<AggregateDescription> AGGREGATES = List.of(
            new AggregateDescription("count", List.of(), List.of(), "c", false),
            new AggregateDescription("sum", List.of(), List.of("v"), "s", false),
            new AggregateDescription("max", List.of(), List.of("v"), "m", false));

    /** Chunks of 10,000 rows; chunk i draws its keys from {@code cardinality(i)} values. */
    private static List<Chunk> chunks(boolean stringKeys, int count, java.util.function.IntUnaryOperator cardinality) {
        SplittableRandom r = new SplittableRandom(11);
        List<Chunk> out = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            int n = 10_000;
            long[] k = new long[n];
            long[] v = new long[n];
            for (int i = 0; i < n; i++) {
                k[i] = r.nextInt(cardinality.applyAsInt(c));
                v[i] = r.nextInt(1000) - 500;
            }
            if (stringKeys) {
                ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE, n);
                for (long key : k) {
                    byte[] s = ("key-" + key).getBytes(StandardCharsets.US_ASCII);
                    b.appendBytes(s, 0, s.length);
                }
                out.add(Chunk.of(List.of(b.build(), new LongColumn(IntegerType.INT64, v, n))));
            } else {
                out.add(Chunk.of(List.of(new LongColumn(IntegerType.UINT64, k, n), new LongColumn(IntegerType.INT64, v, n))));
            }
        }
        return out;
    }

    private static List<List<Object>> sorted(List<List<Object>> rows) {
        List<List<Object>> out = new ArrayList<>(rows);
        out.sort(Comparator.comparing(row -> row.get(0).toString()));
        return out;
    }

    private static AggregatingStepTest.Result run(List<Chunk> chunks, DataType keyType, int streams) {
        Header h = new Header(List.of("k", "v"), List.of(keyType, IntegerType.INT64));
        return AggregatingStepTest.run(new AggregatingStep(ChunksSource.dealt(h, chunks, streams), List.of("k"), AGGREGATES),
                streams, 65_536);
    }

    @ParameterizedTest
    @ValueSource(strings = {"many", "few", "mixed"})
    void dealtKeptWholeOrMixedGiveTheOneThreadResult(String kind) {
        for (boolean strings : new boolean[] {false, true}) {
            // mixed: stream 0's chunks (even) have few keys, stream 1's (odd) many, so only stream 1 deals its rows
            List<Chunk> chunks = chunks(strings, 8, c -> switch (kind) {
                case "many" -> 1_000_000;
                case "few" -> 50;
                default -> c % 2 == 0 ? 50 : 1_000_000;
            });
            DataType keyType = strings ? StringType.INSTANCE : IntegerType.UINT64;
            List<List<Object>> one = sorted(run(chunks, keyType, 1).rows());
            for (int streams : new int[] {2, 3}) {
                AggregatingStepTest.Result parallel = run(chunks, keyType, streams);
                assertThat(sorted(parallel.rows())).as(kind + " keys, " + streams + " streams").isEqualTo(one);
                // kept whole, aggregator i gets exactly stream i's chunks (round robin); dealt, a share by key hash
                List<Long> aggregated = parallel.stats().stream().filter(s -> s.name().equals("AggregatingTransform"))
                        .map(ProcessorStats::inputRows).toList();
                List<Long> whole = streams == 2 ? List.of(40_000L, 40_000L) : List.of(30_000L, 30_000L, 20_000L);
                if (kind.equals("few")) {
                    assertThat(aggregated).isEqualTo(whole);
                } else {
                    assertThat(aggregated).isNotEqualTo(whole);
                }
                assertThat(aggregated.stream().mapToLong(Long::longValue).sum()).isEqualTo(80_000);
            }
        }
    }
}
