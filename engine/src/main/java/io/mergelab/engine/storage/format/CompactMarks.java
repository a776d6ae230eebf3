package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.serial.LittleEndian;

/**
 * The marks of a Compact part ({@code data.mrk3}), laid out as ClickHouse's: per mark (granules, then the final mark),
 * for each column in part order the offset of its compressed block in {@code data.bin} and the offset inside that block
 * once decompressed (two little-endian UInt64), then the mark's row count (UInt64, 0 for the final mark). Every column's
 * granule starts a block of its own here, so the offsets in block are 0.
 */
public final class CompactMarks {
    private final int columns;
    /** {@code [mark * columns + column]}. */
    private final long[] blockOffsets;
    private final int[] offsetsInBlock;
    private final int[] rows;

    public CompactMarks(int columns, long[] blockOffsets, int[] offsetsInBlock, int[] rows) {
        this.columns = columns;
        this.blockOffsets = blockOffsets;
        this.offsetsInBlock = offsetsInBlock;
        this.rows = rows;
    }

    /** Bytes of one mark for {@code columns} columns. */
    public static long bytesPerMark(int columns) {
        return 16L * columns + 8;
    }

    public int count() {
        return rows.length;
    }

    /** Granule row counts (every mark but the final one). */
    public int[] granuleRows() {
        return java.util.Arrays.copyOf(rows, rows.length - 1);
    }

    /** Column {@code column}'s marks alone, as a Wide part's stream has them. */
    public Marks column(int column) {
        long[] offsets = new long[rows.length];
        int[] inBlock = new int[rows.length];
        for (int m = 0; m < rows.length; m++) {
            offsets[m] = blockOffsets[m * columns + column];
            inBlock[m] = offsetsInBlock[m * columns + column];
        }
        return new Marks(offsets, inBlock, rows.clone());
    }

    /**
     * Compressed bytes of each column in {@code data.bin}: from its mark to the next column's (the next granule's
     * first column after the last column), summed over the granules.
     */
    public long[] compressedBytesPerColumn() {
        long[] out = new long[columns];
        for (int m = 0; m + 1 < rows.length; m++) {
            for (int c = 0; c < columns; c++) {
                int at = m * columns + c;
                out[c] += blockOffsets[at + 1] - blockOffsets[at];
            }
        }
        return out;
    }

    public byte[] serialize() {
        int per = (int) bytesPerMark(columns);
        byte[] out = new byte[rows.length * per];
        for (int m = 0; m < rows.length; m++) {
            int p = m * per;
            for (int c = 0; c < columns; c++) {
                LittleEndian.putLong(out, p, blockOffsets[m * columns + c]);
                LittleEndian.putLong(out, p + 8, offsetsInBlock[m * columns + c]);
                p += 16;
            }
            LittleEndian.putLong(out, p, rows[m]);
        }
        return out;
    }

    /**
     * Parses and validates the marks of {@code columns} columns: block offsets never decrease in file order and stay
     * within the data file, and only the final mark has 0 rows.
     */
    public static CompactMarks parse(byte[] data, int columns, long dataFileSize, String what) {
        long per = bytesPerMark(columns);
        if (data.length == 0 || data.length % per != 0) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad size " + data.length + " of marks file " + what
                    + " for " + columns + " columns");
        }
        int n = (int) (data.length / per);
        long[] offsets = new long[n * columns];
        int[] inBlock = new int[n * columns];
        int[] rows = new int[n];
        long previous = 0;
        for (int m = 0; m < n; m++) {
            int p = (int) (m * per);
            for (int c = 0; c < columns; c++, p += 16) {
                long block = LittleEndian.getLong(data, p);
                long offset = LittleEndian.getLong(data, p + 8);
                if (block < previous || block > dataFileSize || offset < 0 || offset > Integer.MAX_VALUE) {
                    throw new MergeLabException(ErrorCode.INCORRECT_MARK, "Incorrect mark " + m + " of column " + c
                            + " (block " + block + ", offset " + offset + ") in " + what);
                }
                offsets[m * columns + c] = block;
                inBlock[m * columns + c] = (int) offset;
                previous = block;
            }
            long r = LittleEndian.getLong(data, p);
            if (r < 0 || r > Integer.MAX_VALUE || (r == 0) != (m == n - 1)) {
                throw new MergeLabException(ErrorCode.INCORRECT_MARK, "Incorrect row count " + r + " of mark " + m + " in " + what);
            }
            rows[m] = (int) r;
        }
        return new CompactMarks(columns, offsets, inBlock, rows);
    }

    public long memoryBytes() {
        return 12L * blockOffsets.length + 4L * rows.length;
    }
}
