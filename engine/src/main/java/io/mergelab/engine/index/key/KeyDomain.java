package io.mergelab.engine.index.key;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * How key values of one type are ordered, as the engine orders them when it sorts a part and compares values:
 * integers, dates, times and decimals by their signed {@code long} ({@link Long}), UInt64 unsigned, floats by
 * {@link Double}, strings byte-wise unsigned ({@code byte[]}). Other types (Bool, UUID, FixedString, Enum, arrays, tuples)
 * have no domain here, and conditions on them stay unknown.
 */
enum KeyDomain {
    SIGNED, UNSIGNED, FLOAT, BYTES;

    static Optional<KeyDomain> of(DataType type) {
        DataType t = bare(type);
        if (t instanceof IntegerType i) {
            return Optional.of(i.isUInt64() ? UNSIGNED : SIGNED);
        }
        if (t instanceof DateType || t instanceof Date32Type || t instanceof DateTimeType
                || t instanceof DateTime64Type || t instanceof DecimalType) {
            return Optional.of(SIGNED);
        }
        if (t instanceof FloatType) {
            return Optional.of(FLOAT);
        }
        if (t instanceof StringType) {
            return Optional.of(BYTES);
        }
        return Optional.empty();
    }

    /** The type without LowCardinality and Nullable wrappers. */
    static DataType bare(DataType type) {
        DataType t = type.unwrapLowCardinality();
        return t instanceof NullableType n ? n.nested().unwrapLowCardinality() : t;
    }

    /** The value at {@code row} in this domain, or null for NULL and NaN (which bound nothing). */
    Object valueAt(Column c, int row) {
        if (c instanceof NullableColumn n) {
            return n.isNull(row) ? null : valueAt(n.nested(), row);
        }
        return switch (this) {
            case SIGNED, UNSIGNED -> c instanceof LongColumn l ? l.values()[row] : null;
            case FLOAT -> c instanceof DoubleColumn d && !Double.isNaN(d.values()[row]) ? d.values()[row] : null;
            case BYTES -> c instanceof BytesColumn b ? b.getBytes(row) : null;
        };
    }

    /** All values of {@code c} in this domain ({@link #valueAt}). */
    Object[] values(Column c) {
        Object[] out = new Object[c.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = valueAt(c, i);
        }
        return out;
    }

    int compare(Object a, Object b) {
        return switch (this) {
            case SIGNED -> Long.compare((Long) a, (Long) b);
            case UNSIGNED -> Long.compareUnsigned((Long) a, (Long) b);
            case FLOAT -> compareNumerically((Double) a, (Double) b);
            case BYTES -> Arrays.compareUnsigned((byte[]) a, (byte[]) b);
        };
    }

    /** As SQL compares floats: -0.0 equals 0.0 (NaN never gets here). */
    private static int compareNumerically(double a, double b) {
        return a < b ? -1 : a > b ? 1 : 0;
    }

    /** A value as ClickHouse prints a key condition's bound: numbers plain (dates as day numbers), strings quoted. */
    String format(Object v) {
        return switch (this) {
            case SIGNED -> Long.toString((Long) v);
            case UNSIGNED -> Long.toUnsignedString((Long) v);
            case FLOAT -> formatDouble((Double) v);
            case BYTES -> quote(new String((byte[]) v, StandardCharsets.UTF_8));
        };
    }

    private static String formatDouble(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return Double.toString(d);
    }

    private static String quote(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
