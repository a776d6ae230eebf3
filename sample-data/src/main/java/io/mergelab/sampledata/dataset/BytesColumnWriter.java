package io.mergelab.sampledata.dataset;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;

/**
 * Builds a string column row by row straight into its byte buffer: values are assembled from ready byte pieces,
 * numbers and hex digits, so generating a row creates no String or byte[] objects. Call {@link #endRow} after each
 * row's pieces and {@link #finish} once.
 */
public final class BytesColumnWriter {
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private final DataType type;
    private final BlockScratch scratch;
    private final int[] offsets;
    private byte[] data;
    private int length;
    private int rows;

    /** A writer for {@code rows} values of about {@code bytesPerRow} bytes each (the buffer grows when needed). */
    public BytesColumnWriter(DataType type, int rows, int bytesPerRow) {
        this(type, rows, bytesPerRow, BlockScratch.fresh());
    }

    /** As {@link #BytesColumnWriter(DataType, int, int)}, its arrays taken from {@code scratch}. */
    public BytesColumnWriter(DataType type, int rows, int bytesPerRow, BlockScratch scratch) {
        this.type = type;
        this.scratch = scratch;
        this.offsets = scratch.ints(rows + 1);
        this.data = scratch.bytes(Math.max(16, (int) Math.min(Integer.MAX_VALUE - 16, (long) rows * bytesPerRow)));
    }

    public BytesColumnWriter append(byte[] piece) {
        ensure(piece.length);
        System.arraycopy(piece, 0, data, length, piece.length);
        length += piece.length;
        return this;
    }

    public BytesColumnWriter append(byte b) {
        ensure(1);
        data[length++] = b;
        return this;
    }

    /** Appends {@code piece} with every space replaced by {@code space} (a '+' for URL queries). */
    public BytesColumnWriter appendReplacingSpaces(byte[] piece, byte space) {
        ensure(piece.length);
        for (byte b : piece) {
            data[length++] = b == ' ' ? space : b;
        }
        return this;
    }

    /** Appends {@code value} (not negative) in decimal. */
    public BytesColumnWriter appendDecimal(long value) {
        return appendDecimal(value, 1);
    }

    /** Appends {@code value} (not negative) in decimal, left-padded with zeros to at least {@code width} digits. */
    public BytesColumnWriter appendDecimal(long value, int width) {
        int digits = 1;
        for (long v = value / 10; v > 0; v /= 10) {
            digits++;
        }
        int n = Math.max(digits, width);
        ensure(n);
        long v = value;
        for (int i = length + n - 1; i >= length; i--) {
            data[i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        length += n;
        return this;
    }

    /** Appends the low {@code digits} hex digits of {@code value}, most significant first, lower case. */
    public BytesColumnWriter appendHex(long value, int digits) {
        ensure(digits);
        for (int i = 0; i < digits; i++) {
            data[length + i] = HEX[(int) (value >>> (4 * (digits - 1 - i))) & 15];
        }
        length += digits;
        return this;
    }

    /** Closes the current row's value (an empty value when nothing was appended since the last call). */
    public void endRow() {
        offsets[++rows] = length;
    }

    /** The column of the rows ended so far; a fresh scratch's buffer is trimmed to the bytes used. */
    public BytesColumn finish() {
        return new BytesColumn(type, scratch.trim(data, length), offsets, rows);
    }

    private void ensure(int more) {
        if (length + more > data.length) {
            long grown = Math.max((long) length + more, (long) data.length * 3 / 2);
            if (grown > Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("string column of " + type + " exceeds 2 GiB in one block");
            }
            data = scratch.grow(data, length, (int) grown);
        }
    }
}
