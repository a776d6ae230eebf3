package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * ARRAY JOIN over a chunk, as ClickHouse's ArrayJoinAction: the array columns at {@code arrayColumns} are replaced
 * in place by their elements, one output row per element, and every other column is repeated for each of its
 * row's elements. Several arrays are joined in parallel and must have equal sizes in every row. A row with empty
 * arrays disappears, unless {@code left}: then it stays once, with default elements.
 */
public record ArrayJoinAction(int[] arrayColumns, boolean left) {
    public ArrayJoinAction {
        arrayColumns = arrayColumns.clone();
        if (arrayColumns.length == 0) {
            throw new IllegalArgumentException("ARRAY JOIN of no arrays");
        }
    }

    /**
     * What one row of an {@code ARRAY JOIN} of {@code type} holds: an Array's element, a Map's entry as
     * {@code Tuple(K, V)} (a Map is stored as an Array of them, as in ClickHouse); empty for other types.
     */
    public static Optional<DataType> elementType(DataType type) {
        if (type instanceof ArrayType a) {
            return Optional.of(a.element());
        }
        if (type instanceof MapType m) {
            return Optional.of(m.entryType());
        }
        return Optional.empty();
    }

    /** The column types after the join ({@code names} for messages): the array columns get their element types. */
    public List<DataType> outputTypes(List<String> names, List<DataType> inputTypes) {
        List<DataType> types = new ArrayList<>(inputTypes);
        for (int c : arrayColumns) {
            DataType t = types.get(c);
            types.set(c, elementType(t).orElseThrow(() -> new MergeLabException(ErrorCode.TYPE_MISMATCH,
                    "ARRAY JOIN requires an Array or Map, column " + names.get(c) + " is " + t.name())));
        }
        return types;
    }

    public Chunk apply(Chunk chunk) {
        int rows = chunk.rows();
        ArrayColumn[] arrays = new ArrayColumn[arrayColumns.length];
        for (int j = 0; j < arrays.length; j++) {
            arrays[j] = (ArrayColumn) chunk.column(arrayColumns[j]);
        }
        int[] repeats = new int[rows];
        long total = 0;
        boolean padded = false;
        boolean oneEach = true;
        for (int r = 0; r < rows; r++) {
            int n = arrays[0].length(r);
            for (int j = 1; j < arrays.length; j++) {
                if (arrays[j].length(r) != n) {
                    throw new MergeLabException(ErrorCode.SIZES_OF_ARRAYS_DONT_MATCH,
                            "Sizes of ARRAY-JOIN-ed arrays do not match: " + n + " and " + arrays[j].length(r));
                }
            }
            if (n == 0 && left) {
                n = 1;
                padded = true;
            }
            repeats[r] = n;
            total += n;
            oneEach &= n == 1;
        }
        if (total > Integer.MAX_VALUE - 8) {
            throw new MergeLabException(ErrorCode.TOO_LARGE_ARRAY_SIZE, "ARRAY JOIN of a block would give " + total + " rows");
        }
        int outRows = (int) total;
        int[] source = new int[outRows];
        int pos = 0;
        for (int r = 0; r < rows; r++) {
            for (int k = 0; k < repeats[r]; k++) {
                source[pos++] = r;
            }
        }
        List<Column> out = new ArrayList<>(chunk.columnCount());
        for (int c = 0; c < chunk.columnCount(); c++) {
            int j = indexOfArray(c);
            if (j < 0) {
                out.add(oneEach ? chunk.column(c) : chunk.column(c).take(source, outRows));
            } else {
                out.add(padded ? paddedElements(arrays[j], outRows) : contiguousElements(arrays[j], rows, outRows));
            }
        }
        return new Chunk(out, outRows);
    }

    private int indexOfArray(int column) {
        for (int j = 0; j < arrayColumns.length; j++) {
            if (arrayColumns[j] == column) {
                return j;
            }
        }
        return -1;
    }

    /** Without padding the output takes every element of the chunk's rows, in order: one slice. */
    private static Column contiguousElements(ArrayColumn array, int rows, int outRows) {
        int from = array.offsets()[0];
        Column elements = array.elements();
        return from == 0 && outRows == elements.size() ? elements : elements.slice(from, outRows);
    }

    /** LEFT ARRAY JOIN with empty arrays: their row gets the element type's default value. */
    private static Column paddedElements(ArrayColumn array, int outRows) {
        Column elements = array.elements();
        ColumnBuilder b = ColumnBuilder.create(elementType(array.type()).orElseThrow(), outRows);
        for (int r = 0; r < array.size(); r++) {
            int start = array.offsets()[r];
            int end = array.offsets()[r + 1];
            if (start == end) {
                b.appendDefault();
            }
            for (int e = start; e < end; e++) {
                b.appendFrom(elements, e);
            }
        }
        return b.build();
    }
}
