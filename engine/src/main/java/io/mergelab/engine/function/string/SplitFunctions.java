package io.mergelab.engine.function.string;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
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
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** splitByChar and splitByString(separator, s[, max_substrings]) → Array(String). */
public final class SplitFunctions {
    private static final ArrayType ARRAY_OF_STRING = new ArrayType(StringType.INSTANCE);

    private SplitFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("splitByChar", 2, 3, SplitFunctions::splitByChar));
        registry.add(FunctionSpec.of("splitByString", 2, 3, SplitFunctions::splitByString));
    }

    /**
     * Splits at every occurrence of a constant separator of any length, left to right without overlaps; empty pieces are
     * kept. An empty separator splits into single bytes (an empty string then gives []). max_substrings as splitByChar.
     */
    private static BoundFunction splitByString(String name, List<ArgumentType> args, FunctionContext ctx) {
        byte[] sep = Arguments.constantString(name, args, 0).getBytes(StandardCharsets.UTF_8);
        if (!TypeRules.isStringLike(args.get(1).type())) {
            throw Arguments.illegalType(name, args.get(1).type(), 1, "a String");
        }
        long max = args.size() == 3 ? Arguments.constantLong(name, args, 2) : 0;
        long limit = max > 0 ? max : Long.MAX_VALUE;
        return Bound.of(ARRAY_OF_STRING, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[1].expand(rows);
            byte[] d = s.data();
            int[] offsets = new int[rows + 1];
            StringColumns elements = new StringColumns(s.offsets()[rows] + rows, s.offsets()[rows]);
            int pieces = 0;
            for (int i = 0; i < rows; i++) {
                int from = s.start(i);
                int end = from + s.length(i);
                long made = 0;
                if (sep.length == 0) {
                    for (int k = from; k < end && made < limit; k++, made++) {
                        elements.add(d, k, 1);
                    }
                } else {
                    while (true) {
                        int at = StringColumns.indexOf(d, from, end, sep);
                        made++;
                        if (at < 0 || made >= limit) {
                            elements.add(d, from, (at < 0 ? end : at) - from);
                            break;
                        }
                        elements.add(d, from, at - from);
                        from = at + sep.length;
                    }
                }
                pieces += (int) made;
                offsets[i + 1] = pieces;
            }
            return new ArrayColumn(ARRAY_OF_STRING, elements.build(), offsets, rows);
        });
    }

    /**
     * Splits at every occurrence of a one-byte separator; empty pieces are kept ('' gives ['']). With
     * max_substrings > 0 at most that many pieces are returned and the rest of the string is dropped (ClickHouse's
     * default, splitby_max_substrings_includes_remaining_string = 0).
     */
    private static BoundFunction splitByChar(String name, List<ArgumentType> args, FunctionContext ctx) {
        byte[] separator = Arguments.constantString(name, args, 0).getBytes(StandardCharsets.UTF_8);
        if (separator.length != 1) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Illegal separator for function " + name
                    + ". Must be exactly one byte.");
        }
        if (!TypeRules.isStringLike(args.get(1).type())) {
            throw Arguments.illegalType(name, args.get(1).type(), 1, "a String");
        }
        long max = args.size() == 3 ? Arguments.constantLong(name, args, 2) : 0;
        long limit = max > 0 ? max : Long.MAX_VALUE;
        byte sep = separator[0];
        return Bound.of(ARRAY_OF_STRING, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[1].expand(rows);
            byte[] d = s.data();
            int[] offsets = new int[rows + 1];
            int pieces = 0;
            for (int i = 0; i < rows; i++) {
                long n = 1;
                for (int k = s.start(i), end = k + s.length(i); k < end; k++) {
                    if (d[k] == sep) {
                        n++;
                    }
                }
                pieces += (int) Math.min(n, limit);
                offsets[i + 1] = pieces;
            }
            StringColumns elements = new StringColumns(pieces, s.offsets()[rows]);
            for (int i = 0; i < rows; i++) {
                int from = s.start(i);
                int end = from + s.length(i);
                int left = offsets[i + 1] - offsets[i];
                for (int k = from; k < end && left > 1; k++) {
                    if (d[k] == sep) {
                        elements.add(d, from, k - from);
                        from = k + 1;
                        left--;
                    }
                }
                if (left == 1) {
                    int to = from;
                    while (to < end && d[to] != sep) {
                        to++;
                    }
                    elements.add(d, from, to - from);
                }
            }
            return new ArrayColumn(ARRAY_OF_STRING, elements.build(), offsets, rows);
        });
    }
}
