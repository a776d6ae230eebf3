package io.mergelab.engine.function.string;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Needle searches the text skip indexes can answer: {@code hasToken(haystack, token)} and
 * {@code hasTokenOrNull} (the constant token appears bounded by separators, i.e. ASCII bytes other than letters and
 * digits, or the string's ends; an empty token matches nothing; a token containing a separator is BAD_ARGUMENTS, or
 * NULL for hasTokenOrNull), and {@code multiSearchAny(haystack, [needles])} (some constant needle is a substring).
 */
public final class TokenSearchFunctions {
    private static final DataType NULLABLE_UINT8 = new NullableType(IntegerType.UINT8);

    private TokenSearchFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("hasToken", 2, (name, args, ctx) -> hasToken(name, args, false)));
        registry.add(FunctionSpec.of("hasTokenOrNull", 2, (name, args, ctx) -> hasToken(name, args, true)));
        registry.add(FunctionSpec.of("multiSearchAny", 2, TokenSearchFunctions::multiSearchAny));
    }

    private static boolean isSeparator(byte b) {
        return b >= 0 && !((b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z'));
    }

    private static BoundFunction hasToken(String name, List<ArgumentType> args, boolean orNull) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type());
        }
        byte[] token = Arguments.constantString(name, args, 1).getBytes(StandardCharsets.UTF_8);
        boolean badToken = hasSeparator(token);
        if (badToken && !orNull) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Needle must not contain whitespace or separator characters");
        }
        boolean nothing = badToken || token.length == 0;
        return Bound.of(orNull ? NULLABLE_UINT8 : IntegerType.UINT8, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] out = new long[rows];
            if (!nothing) {
                for (int i = 0; i < rows; i++) {
                    out[i] = containsToken(s.data(), s.start(i), s.start(i) + s.length(i), token) ? 1 : 0;
                }
            }
            LongColumn result = new LongColumn(IntegerType.UINT8, out, rows);
            if (!orNull) {
                return result;
            }
            byte[] nulls = new byte[rows];
            if (badToken) {
                Arrays.fill(nulls, (byte) 1);
            }
            return new NullableColumn(NULLABLE_UINT8, result, nulls);
        });
    }

    private static boolean hasSeparator(byte[] token) {
        for (byte b : token) {
            if (isSeparator(b)) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsToken(byte[] data, int from, int to, byte[] token) {
        for (int p = indexOf(data, from, to, token); p >= 0; p = indexOf(data, p + 1, to, token)) {
            int end = p + token.length;
            if ((p == from || isSeparator(data[p - 1])) && (end == to || isSeparator(data[end]))) {
                return true;
            }
        }
        return false;
    }

    private static BoundFunction multiSearchAny(String name, List<ArgumentType> args, FunctionContext ctx) {
        if (!TypeRules.isStringLike(args.get(0).type())) {
            throw Arguments.illegalType(name, args.get(0).type());
        }
        ArgumentType needles = args.get(1);
        if (!(needles.type() instanceof ArrayType at && TypeRules.isStringLike(at.element()))) {
            throw Arguments.illegalType(name, needles.type(), 1, "a constant Array(String)");
        }
        if (!needles.isConstant()) {
            throw Arguments.notConstant(name, 1);
        }
        ArrayColumn list = (ArrayColumn) needles.constant();
        BytesColumn elements = (BytesColumn) list.elements();
        byte[][] patterns = new byte[list.length(0)][];
        for (int i = 0; i < patterns.length; i++) {
            patterns[i] = elements.getBytes(list.offsets()[0] + i);
        }
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                int from = s.start(i);
                int to = from + s.length(i);
                for (byte[] p : patterns) {
                    if (indexOf(s.data(), from, to, p) >= 0) {
                        out[i] = 1;
                        break;
                    }
                }
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    /** The first position in {@code [from, to)} where {@code needle} starts, or -1. */
    private static int indexOf(byte[] data, int from, int to, byte[] needle) {
        int last = to - needle.length;
        for (int p = from; p <= last; p++) {
            if (Arrays.equals(data, p, p + needle.length, needle, 0, needle.length)) {
                return p;
            }
        }
        return -1;
    }
}
