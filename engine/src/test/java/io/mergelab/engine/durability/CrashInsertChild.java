package io.mergelab.engine.durability;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;

/**
 * The process {@link CrashSafetyTest} kills: inserts numbered batches, each spread over several partitions
 * (so several parts per insert), and prints {@code ACK <batch>} after each insert returns.
 */
public final class CrashInsertChild {
    static final int ROWS_PER_BATCH = 120_000;
    static final int PARTITIONS = 6;
    static final int PAYLOAD_BYTES = 48;

    private CrashInsertChild() {
    }

    public static void main(String[] args) {
        try (Engine engine = Engine.open(Path.of(args[0]))) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE IF NOT EXISTS crash (batch UInt64, p UInt8, payload String) "
                    + "ENGINE = MergeTree PARTITION BY p ORDER BY batch SETTINGS index_granularity = 1024").close();
            long batch = maxBatch(s) + 1;
            System.out.println("READY");
            System.out.flush();
            while (true) {
                s.insert("crash", List.of("batch", "p", "payload"), List.of(batchChunk(batch)).iterator());
                System.out.println("ACK " + batch);
                System.out.flush();
                batch++;
            }
        }
    }

    static long maxBatch(Session s) {
        long max = 0;
        try (QueryResult r = s.execute("SELECT batch FROM crash")) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                LongColumn c = (LongColumn) it.next().column(0);
                for (int i = 0; i < c.size(); i++) {
                    max = Math.max(max, c.getLong(i));
                }
            }
        }
        return max;
    }

    private static Chunk batchChunk(long batch) {
        int n = ROWS_PER_BATCH;
        long[] batches = new long[n];
        long[] partitions = new long[n];
        byte[] payload = new byte[n * PAYLOAD_BYTES];
        int[] offsets = new int[n + 1];
        for (int i = 0; i < n; i++) {
            batches[i] = batch;
            partitions[i] = i % PARTITIONS;
            for (int b = 0; b < PAYLOAD_BYTES; b++) {
                payload[i * PAYLOAD_BYTES + b] = (byte) ('a' + (i + b) % 26);
            }
            offsets[i + 1] = (i + 1) * PAYLOAD_BYTES;
        }
        return new Chunk(List.of(
                new LongColumn(IntegerType.UINT64, batches, n),
                new LongColumn(IntegerType.UINT8, partitions, n),
                new BytesColumn(StringType.INSTANCE, payload, offsets, n)), n);
    }
}
