package io.mergelab.benchmarks;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The storage benchmark's rows: (id UInt64, s String of 64 random printable ASCII characters, ts DateTime),
 * generated once, deterministically, as ready chunks so generation is not timed.
 */
final class BenchRows {
    static final int STRING_LENGTH = 64;
    static final long BASE_EPOCH_SECONDS = 1_700_000_000L;

    private BenchRows() {
    }

    static List<Chunk> generate(long rows, int blockRows, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Chunk> chunks = new ArrayList<>();
        for (long start = 0; start < rows; start += blockRows) {
            int n = (int) Math.min(blockRows, rows - start);
            long[] ids = new long[n];
            long[] ts = new long[n];
            byte[] data = new byte[n * STRING_LENGTH];
            int[] offsets = new int[n + 1];
            for (int i = 0; i < n; i++) {
                ids[i] = start + i;
                ts[i] = BASE_EPOCH_SECONDS + (start + i) / 100;
                for (int b = 0; b < STRING_LENGTH; b++) {
                    data[i * STRING_LENGTH + b] = (byte) (32 + random.nextInt(95));
                }
                offsets[i + 1] = (i + 1) * STRING_LENGTH;
            }
            chunks.add(new Chunk(List.of(
                    new LongColumn(IntegerType.UINT64, ids, n),
                    new BytesColumn(StringType.INSTANCE, data, offsets, n),
                    new LongColumn(DateTimeType.INSTANCE, ts, n)), n));
        }
        return chunks;
    }
}
