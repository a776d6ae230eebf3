package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.column.Values;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.UuidType;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.OptionalLong;
import java.util.UUID;

/**
 * The {@link ValueHash} of a query constant as a value of an indexed type, when the conversion is exact and
 * independent of settings; empty otherwise (a NULL, a number out of the type's range, a string for a DateTime whose
 * reading depends on the time zone, ...). Empty makes the predicate unknown to the index, which is always safe.
 */
final class ConstantHash {
    private static final long DATE32_MIN = LocalDate.of(1900, 1, 1).toEpochDay();
    private static final long DATE32_MAX = LocalDate.of(2299, 12, 31).toEpochDay();
    private static final long MAX_EXACT_DOUBLE = 1L << 53;
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    private ConstantHash() {
    }

    static OptionalLong of(DataType type, Object value) {
        if (value == null) {
            return OptionalLong.empty();
        }
        if (type instanceof IntegerType t) {
            return integer(t, value);
        }
        if (type instanceof BoolType) {
            OptionalLong v = exactLong(value instanceof Boolean b ? (Object) (b ? 1L : 0L) : value);
            return v.isPresent() && (v.getAsLong() == 0 || v.getAsLong() == 1) ? hashed(v.getAsLong()) : OptionalLong.empty();
        }
        if (type instanceof EnumType e) {
            if (value instanceof String name) {
                int i = e.indexOfName(name);
                return i < 0 ? OptionalLong.empty() : hashed(e.codes().get(i));
            }
            OptionalLong code = exactLong(value);
            return code.isPresent() && e.hasCode(code.getAsLong()) ? hashed(code.getAsLong()) : OptionalLong.empty();
        }
        if (type instanceof DateType || type instanceof Date32Type) {
            OptionalLong days = value instanceof String s ? date(s) : exactLong(value);
            long min = type instanceof DateType ? 0 : DATE32_MIN;
            long max = type instanceof DateType ? 0xFFFF : DATE32_MAX;
            return inRange(days, min, max);
        }
        if (type instanceof DateTimeType) {
            return value instanceof String ? OptionalLong.empty() : inRange(exactLong(value), 0, 0xFFFF_FFFFL);
        }
        if (type instanceof FloatType f) {
            return floating(f, value);
        }
        if (value instanceof String s) {
            return bytes(type, s);
        }
        return OptionalLong.empty();
    }

    /** The hash of {@code type}'s default value (0, '', zero bytes, the smallest enum code). */
    static long ofDefault(DataType type) {
        if (type instanceof EnumType e) {
            return ValueHash.ofLong(e.defaultCode());
        }
        if (type instanceof FloatType) {
            return ValueHash.ofDouble(0.0);
        }
        if (type instanceof FixedStringType f) {
            return ValueHash.ofBytes(new byte[f.length()], 0, f.length());
        }
        if (type instanceof UuidType) {
            return ValueHash.ofBytes(new byte[16], 0, 16);
        }
        if (type instanceof StringType) {
            return ValueHash.ofBytes(new byte[0], 0, 0);
        }
        return ValueHash.ofLong(0);
    }

    private static OptionalLong integer(IntegerType t, Object value) {
        if (t.isUInt64() && value instanceof BigInteger big) {
            return big.signum() >= 0 && big.compareTo(TWO_64) < 0 ? hashed(big.longValue()) : OptionalLong.empty();
        }
        OptionalLong v = exactLong(value instanceof Boolean b ? (Object) (b ? 1L : 0L) : value);
        if (v.isEmpty()) {
            return v;
        }
        long x = v.getAsLong();
        if (t.isUInt64()) {
            return x >= 0 ? hashed(x) : OptionalLong.empty();
        }
        return inRange(v, t.minValue(), t.maxValue());
    }

    private static OptionalLong floating(FloatType f, Object value) {
        double d;
        if (value instanceof Long l && Math.abs(l) <= MAX_EXACT_DOUBLE) {
            d = l;
        } else if (value instanceof Double x) {
            d = x;
        } else {
            return OptionalLong.empty();
        }
        // Float32 values are held rounded to float precision, so the constant is rounded the same way.
        return OptionalLong.of(ValueHash.ofDouble(f.bits() == 32 ? (double) (float) d : d));
    }

    private static OptionalLong bytes(DataType type, String s) {
        if (type instanceof StringType) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            return OptionalLong.of(ValueHash.ofBytes(b, 0, b.length));
        }
        if (type instanceof FixedStringType f) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            if (b.length > f.length()) {
                return OptionalLong.empty();
            }
            byte[] padded = new byte[f.length()];
            System.arraycopy(b, 0, padded, 0, b.length);
            return OptionalLong.of(ValueHash.ofBytes(padded, 0, padded.length));
        }
        if (type instanceof UuidType && s.length() == 36) {
            try {
                byte[] b = Values.toBytes(type, UUID.fromString(s));
                return OptionalLong.of(ValueHash.ofBytes(b, 0, b.length));
            } catch (IllegalArgumentException e) {
                return OptionalLong.empty();
            }
        }
        return OptionalLong.empty();
    }

    private static OptionalLong date(String s) {
        try {
            return OptionalLong.of(LocalDate.parse(s).toEpochDay());
        } catch (DateTimeParseException e) {
            return OptionalLong.empty();
        }
    }

    /** An integral constant: a Long, or a Double with an exact integer value. */
    private static OptionalLong exactLong(Object value) {
        if (value instanceof Long l) {
            return OptionalLong.of(l);
        }
        if (value instanceof Double d && d == Math.rint(d) && Math.abs(d) < 0x1p63) {
            return OptionalLong.of(d.longValue());
        }
        return OptionalLong.empty();
    }

    private static OptionalLong inRange(OptionalLong v, long min, long max) {
        return v.isPresent() && v.getAsLong() >= min && v.getAsLong() <= max ? hashed(v.getAsLong()) : OptionalLong.empty();
    }

    private static OptionalLong hashed(long v) {
        return OptionalLong.of(ValueHash.ofLong(v));
    }
}
