package io.mergelab.engine.function;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Small column utilities shared by the function families. */
public final class ColumnOps {
    public static final DataType ONLY_NULL = new NullableType(NothingType.INSTANCE);

    private ColumnOps() {
    }

    /** {@code rows} copies of row 0. */
    public static Column replicate(Column c, int rows) {
        if (c.size() == rows && rows <= 1) {
            return c;
        }
        if (c instanceof LongColumn l) {
            long[] out = new long[rows];
            Arrays.fill(out, l.values()[0]);
            return new LongColumn(c.type(), out, rows);
        }
        if (c instanceof DoubleColumn d) {
            double[] out = new double[rows];
            Arrays.fill(out, d.values()[0]);
            return new DoubleColumn(c.type(), out, rows);
        }
        if (c instanceof BytesColumn b) {
            int len = b.length(0);
            byte[] data = new byte[Math.multiplyExact(len, rows)];
            int[] offsets = new int[rows + 1];
            for (int i = 0; i < rows; i++) {
                System.arraycopy(b.data(), b.start(0), data, i * len, len);
                offsets[i + 1] = (i + 1) * len;
            }
            return new BytesColumn(c.type(), data, offsets, rows);
        }
        if (c instanceof NullableColumn n) {
            byte[] nulls = new byte[rows];
            Arrays.fill(nulls, n.nulls()[0]);
            return new NullableColumn(c.type(), replicate(n.nested(), rows), nulls);
        }
        return c.take(new int[rows], rows);
    }

    /** The same values under another (equivalent) type, e.g. without LowCardinality. */
    public static Column retype(Column c, DataType type) {
        if (c.type().equals(type)) {
            return c;
        }
        if (c instanceof LongColumn l) {
            return new LongColumn(type, l.values(), l.size());
        }
        if (c instanceof DoubleColumn d) {
            return new DoubleColumn(type, d.values(), d.size());
        }
        if (c instanceof BytesColumn b) {
            return new BytesColumn(type, b.data(), b.offsets(), b.size());
        }
        DataType t = type.unwrapLowCardinality();
        if (c instanceof NullableColumn n) {
            DataType nested = t instanceof NullableType nt ? nt.nested() : t;
            return new NullableColumn(type, retype(n.nested(), nested), n.nulls());
        }
        if (c instanceof ArrayColumn a && t instanceof MapType mt) {
            return new ArrayColumn(type, retype(a.elements(), mt.entryType()), a.offsets(), a.size());
        }
        if (c instanceof ArrayColumn a && t instanceof ArrayType at) {
            return new ArrayColumn(type, retype(a.elements(), at.element()), a.offsets(), a.size());
        }
        if (c instanceof TupleColumn tc && t instanceof TupleType tt) {
            List<Column> elements = new ArrayList<>();
            for (int i = 0; i < tc.elements().size(); i++) {
                elements.add(retype(tc.elements().get(i), tt.elements().get(i)));
            }
            return new TupleColumn(type, elements, tc.size());
        }
        return c;
    }

    /** A column of {@code rows} NULLs of a Nullable type (or Nullable(Nothing)). */
    public static Column allNull(DataType nullableType, int rows) {
        NullableType t = (NullableType) nullableType.unwrapLowCardinality();
        ColumnBuilder nested = ColumnBuilder.create(t.nested(), rows);
        for (int i = 0; i < rows; i++) {
            nested.appendDefault();
        }
        byte[] nulls = new byte[rows];
        Arrays.fill(nulls, (byte) 1);
        return new NullableColumn(nullableType, nested.build(), nulls);
    }

    public static LongColumn longs(DataType type, long[] values, int rows) {
        return new LongColumn(type, values, rows);
    }

    public static LongColumn uint8(long[] values, int rows) {
        return new LongColumn(IntegerType.UINT8, values, rows);
    }

    /** A one-row column holding a boxed value (see {@link io.mergelab.engine.column.Values}). */
    public static Column constant(DataType type, Object value) {
        ColumnBuilder b = ColumnBuilder.create(type, 1);
        b.appendValue(value);
        return b.build();
    }

    /** The nested values of a possibly Nullable column. */
    public static Column stripNullable(Column c) {
        return c instanceof NullableColumn n ? n.nested() : c;
    }

    /** The null map of a column, or {@code null} when it cannot hold NULLs. */
    public static byte[] nullMap(Column c) {
        return c instanceof NullableColumn n ? n.nulls() : null;
    }

    /** Wraps a column as Nullable with the given null map (merging the column's own nulls if it has them). */
    public static Column withNulls(Column c, byte[] nulls, DataType nullableType) {
        if (c instanceof NullableColumn n) {
            byte[] merged = nulls.clone();
            for (int i = 0; i < merged.length; i++) {
                merged[i] |= n.nulls()[i];
            }
            return new NullableColumn(nullableType, retype(n.nested(), ((NullableType) nullableType).nested()), merged);
        }
        return new NullableColumn(nullableType, retype(c, ((NullableType) nullableType).nested()), nulls);
    }

    /** Builds a column row by row from another column's rows at the given positions (slow path). */
    public static Column gather(DataType type, Column source, int[] rows, int count) {
        ColumnBuilder b = ColumnBuilder.create(type, count);
        for (int i = 0; i < count; i++) {
            b.appendFrom(source, rows[i]);
        }
        return b.build();
    }
}
