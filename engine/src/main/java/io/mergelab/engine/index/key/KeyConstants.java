package io.mergelab.engine.index.key;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.time.ZoneId;
import java.util.Optional;

/**
 * Brings a constant of a condition to the {@link KeyDomain} value of a key type, only where comparing a key value
 * with that value in the domain is exactly how the engine compares the key with the constant (see
 * ComparisonFunctions): numbers of any width and signedness, dates and times against their own kind or an integer,
 * decimals of the same scale, and strings parsed as the key type the way the engine parses them. Anything else
 * (a fractional number against an integer key, a Date against a DateTime, NULL) has no value, and the condition
 * stays unknown rather than risk a wrong prune.
 */
final class KeyConstants {
    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
        100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L,
        1_000_000_000_000_000_000L};
    private static final double EXACT_DOUBLE_INTEGERS = 0x1p53;

    private KeyConstants() {
    }

    static Optional<Object> convert(Column constant, int row, DataType keyType, ZoneId zone) {
        Column c = constant;
        if (c instanceof NullableColumn n) {
            if (n.isNull(row)) {
                return Optional.empty();
            }
            c = n.nested();
        }
        DataType k = KeyDomain.bare(keyType);
        DataType u = KeyDomain.bare(c.type());
        if ((u instanceof StringType || u instanceof FixedStringType) && !(k instanceof StringType)) {
            return parsed(c.slice(row, 1), k, zone);
        }
        if (k instanceof StringType) {
            return u instanceof StringType ? Optional.of(KeyDomain.BYTES.valueAt(c, row)) : Optional.empty();
        }
        if (k instanceof IntegerType ki) {
            return toInteger(c, row, u, ki);
        }
        if (k instanceof DateType || k instanceof Date32Type) {
            return u instanceof DateType || u instanceof Date32Type || isSmallInteger(u) ? longAt(c, row) : Optional.empty();
        }
        if (k instanceof DateTimeType) {
            return u instanceof DateTimeType || isSmallInteger(u) ? longAt(c, row) : Optional.empty();
        }
        if (k instanceof DateTime64Type kd) {
            return u instanceof DateTime64Type ud && ud.precision() == kd.precision() ? longAt(c, row) : Optional.empty();
        }
        if (k instanceof DecimalType kd) {
            if (u instanceof DecimalType ud && ud.scale() == kd.scale()) {
                return longAt(c, row);
            }
            if (isSmallInteger(u) && kd.scale() < POW10.length) {
                try {
                    return Optional.of(Math.multiplyExact(((LongColumn) c).values()[row], POW10[kd.scale()]));
                } catch (ArithmeticException e) {
                    return Optional.empty();
                }
            }
            return Optional.empty();
        }
        if (k instanceof FloatType) {
            if (u instanceof IntegerType ui) {
                long v = ((LongColumn) c).values()[row];
                double d = ui.isUInt64() && v < 0 ? (v >>> 1) * 2.0 + (v & 1) : v;
                return Optional.of(d);
            }
            if (u instanceof FloatType) {
                double d = ((DoubleColumn) c).values()[row];
                return Double.isNaN(d) ? Optional.empty() : Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /** A string constant as the engine reads it when comparing it with a value of {@code keyType}. */
    private static Optional<Object> parsed(Column oneString, DataType keyType, ZoneId zone) {
        Optional<KeyDomain> domain = KeyDomain.of(keyType);
        if (domain.isEmpty()) {
            return Optional.empty();
        }
        try {
            Column converted = Conversions.convert(oneString, keyType, ConversionMode.CAST, zone);
            return Optional.ofNullable(domain.get().valueAt(converted, 0));
        } catch (MergeLabException e) {
            return Optional.empty();
        }
    }

    private static Optional<Object> toInteger(Column c, int row, DataType u, IntegerType key) {
        if (u instanceof IntegerType ui) {
            long v = ((LongColumn) c).values()[row];
            boolean hugeUnsigned = ui.isUInt64() && v < 0;
            boolean negative = ui.signed() && v < 0;
            if (hugeUnsigned && !key.isUInt64() || negative && key.isUInt64()) {
                return Optional.empty();
            }
            return Optional.of(v);
        }
        if (u instanceof FloatType) {
            double d = ((DoubleColumn) c).values()[row];
            if (d != Math.rint(d) || Math.abs(d) >= EXACT_DOUBLE_INTEGERS || key.isUInt64() && d < 0) {
                return Optional.empty();
            }
            return Optional.of((long) d);
        }
        return Optional.empty();
    }

    /** Integers that are not UInt64 values beyond Int64 (those the engine compares as Int64 with dates). */
    private static boolean isSmallInteger(DataType u) {
        return u instanceof IntegerType i && !i.isUInt64();
    }

    private static Optional<Object> longAt(Column c, int row) {
        return c instanceof LongColumn l ? Optional.of(l.values()[row]) : Optional.empty();
    }
}
