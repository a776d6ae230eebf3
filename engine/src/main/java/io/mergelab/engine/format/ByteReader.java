package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A byte buffer over an input stream that parsers scan in place. A field or row being scanned may span a
 * refill: {@link #fill(int)} keeps the bytes from a given position by moving them to the front, so callers
 * rebase their positions by {@link #lastShift}.
 */
final class ByteReader {
    private static final int INITIAL_CAPACITY = 1 << 16;

    private final InputStream in;
    byte[] buf = new byte[INITIAL_CAPACITY];
    int pos;
    int limit;
    int lastShift;
    private boolean eof;

    ByteReader(InputStream in) {
        this.in = in;
    }

    /**
     * Reads more input after {@code limit}, first moving {@code buf[keepFrom, limit)} to the front (positions
     * move left by {@link #lastShift}). Returns false at the end of the input.
     */
    boolean fill(int keepFrom) {
        lastShift = 0;
        if (eof) {
            return false;
        }
        if (keepFrom > 0) {
            System.arraycopy(buf, keepFrom, buf, 0, limit - keepFrom);
            limit -= keepFrom;
            pos -= keepFrom;
            lastShift = keepFrom;
        }
        if (limit == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        try {
            int n;
            do {
                n = in.read(buf, limit, buf.length - limit);
            } while (n == 0);
            if (n < 0) {
                eof = true;
                return false;
            }
            limit += n;
            return true;
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read input data: " + e.getMessage(), e);
        }
    }

    /** True if no bytes remain at {@link #pos}. */
    boolean atEnd() {
        return pos >= limit && !fill(pos);
    }

    void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot close input: " + e.getMessage(), e);
        }
    }
}
