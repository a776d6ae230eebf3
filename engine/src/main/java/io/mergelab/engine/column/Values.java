package io.mergelab.engine.column;

import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.UuidType;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.UUID;

/**
 * The Java classes that stand for boxed values (slow paths only): integers {@link Long} (UInt64 as its
 * raw bits), Bool {@link Boolean}, floats {@link Double}, Decimal {@link BigDecimal}, String and
 * FixedString {@link String} (UTF-8; {@code byte[]} is accepted on input), Date/Date32 {@link LocalDate},
 * DateTime/DateTime64 {@link Instant}, UUID {@link UUID}, Array and Tuple {@link java.util.List}, Map a List of
 * two-element [key, value] Lists (keys may repeat; a {@link java.util.Map} is accepted on input), Enum its name
 * {@link String} (a code {@link Number} is accepted on input),
 * NULL {@code null}.
 */
public final class Values {
    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L};

    private Values() {
    }

    public static Object fromLong(DataType type, long v) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof BoolType) {
            return v != 0;
        }
        if (t instanceof DecimalType d) {
            return BigDecimal.valueOf(v, d.scale());
        }
        if (t instanceof DateType || t instanceof Date32Type) {
            return LocalDate.ofEpochDay(v);
        }
        if (t instanceof DateTimeType) {
            return Instant.ofEpochSecond(v);
        }
        if (t instanceof DateTime64Type d) {
            long scale = POW10[d.precision()];
            return Instant.ofEpochSecond(Math.floorDiv(v, scale), Math.floorMod(v, scale) * POW10[9 - d.precision()]);
        }
        if (t instanceof NothingType) {
            return null;
        }
        if (t instanceof EnumType e) {
            return e.nameOf(v);
        }
        return v;
    }

    /** The {@code long} representation of a boxed value of a LONG-represented type. */
    public static long toLong(DataType type, Object value) {
        DataType t = type.unwrapLowCardinality();
        if (value instanceof Boolean b) {
            return b ? 1 : 0;
        }
        if (t instanceof EnumType e) {
            if (value instanceof String name) {
                return e.codeOf(name);
            }
            long code = ((Number) value).longValue();
            e.nameOf(code);
            return code;
        }
        if (t instanceof DecimalType d) {
            BigDecimal bd = value instanceof BigDecimal x ? x : new BigDecimal(value.toString());
            return bd.setScale(d.scale(), java.math.RoundingMode.DOWN).unscaledValue().longValueExact();
        }
        if (value instanceof LocalDate date) {
            return date.toEpochDay();
        }
        if (value instanceof Instant instant) {
            if (t instanceof DateTime64Type d) {
                return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), POW10[d.precision()]),
                        instant.getNano() / POW10[9 - d.precision()]);
            }
            return instant.getEpochSecond();
        }
        return ((Number) value).longValue();
    }

    public static Object fromBytes(DataType type, byte[] data, int offset, int length) {
        if (type.unwrapLowCardinality() instanceof UuidType) {
            ByteBuffer b = ByteBuffer.wrap(data, offset, length);
            return new UUID(b.getLong(), b.getLong());
        }
        if (type.unwrapLowCardinality() instanceof IPv6Type) {
            return Arrays.copyOfRange(data, offset, offset + length);
        }
        return new String(data, offset, length, StandardCharsets.UTF_8);
    }

    /** The bytes of a boxed value of a BYTES-represented type; FixedString is zero-padded to its length. */
    public static byte[] toBytes(DataType type, Object value) {
        DataType t = type.unwrapLowCardinality();
        if (value instanceof UUID u) {
            return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
        }
        byte[] bytes = value instanceof byte[] b ? b : value.toString().getBytes(StandardCharsets.UTF_8);
        if (t instanceof FixedStringType f && bytes.length != f.length()) {
            if (bytes.length > f.length()) {
                throw new IllegalArgumentException("Too large value for FixedString(" + f.length() + ")");
            }
            byte[] padded = new byte[f.length()];
            System.arraycopy(bytes, 0, padded, 0, bytes.length);
            return padded;
        }
        return bytes;
    }
}
