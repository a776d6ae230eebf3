package io.mergelab.engine.function.format;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.BytesColumnBuilder;
import io.mergelab.engine.column.Capacity;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * hex and bin write bytes as digits, as ClickHouse's encoding functions do: upper-case hex (two digits a byte) or
 * binary (eight digits a byte). A string gives all its bytes; an integer (Date, DateTime: their day or second
 * number) its bytes from the most significant non-zero one (two's complement for negative numbers); a float its
 * IEEE bytes in memory (little-endian) order, none left out. unhex and unbin read the digits back into bytes.
 */
public final class DigitEncodingFunctions {
    private static final byte[] DIGITS = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

    private DigitEncodingFunctions() {
    }

    /** Digits of one byte in base 16 or 2. */
    private enum Base {
        HEX(4), BIN(1);

        private final int bitsPerDigit;

        Base(int bitsPerDigit) {
            this.bitsPerDigit = bitsPerDigit;
        }

        int digitsPerByte() {
            return 8 / bitsPerDigit;
        }

        void write(int b, byte[] text, int at) {
            int n = digitsPerByte();
            int mask = (1 << bitsPerDigit) - 1;
            for (int d = 0; d < n; d++) {
                text[at + d] = DIGITS[(b >>> (bitsPerDigit * (n - 1 - d))) & mask];
            }
        }
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("hex", 1, (n, a, c) -> encode(Base.HEX, n, a)).caseInsensitiveName());
        registry.add(FunctionSpec.of("unhex", 1, (n, a, c) -> decode(Base.HEX, n, a)).caseInsensitiveName());
        registry.add(FunctionSpec.of("bin", 1, (n, a, c) -> encode(Base.BIN, n, a)).caseInsensitiveName());
        registry.add(FunctionSpec.of("unbin", 1, (n, a, c) -> decode(Base.BIN, n, a)).caseInsensitiveName());
    }

    private static BoundFunction encode(Base base, String name, List<ArgumentType> args) {
        DataType t = args.get(0).type();
        int per = base.digitsPerByte();
        if (TypeRules.isStringLike(t)) {
            return Bound.of(StringType.INSTANCE, (ops, rows) -> {
                BytesColumn s = (BytesColumn) ops[0].expand(rows);
                BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
                for (int i = 0; i < rows; i++) {
                    Capacity.STRING_BYTES.check((long) per * s.length(i));
                    byte[] text = new byte[per * s.length(i)];
                    for (int k = 0; k < s.length(i); k++) {
                        base.write(s.data()[s.start(i) + k] & 0xFF, text, per * k);
                    }
                    out.appendBytes(text, 0, text.length);
                }
                return out.build();
            });
        }
        if (t instanceof FloatType f) {
            int bytes = f.bits() / 8;
            return Bound.of(StringType.INSTANCE, (ops, rows) -> {
                double[] values = ((DoubleColumn) ops[0].expand(rows)).values();
                BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
                for (int i = 0; i < rows; i++) {
                    long raw = bytes == 4 ? Float.floatToRawIntBits((float) values[i]) : Double.doubleToRawLongBits(values[i]);
                    byte[] text = new byte[per * bytes];
                    for (int k = 0; k < bytes; k++) {
                        base.write((int) (raw >>> (8 * k)) & 0xFF, text, per * k);
                    }
                    out.appendBytes(text, 0, text.length);
                }
                return out.build();
            });
        }
        int bits = t instanceof IntegerType i ? i.bits() : t instanceof DateType ? 16 : t instanceof DateTimeType ? 32 : 0;
        if (bits == 0) {
            throw Arguments.illegalType(name, t);
        }
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            long[] values = ((LongColumn) ops[0].expand(rows)).values();
            BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int i = 0; i < rows; i++) {
                long v = bits == 64 ? values[i] : values[i] & ((1L << bits) - 1);
                int bytes = Math.max(1, (64 - Long.numberOfLeadingZeros(v) + 7) / 8);
                byte[] text = new byte[per * bytes];
                for (int k = 0; k < bytes; k++) {
                    base.write((int) (v >>> (8 * (bytes - 1 - k))) & 0xFF, text, per * k);
                }
                out.appendBytes(text, 0, text.length);
            }
            return out.build();
        });
    }

    /**
     * Groups of digits (hex in either case) to bytes; when the count is not a whole number of bytes, the first byte
     * takes the digits left over.
     */
    private static BoundFunction decode(Base base, String name, List<ArgumentType> args) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type());
        }
        int per = base.digitsPerByte();
        int radix = 1 << base.bitsPerDigit;
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int i = 0; i < rows; i++) {
                int len = s.length(i);
                int pad = (per - len % per) % per;
                byte[] bytes = new byte[(len + pad) / per];
                for (int k = 0; k < len; k++) {
                    int digit = Math.max(0, Character.digit(s.data()[s.start(i) + k], radix));
                    int at = (k + pad) / per;
                    int shift = base.bitsPerDigit * (per - 1 - (k + pad) % per);
                    bytes[at] = (byte) (bytes[at] | digit << shift);
                }
                out.appendBytes(bytes, 0, bytes.length);
            }
            return out.build();
        });
    }
}
