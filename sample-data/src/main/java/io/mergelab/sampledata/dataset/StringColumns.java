package io.mergelab.sampledata.dataset;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;

/** Builds string columns from a dictionary and per-row indexes in two passes (sizes, then one copy per row). */
public final class StringColumns {
    private final DataType type;
    private final byte[][] encoded;

    public StringColumns(DataType type, String... values) {
        this.type = type;
        this.encoded = new byte[values.length][];
        for (int v = 0; v < values.length; v++) {
            encoded[v] = values[v].getBytes(StandardCharsets.UTF_8);
        }
    }

    public int size() {
        return encoded.length;
    }

    /** The column of {@code rows} values, row i being dictionary entry {@code index[i]}, in new arrays. */
    public BytesColumn column(int[] index, int rows) {
        return column(index, rows, BlockScratch.fresh());
    }

    /** As {@link #column(int[], int)}, in arrays taken from {@code scratch}. */
    public BytesColumn column(int[] index, int rows, BlockScratch scratch) {
        int[] offsets = scratch.ints(rows + 1);
        for (int i = 0; i < rows; i++) {
            offsets[i + 1] = offsets[i] + encoded[index[i]].length;
        }
        byte[] data = scratch.bytes(offsets[rows]);
        for (int i = 0; i < rows; i++) {
            System.arraycopy(encoded[index[i]], 0, data, offsets[i], encoded[index[i]].length);
        }
        return new BytesColumn(type, data, offsets, rows);
    }
}
