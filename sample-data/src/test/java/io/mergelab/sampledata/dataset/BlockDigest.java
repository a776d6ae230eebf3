package io.mergelab.sampledata.dataset;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import java.util.ArrayList;
import java.util.List;

/** Order-sensitive 64-bit digests of generated blocks, for comparing generations value by value. */
public final class BlockDigest {
    private BlockDigest() {
    }

    /** A digest of every value of {@code chunk}, column by column, row by row (long and string columns only). */
    public static long of(Chunk chunk) {
        long h = chunk.rows();
        for (Column column : chunk.columns()) {
            if (column instanceof LongColumn longs) {
                for (int r = 0; r < chunk.rows(); r++) {
                    h = mix(h, longs.getLong(r));
                }
            } else if (column instanceof BytesColumn bytes) {
                for (int r = 0; r < chunk.rows(); r++) {
                    h = mix(h, bytes.length(r));
                    for (int b = bytes.start(r); b < bytes.start(r) + bytes.length(r); b++) {
                        h = mix(h, bytes.data()[b]);
                    }
                }
            } else {
                throw new IllegalArgumentException("no digest for " + column.getClass().getSimpleName());
            }
        }
        return h;
    }

    /** The digests of all blocks of {@code generator}, in block order. */
    public static List<Long> all(BlockGenerator generator) {
        List<Long> digests = new ArrayList<>();
        for (int b = 0; b < generator.blockCount(); b++) {
            digests.add(of(generator.block(b)));
        }
        return digests;
    }

    private static long mix(long h, long v) {
        long z = (h ^ v) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }
}
