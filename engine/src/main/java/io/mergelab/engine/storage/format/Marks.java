package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.serial.LittleEndian;

/**
 * The marks of one substream ({@code .mrk2}): per granule, plus the final mark, where the granule starts —
 * the offset of its compressed block in the {@code .bin} file and the offset inside that block once
 * decompressed — and how many rows it has (0 for the final mark). On disk: 24 bytes per mark, three
 * little-endian UInt64 in that order.
 */
public final class Marks {
    public static final int BYTES_PER_MARK = 24;

    private final long[] blockOffsets;
    private final int[] offsetsInBlock;
    private final int[] rows;

    public Marks(long[] blockOffsets, int[] offsetsInBlock, int[] rows) {
        this.blockOffsets = blockOffsets;
        this.offsetsInBlock = offsetsInBlock;
        this.rows = rows;
    }

    public int count() {
        return rows.length;
    }

    public long blockOffset(int mark) {
        return blockOffsets[mark];
    }

    public int offsetInBlock(int mark) {
        return offsetsInBlock[mark];
    }

    public int rows(int mark) {
        return rows[mark];
    }

    /** Granule row counts (every mark but the final one). */
    public int[] granuleRows() {
        return java.util.Arrays.copyOf(rows, rows.length - 1);
    }

    public long memoryBytes() {
        return 16L * rows.length;
    }

    public byte[] serialize() {
        byte[] out = new byte[rows.length * BYTES_PER_MARK];
        for (int i = 0; i < rows.length; i++) {
            int p = i * BYTES_PER_MARK;
            LittleEndian.putLong(out, p, blockOffsets[i]);
            LittleEndian.putLong(out, p + 8, offsetsInBlock[i]);
            LittleEndian.putLong(out, p + 16, rows[i]);
        }
        return out;
    }

    /**
     * Parses and validates marks: block offsets never decrease and stay within the data file, offsets in
     * block are small, and only the final mark has 0 rows.
     */
    public static Marks parse(byte[] data, long dataFileSize, String what) {
        if (data.length % BYTES_PER_MARK != 0 || data.length == 0) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad size " + data.length + " of marks file " + what);
        }
        int n = data.length / BYTES_PER_MARK;
        long[] blockOffsets = new long[n];
        int[] offsetsInBlock = new int[n];
        int[] rows = new int[n];
        long previous = 0;
        for (int i = 0; i < n; i++) {
            int p = i * BYTES_PER_MARK;
            long block = LittleEndian.getLong(data, p);
            long inBlock = LittleEndian.getLong(data, p + 8);
            long r = LittleEndian.getLong(data, p + 16);
            boolean last = i == n - 1;
            if (block < previous || block > dataFileSize || inBlock < 0 || inBlock > Integer.MAX_VALUE
                    || r < 0 || r > Integer.MAX_VALUE || (r == 0) != last) {
                throw new MergeLabException(ErrorCode.INCORRECT_MARK,
                        "Incorrect mark " + i + " (block " + block + ", offset " + inBlock + ", rows " + r + ") in " + what);
            }
            blockOffsets[i] = block;
            offsetsInBlock[i] = (int) inBlock;
            rows[i] = (int) r;
            previous = block;
        }
        return new Marks(blockOffsets, offsetsInBlock, rows);
    }
}
