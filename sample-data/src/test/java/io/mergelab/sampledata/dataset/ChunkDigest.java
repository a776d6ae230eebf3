package io.mergelab.sampledata.dataset;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A SHA-256 of a block's values (types, row count, and each column's used values), to compare blocks cheaply. */
public final class ChunkDigest {
    private ChunkDigest() {
    }

    public static String of(Chunk chunk) {
        MessageDigest sha = sha256();
        sha.update(ByteBuffer.allocate(Integer.BYTES).putInt(chunk.rows()).array());
        for (Column column : chunk.columns()) {
            sha.update(column.type().name().getBytes(StandardCharsets.UTF_8));
            ByteBuffer values = ByteBuffer.allocate(Long.BYTES * chunk.rows());
            if (column instanceof LongColumn c) {
                for (int i = 0; i < chunk.rows(); i++) {
                    values.putLong(c.values()[i]);
                }
            } else if (column instanceof DoubleColumn c) {
                for (int i = 0; i < chunk.rows(); i++) {
                    values.putDouble(c.values()[i]);
                }
            } else if (column instanceof BytesColumn c) {
                for (int i = 0; i < chunk.rows(); i++) {
                    values.putLong(c.length(i));
                }
                sha.update(c.data(), c.offsets()[0], c.offsets()[chunk.rows()] - c.offsets()[0]);
            } else {
                throw new AssertionError("unexpected column " + column.getClass().getSimpleName());
            }
            sha.update(values.array());
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
