package io.mergelab.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Without GROUP BY keys, sum, avg and count add whole chunks to the one group directly; the results are exactly
 * those of the per-row path (a constant key), floating-point rounding included.
 */
class KeylessAggregationTest {
    private static final List<String> FUNCTIONS = List.of("sum", "avg", "count");
    private static final List<DataType> TYPES = List.of(IntegerType.INT64, IntegerType.UINT64, FloatType.FLOAT64);

    @Test
    void directPathEqualsThePerRowPath() {
        SplittableRandom r = new SplittableRandom(3);
        List<Chunk> chunks = new ArrayList<>();
        for (int c = 0; c < 5; c++) {
            int n = 1 + r.nextInt(5000);
            long[] key = new long[n];
            long[] signed = new long[n];
            long[] unsigned = new long[n];
            double[] doubles = new double[n];
            for (int i = 0; i < n; i++) {
                signed[i] = r.nextLong();
                unsigned[i] = r.nextLong();
                doubles[i] = r.nextDouble() * Math.pow(10, r.nextInt(-5, 15));
            }
            chunks.add(Chunk.of(List.of(new LongColumn(IntegerType.UINT8, key, n), new LongColumn(IntegerType.INT64, signed, n),
                    new LongColumn(IntegerType.UINT64, unsigned, n), new DoubleColumn(FloatType.FLOAT64, doubles, n))));
        }
        for (String f : FUNCTIONS) {
            for (int arg = 0; arg < TYPES.size(); arg++) {
                List<String> args = f.equals("count") ? List.of() : List.of("x");
                List<DataType> argTypes = f.equals("count") ? List.of() : List.of(TYPES.get(arg));
                AggregateFunction fn = AggregateFunctions.resolve(new AggregateDescription(f, List.of(), args, f, false), argTypes);
                int[][] argIndexes = {f.equals("count") ? new int[0] : new int[] {arg + 1}};
                AggregationParams keyless = new AggregationParams(new int[0], List.of(), List.of(fn), argIndexes);
                AggregationParams keyed = new AggregationParams(new int[] {0}, List.of(IntegerType.UINT8), List.of(fn), argIndexes);
                assertThat(result(keyless, chunks, 0)).as(f + " of " + TYPES.get(arg).name())
                        .isEqualTo(result(keyed, chunks, 1));
            }
        }
    }

    private static Object result(AggregationParams params, List<Chunk> chunks, int column) {
        AggregatedData data = params.newData();
        chunks.forEach(data::add);
        Column c = data.resultChunks(100).get(0).column(column);
        return c.get(0);
    }
}
