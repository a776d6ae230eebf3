package io.mergelab.engine.merge;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;
import java.util.List;

/**
 * Compares a row of some key columns with a row of other key columns of the same types (rows of different chunks),
 * in the order parts are sorted: {@link io.mergelab.engine.column.SortPermutation}'s order (UInt64 unsigned, strings
 * byte-wise unsigned, NULLs last), without boxing. Built once per merge from sample columns.
 */
public final class KeyComparator {
    /** Compares row {@code i} of {@code a} with row {@code j} of {@code b}, two columns of one type. */
    @FunctionalInterface
    private interface ColumnOrder {
        int compare(Column a, int i, Column b, int j);
    }

    private final ColumnOrder[] parts;

    private KeyComparator(ColumnOrder[] parts) {
        this.parts = parts;
    }

    /** The comparator for columns shaped like {@code sample} (one entry per key column). */
    public static KeyComparator of(List<Column> sample) {
        return new KeyComparator(sample.stream().map(KeyComparator::order).toArray(ColumnOrder[]::new));
    }

    public int compare(Column[] a, int i, Column[] b, int j) {
        for (int k = 0; k < parts.length; k++) {
            int c = parts[k].compare(a[k], i, b[k], j);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static ColumnOrder order(Column sample) {
        if (sample instanceof LongColumn c) {
            if (c.type().unwrapLowCardinality() instanceof IntegerType t && t.isUInt64()) {
                return (a, i, b, j) -> Long.compareUnsigned(((LongColumn) a).values()[i], ((LongColumn) b).values()[j]);
            }
            return (a, i, b, j) -> Long.compare(((LongColumn) a).values()[i], ((LongColumn) b).values()[j]);
        }
        if (sample instanceof DoubleColumn) {
            return (a, i, b, j) -> Double.compare(((DoubleColumn) a).values()[i], ((DoubleColumn) b).values()[j]);
        }
        if (sample instanceof BytesColumn) {
            return (a, i, b, j) -> {
                BytesColumn x = (BytesColumn) a;
                BytesColumn y = (BytesColumn) b;
                int[] ox = x.offsets();
                int[] oy = y.offsets();
                return Arrays.compareUnsigned(x.data(), ox[i], ox[i + 1], y.data(), oy[j], oy[j + 1]);
            };
        }
        if (sample instanceof NullableColumn c) {
            ColumnOrder nested = order(c.nested());
            return (a, i, b, j) -> {
                NullableColumn x = (NullableColumn) a;
                NullableColumn y = (NullableColumn) b;
                byte nx = x.nulls()[i];
                byte ny = y.nulls()[j];
                if (nx != 0 || ny != 0) {
                    return Integer.compare(nx, ny);
                }
                return nested.compare(x.nested(), i, y.nested(), j);
            };
        }
        if (sample instanceof TupleColumn c) {
            ColumnOrder[] elements = c.elements().stream().map(KeyComparator::order).toArray(ColumnOrder[]::new);
            return (a, i, b, j) -> {
                List<Column> x = ((TupleColumn) a).elements();
                List<Column> y = ((TupleColumn) b).elements();
                for (int k = 0; k < elements.length; k++) {
                    int r = elements[k].compare(x.get(k), i, y.get(k), j);
                    if (r != 0) {
                        return r;
                    }
                }
                return 0;
            };
        }
        if (sample instanceof ArrayColumn c) {
            ColumnOrder elements = order(c.elements());
            return (a, i, b, j) -> {
                ArrayColumn x = (ArrayColumn) a;
                ArrayColumn y = (ArrayColumn) b;
                int fromX = x.offsets()[i];
                int fromY = y.offsets()[j];
                int lenX = x.offsets()[i + 1] - fromX;
                int lenY = y.offsets()[j + 1] - fromY;
                for (int k = 0; k < Math.min(lenX, lenY); k++) {
                    int r = elements.compare(x.elements(), fromX + k, y.elements(), fromY + k);
                    if (r != 0) {
                        return r;
                    }
                }
                return Integer.compare(lenX, lenY);
            };
        }
        throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "No order for key column of type " + sample.type().name());
    }
}
