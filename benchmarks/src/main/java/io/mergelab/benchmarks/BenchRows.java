package io.mergelab.benchmarks;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The storage benchmark's rows: (id UInt64, s String of 64 random printable ASCII characters, ts DateTime),
 * generated once and deterministically, as ready chunks and as a CSV file both engines load.
 * Ids are random 64-bit values or 0, 1, 2, ... ({@code sequentialIds}).
 */
record BenchRows(List<Chunk> chunks, long rows, long idSum) {
    static final int STRING_LENGTH = 64;
    static final long BASE_EPOCH_SECONDS = 1_700_000_000L;
    private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    static BenchRows generate(long rows, int blockRows, long seed, boolean sequentialIds) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Chunk> chunks = new ArrayList<>();
        long sum = 0;
        for (long start = 0; start < rows; start += blockRows) {
            int n = (int) Math.min(blockRows, rows - start);
            long[] ids = new long[n];
            long[] ts = new long[n];
            byte[] data = new byte[n * STRING_LENGTH];
            int[] offsets = new int[n + 1];
            for (int i = 0; i < n; i++) {
                ids[i] = sequentialIds ? start + i : random.nextLong();
                sum += ids[i];
                ts[i] = BASE_EPOCH_SECONDS + (start + i) / 100;
                for (int b = 0; b < STRING_LENGTH; b++) {
                    // printable ASCII without the CSV specials '"' and ','
                    byte c;
                    do {
                        c = (byte) (32 + random.nextInt(95));
                    } while (c == '"' || c == ',');
                    data[i * STRING_LENGTH + b] = c;
                }
                offsets[i + 1] = (i + 1) * STRING_LENGTH;
            }
            chunks.add(new Chunk(List.of(
                    new LongColumn(IntegerType.UINT64, ids, n),
                    new BytesColumn(StringType.INSTANCE, data, offsets, n),
                    new LongColumn(DateTimeType.INSTANCE, ts, n)), n));
        }
        return new BenchRows(List.copyOf(chunks), rows, sum);
    }

    /** Writes the rows as CSV (id as unsigned decimal, ts as 'YYYY-MM-DD hh:mm:ss' UTC). */
    void writeCsv(Path file) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
            for (Chunk c : chunks) {
                long[] ids = ((LongColumn) c.column(0)).values();
                BytesColumn s = (BytesColumn) c.column(1);
                long[] ts = ((LongColumn) c.column(2)).values();
                for (int i = 0; i < c.rows(); i++) {
                    out.write(Long.toUnsignedString(ids[i]).getBytes(StandardCharsets.US_ASCII));
                    out.write(',');
                    out.write(s.data(), s.start(i), s.length(i));
                    out.write(',');
                    out.write(LocalDateTime.ofEpochSecond(ts[i], 0, ZoneOffset.UTC).format(TS).getBytes(StandardCharsets.US_ASCII));
                    out.write('\n');
                }
            }
        }
    }
}
