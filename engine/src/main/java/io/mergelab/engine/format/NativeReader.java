package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.charset.StandardCharsets;

/** The Native format's primitives read from a {@link ByteReader}; running out of input mid-value is an error. */
final class NativeReader {
    private final ByteReader reader;

    NativeReader(ByteReader reader) {
        this.reader = reader;
    }

    boolean atEnd() {
        return reader.atEnd();
    }

    /** ClickHouse's VarUInt (7 bits a byte, low first), at most an int here. */
    int varUInt() {
        long value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            int p = require(1);
            byte b = reader.buf[p];
            value |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                if (value > Integer.MAX_VALUE) {
                    break;
                }
                return (int) value;
            }
        }
        throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Cannot read Native data: a length or count is too large");
    }

    String string() {
        int length = varUInt();
        int p = require(length);
        return new String(reader.buf, p, length, StandardCharsets.UTF_8);
    }

    /** Makes {@code length} bytes available and consumes them; returns where they start in {@link #buffer()}. */
    int require(long length) {
        if (length > Integer.MAX_VALUE / 2) {
            throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Cannot read Native data: a column of " + length
                    + " bytes is too large");
        }
        while (reader.limit - reader.pos < length) {
            if (!reader.fill(reader.pos)) {
                throw truncated();
            }
        }
        int start = reader.pos;
        reader.pos += (int) length;
        return start;
    }

    byte[] buffer() {
        return reader.buf;
    }

    void copy(byte[] target, int offset, int length) {
        int p = require(length);
        System.arraycopy(reader.buf, p, target, offset, length);
    }

    /** Consumes {@code length} bytes without keeping them in the buffer. */
    void skip(long length) {
        long left = length;
        while (left > 0) {
            if (reader.pos >= reader.limit && !reader.fill(reader.pos)) {
                throw truncated();
            }
            int take = (int) Math.min(left, reader.limit - reader.pos);
            reader.pos += take;
            left -= take;
        }
    }

    private static MergeLabException truncated() {
        return new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read all data: the Native input ends inside a block");
    }

    void close() {
        reader.close();
    }
}
