package io.mergelab.engine.function.string;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * left / right (bytes) and leftUTF8 / rightUTF8 (code points), lengthUTF8, and the plain-text replacements
 * replaceAll (alias replace) and replaceOne.
 */
public final class StringEditFunctions {
    private StringEditFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("left", 2, (name, args, ctx) -> edge(name, args, true, false)).caseInsensitiveName());
        registry.add(FunctionSpec.of("right", 2, (name, args, ctx) -> edge(name, args, false, false)).caseInsensitiveName());
        registry.add(FunctionSpec.of("leftUTF8", 2, (name, args, ctx) -> edge(name, args, true, true)));
        registry.add(FunctionSpec.of("rightUTF8", 2, (name, args, ctx) -> edge(name, args, false, true)));
        registry.add(FunctionSpec.of("lengthUTF8", 1, StringEditFunctions::lengthUtf8));
        registry.alias("char_length", "lengthUTF8", true);
        registry.alias("character_length", "lengthUTF8", true);
        registry.add(FunctionSpec.of("replaceAll", 3, (name, args, ctx) -> replace(name, args, true)));
        registry.alias("replace", "replaceAll", true);
        registry.add(FunctionSpec.of("replaceOne", 3, (name, args, ctx) -> replace(name, args, false)));
    }

    private static void requireString(String name, List<ArgumentType> args, int position) {
        if (!TypeRules.isStringLike(args.get(position).type())) {
            throw Arguments.illegalType(name, args.get(position).type(), position, "a String");
        }
    }

    /**
     * left(s, n): the first n units, or all but the last -n when n is negative; right(s, n): the last n units, or
     * all but the first -n. Units are bytes, or code points for the UTF8 variants.
     */
    private static BoundFunction edge(String name, List<ArgumentType> args, boolean left, boolean utf8) {
        requireString(name, args, 0);
        if (TypeRules.asInteger(args.get(1).type()) == null) {
            throw Arguments.illegalType(name, args.get(1).type(), 1, "an integer");
        }
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] counts = NumericColumns.longs(ops[1].column());
            StringColumns out = new StringColumns(rows, s.offsets()[rows] - s.offsets()[0]);
            for (int i = 0; i < rows; i++) {
                int start = s.start(i);
                int end = start + s.length(i);
                long units = utf8 ? codePoints(s.data(), start, end) : end - start;
                long n = counts[ops[1].row(i)];
                long keep = n >= 0 ? Math.min(n, units) : Math.max(0, units + n);
                long from = left ? 0 : units - keep;
                int a = utf8 ? advance(s.data(), start, end, from) : start + (int) from;
                int b = utf8 ? advance(s.data(), a, end, keep) : a + (int) keep;
                out.add(s.data(), a, b - a);
            }
            return out.build();
        });
    }

    private static boolean isContinuation(byte b) {
        return (b & 0xC0) == 0x80;
    }

    private static long codePoints(byte[] data, int from, int to) {
        long n = 0;
        for (int i = from; i < to; i++) {
            n += isContinuation(data[i]) ? 0 : 1;
        }
        return n;
    }

    /** The position {@code count} code points after {@code from}. */
    private static int advance(byte[] data, int from, int to, long count) {
        int i = from;
        for (long k = 0; k < count && i < to; k++) {
            i++;
            while (i < to && isContinuation(data[i])) {
                i++;
            }
        }
        return i;
    }

    private static BoundFunction lengthUtf8(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireString(name, args, 0);
        return Bound.of(IntegerType.UINT64, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = codePoints(s.data(), s.start(i), s.start(i) + s.length(i));
            }
            return new LongColumn(IntegerType.UINT64, out, rows);
        });
    }

    /** replaceAll / replaceOne(haystack, needle, replacement): plain text, the needle must not be empty. */
    private static BoundFunction replace(String name, List<ArgumentType> args, boolean all) {
        requireString(name, args, 0);
        String needleText = Arguments.constantString(name, args, 1);
        String replacementText = Arguments.constantString(name, args, 2);
        if (needleText.isEmpty()) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND,
                    "Length of the pattern argument in function " + name + " must be greater than 0.");
        }
        byte[] needle = needleText.getBytes(StandardCharsets.UTF_8);
        byte[] replacement = replacementText.getBytes(StandardCharsets.UTF_8);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            StringColumns out = new StringColumns(rows, s.offsets()[rows] - s.offsets()[0]);
            for (int i = 0; i < rows; i++) {
                int pos = s.start(i);
                int end = pos + s.length(i);
                int found = StringColumns.indexOf(s.data(), pos, end, needle);
                while (found >= 0) {
                    out.append(s.data(), pos, found - pos);
                    out.append(replacement, 0, replacement.length);
                    pos = found + needle.length;
                    found = all ? StringColumns.indexOf(s.data(), pos, end, needle) : -1;
                }
                out.append(s.data(), pos, end - pos);
                out.end();
            }
            return out.build();
        });
    }
}
