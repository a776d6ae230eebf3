package io.mergelab.engine.function.format;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.BytesColumnBuilder;
import io.mergelab.engine.column.Capacity;
import io.mergelab.engine.column.ColumnBuilder;
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
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * hex: upper-case hex digits of a string's bytes, or of an integer's (Date, DateTime: their day or second number)
 * bytes from the most significant non-zero one (two's complement for negative numbers); unhex reads pairs of hex
 * digits back into bytes.
 */
public final class HexFunctions {
    private static final byte[] DIGITS = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

    private HexFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("hex", 1, HexFunctions::hex).caseInsensitiveName());
        registry.add(FunctionSpec.of("unhex", 1, HexFunctions::unhex).caseInsensitiveName());
    }

    private static BoundFunction hex(String name, List<ArgumentType> args, FunctionContext ctx) {
        DataType t = args.get(0).type();
        if (TypeRules.isStringLike(t)) {
            return Bound.of(StringType.INSTANCE, (ops, rows) -> {
                BytesColumn s = (BytesColumn) ops[0].expand(rows);
                BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
                for (int i = 0; i < rows; i++) {
                    Capacity.STRING_BYTES.check(2L * s.length(i));
                    byte[] text = new byte[2 * s.length(i)];
                    for (int k = 0; k < s.length(i); k++) {
                        int b = s.data()[s.start(i) + k] & 0xFF;
                        text[2 * k] = DIGITS[b >>> 4];
                        text[2 * k + 1] = DIGITS[b & 0xF];
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
                byte[] text = new byte[2 * bytes];
                for (int k = 0; k < bytes; k++) {
                    int b = (int) (v >>> (8 * (bytes - 1 - k))) & 0xFF;
                    text[2 * k] = DIGITS[b >>> 4];
                    text[2 * k + 1] = DIGITS[b & 0xF];
                }
                out.appendBytes(text, 0, text.length);
            }
            return out.build();
        });
    }

    /** Pairs of hex digits (either case) to bytes; an odd count reads the first digit alone. */
    private static BoundFunction unhex(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type());
        }
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            BytesColumnBuilder out = (BytesColumnBuilder) ColumnBuilder.create(StringType.INSTANCE, rows);
            for (int i = 0; i < rows; i++) {
                int len = s.length(i);
                int odd = len % 2;
                byte[] bytes = new byte[(len + 1) / 2];
                for (int k = 0; k < len; k++) {
                    int digit = Character.digit(s.data()[s.start(i) + k], 16);
                    int at = (k + odd) / 2;
                    bytes[at] = (byte) (((k + odd) % 2 == 0 ? digit << 4 : digit) | bytes[at]);
                }
                out.appendBytes(bytes, 0, bytes.length);
            }
            return out.build();
        });
    }
}
