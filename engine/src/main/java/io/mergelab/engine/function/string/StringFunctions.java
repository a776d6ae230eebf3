package io.mergelab.engine.function.string;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
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
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.function.conversion.ConversionMode;
import io.mergelab.engine.function.conversion.Conversions;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** lower, upper, concat, substring, position, startsWith, endsWith, like family, trim family, repeat, reverse. */
public final class StringFunctions {
    private StringFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("lower", 1, (name, args, ctx) -> caseMap(name, args, true)).caseInsensitiveName());
        registry.alias("lcase", "lower", true);
        registry.add(FunctionSpec.of("upper", 1, (name, args, ctx) -> caseMap(name, args, false)).caseInsensitiveName());
        registry.alias("ucase", "upper", true);
        registry.add(FunctionSpec.of("lowerUTF8", 1, (name, args, ctx) -> utf8CaseMap(name, args, true)));
        registry.add(FunctionSpec.of("upperUTF8", 1, (name, args, ctx) -> utf8CaseMap(name, args, false)));
        registry.add(FunctionSpec.of("concat", 1, Arguments.UNBOUNDED, StringFunctions::concat).caseInsensitiveName());
        registry.add(FunctionSpec.of("substring", 2, 3, StringFunctions::substring).caseInsensitiveName());
        registry.alias("substr", "substring", true);
        registry.alias("mid", "substring", true);
        registry.add(FunctionSpec.of("position", 2, 3, StringFunctions::position).caseInsensitiveName());
        registry.alias("locate", "position", true);
        registry.add(FunctionSpec.of("positionCaseInsensitive", 2, 3, StringFunctions::position));
        registry.add(FunctionSpec.of("startsWith", 2, (name, args, ctx) -> affix(name, args, true)));
        registry.add(FunctionSpec.of("endsWith", 2, (name, args, ctx) -> affix(name, args, false)));
        registry.add(FunctionSpec.of("like", 2, (name, args, ctx) -> like(name, args, false, false)));
        registry.add(FunctionSpec.of("notLike", 2, (name, args, ctx) -> like(name, args, false, true)));
        registry.add(FunctionSpec.of("ilike", 2, (name, args, ctx) -> like(name, args, true, false)));
        registry.add(FunctionSpec.of("notILike", 2, (name, args, ctx) -> like(name, args, true, true)));
        registry.add(FunctionSpec.of("trimBoth", 1, (name, args, ctx) -> trim(name, args, true, true)));
        registry.alias("trim", "trimBoth", true);
        registry.add(FunctionSpec.of("trimLeft", 1, (name, args, ctx) -> trim(name, args, true, false)));
        registry.alias("ltrim", "trimLeft", true);
        registry.add(FunctionSpec.of("trimRight", 1, (name, args, ctx) -> trim(name, args, false, true)));
        registry.alias("rtrim", "trimRight", true);
        registry.add(FunctionSpec.of("repeat", 2, StringFunctions::repeat).caseInsensitiveName());
        registry.add(FunctionSpec.of("reverse", 1, StringFunctions::reverse).caseInsensitiveName());
    }

    private static void requireString(String name, List<ArgumentType> args, int position) {
        if (!TypeRules.isStringLike(args.get(position).type())) {
            throw Arguments.illegalType(name, args.get(position).type());
        }
    }

    private static BoundFunction caseMap(String name, List<ArgumentType> args, boolean lower) {
        requireString(name, args, 0);
        byte from = (byte) (lower ? 'A' : 'a');
        byte to = (byte) (lower ? 'Z' : 'z');
        return Bound.of(args.get(0).type(), (ops, rows) -> {
            BytesColumn c = (BytesColumn) ops[0].expand(rows);
            byte[] out = new byte[c.offsets()[rows]];
            System.arraycopy(c.data(), 0, out, 0, out.length);
            for (int i = c.offsets()[0]; i < out.length; i++) {
                byte b = out[i];
                if (b >= from && b <= to) {
                    out[i] = (byte) (b ^ 0x20);
                }
            }
            return new BytesColumn(c.type(), out, c.offsets(), rows);
        });
    }

    private static BoundFunction utf8CaseMap(String name, List<ArgumentType> args, boolean lower) {
        requireString(name, args, 0);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn c = (BytesColumn) ops[0].expand(rows);
            StringColumns out = new StringColumns(rows, c.offsets()[rows]);
            for (int i = 0; i < rows; i++) {
                String s = c.getString(i);
                byte[] b = (lower ? s.toLowerCase(Locale.ROOT) : s.toUpperCase(Locale.ROOT)).getBytes(StandardCharsets.UTF_8);
                out.add(b, 0, b.length);
            }
            return out.build();
        });
    }

    /** concat of any arguments; non-strings are converted with toString first. */
    private static BoundFunction concat(String name, List<ArgumentType> args, FunctionContext ctx) {
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn[] parts = new BytesColumn[ops.length];
            int total = 0;
            for (int k = 0; k < ops.length; k++) {
                Column c = ops[k].column();
                if (!(c instanceof BytesColumn b) || !TypeRules.isStringLike(TypeRules.stripLowCardinality(c.type()))) {
                    c = Conversions.convert(c, StringType.INSTANCE, ConversionMode.CAST, ctx.timeZone());
                }
                parts[k] = (BytesColumn) c;
                total += parts[k].offsets()[parts[k].size()];
            }
            StringColumns out = new StringColumns(rows, total);
            for (int i = 0; i < rows; i++) {
                for (int k = 0; k < parts.length; k++) {
                    int r = ops[k].row(i);
                    out.append(parts[k].data(), parts[k].start(r), parts[k].length(r));
                }
                out.end();
            }
            return out.build();
        });
    }

    /** substring(s, offset[, length]): 1-based byte offsets; negative offset counts from the end, negative length stops short of it. */
    private static BoundFunction substring(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireString(name, args, 0);
        for (int i = 1; i < args.size(); i++) {
            if (TypeRules.asInteger(args.get(i).type()) == null) {
                throw Arguments.illegalType(name, args.get(i).type(), i, "an integer");
            }
        }
        boolean hasLength = args.size() == 3;
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] offsets = NumericColumns.longs(ops[1].column());
            long[] lengths = hasLength ? NumericColumns.longs(ops[2].column()) : null;
            StringColumns out = new StringColumns(rows, s.offsets()[rows]);
            for (int i = 0; i < rows; i++) {
                long n = s.length(i);
                long offset = offsets[ops[1].row(i)];
                long start = offset > 0 ? offset - 1 : offset < 0 ? n + offset : n;
                long end = n;
                if (hasLength) {
                    long length = lengths[ops[2].row(i)];
                    end = length >= 0 ? start + length : n + length;
                }
                if (offset == 0) {
                    end = start;
                }
                long from = Math.max(0, Math.min(n, start));
                long to = Math.max(from, Math.min(n, end));
                out.add(s.data(), s.start(i) + (int) from, (int) (to - from));
            }
            return out.build();
        });
    }

    /**
     * position(haystack, needle[, start_pos]): 1-based byte position of the first match at or after start_pos, or 0.
     * An empty needle is found at start_pos (1 when 0 or absent) if that is at most length + 1, as ClickHouse.
     */
    private static BoundFunction position(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireString(name, args, 0);
        requireString(name, args, 1);
        boolean hasStart = args.size() == 3;
        if (hasStart && TypeRules.asInteger(args.get(2).type()) == null) {
            throw Arguments.illegalType(name, args.get(2).type(), 2, "an integer");
        }
        // positionCaseInsensitive folds ASCII letters only, as ClickHouse's non-UTF8 variant does
        boolean ignoreCase = name.equals("positionCaseInsensitive");
        return Bound.of(IntegerType.UINT64, (ops, rows) -> {
            BytesColumn h = (BytesColumn) ops[0].expand(rows);
            BytesColumn needles = (BytesColumn) ops[1].expand(rows);
            if (ignoreCase) {
                h = asciiLower(h);
                needles = asciiLower(needles);
            }
            byte[] constant = ops[1].constant() ? needles.getBytes(0) : null;
            long[] starts = hasStart ? NumericColumns.longs(ops[2].column()) : null;
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                byte[] needle = constant != null ? constant : needles.getBytes(i);
                long start = hasStart ? Math.max(1, starts[ops[2].row(i)]) : 1;
                int length = h.length(i);
                if (start > length + 1L) {
                    continue;
                }
                int from = h.start(i) + (int) start - 1;
                int at = StringColumns.indexOf(h.data(), from, h.start(i) + length, needle);
                out[i] = at < 0 ? 0 : at - h.start(i) + 1;
            }
            return new LongColumn(IntegerType.UINT64, out, rows);
        });
    }

    private static BytesColumn asciiLower(BytesColumn c) {
        byte[] data = c.data().clone();
        for (int i = 0; i < data.length; i++) {
            if (data[i] >= 'A' && data[i] <= 'Z') {
                data[i] += 'a' - 'A';
            }
        }
        return new BytesColumn(c.type(), data, c.offsets(), c.size());
    }

    private static BoundFunction affix(String name, List<ArgumentType> args, boolean prefix) {
        requireString(name, args, 0);
        requireString(name, args, 1);
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            BytesColumn a = (BytesColumn) ops[1].column();
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                int r = ops[1].row(i);
                int n = a.length(r);
                int len = s.length(i);
                if (n <= len) {
                    int from = prefix ? s.start(i) : s.start(i) + len - n;
                    out[i] = Arrays.equals(s.data(), from, from + n, a.data(), a.start(r), a.start(r) + n) ? 1 : 0;
                }
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    private static BoundFunction like(String name, List<ArgumentType> args, boolean caseInsensitive, boolean negate) {
        requireString(name, args, 0);
        requireString(name, args, 1);
        if (args.get(1).isConstant()) {
            return new ConstantLike(LikePattern.compile(args.get(1).constantValue().toString(), caseInsensitive), negate);
        }
        long hit = negate ? 0 : 1;
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] out = new long[rows];
            ByteText text = new ByteText();
            BytesColumn patterns = (BytesColumn) ops[1].column();
            String last = null;
            LikePattern compiled = null;
            for (int i = 0; i < rows; i++) {
                String p = patterns.getString(ops[1].row(i));
                if (!p.equals(last)) {
                    compiled = LikePattern.compile(p, caseInsensitive);
                    last = p;
                }
                out[i] = compiled.matches(s.data(), s.start(i), s.length(i), text) ? hit : 1 - hit;
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    private static BoundFunction trim(String name, List<ArgumentType> args, boolean left, boolean right) {
        requireString(name, args, 0);
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            StringColumns out = new StringColumns(rows, s.offsets()[rows]);
            byte[] d = s.data();
            for (int i = 0; i < rows; i++) {
                int from = s.start(i);
                int to = from + s.length(i);
                while (left && from < to && d[from] == ' ') {
                    from++;
                }
                while (right && to > from && d[to - 1] == ' ') {
                    to--;
                }
                out.add(d, from, to - from);
            }
            return out.build();
        });
    }

    private static BoundFunction repeat(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireString(name, args, 0);
        if (TypeRules.asInteger(args.get(1).type()) == null) {
            throw Arguments.illegalType(name, args.get(1).type(), 1, "an integer");
        }
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            long[] times = NumericColumns.longs(ops[1].column());
            long total = 0;
            for (int i = 0; i < rows; i++) {
                long n = Math.max(0, times[ops[1].row(i)]);
                long bytes = n > Long.MAX_VALUE / 4 / Math.max(1, s.length(i)) ? Long.MAX_VALUE / 4 : n * s.length(i);
                total = Math.min(Long.MAX_VALUE / 4, total + bytes);
            }
            StringColumns out = new StringColumns(rows, 0);
            out.grow(total);
            QueryGuard guard = QueryGuard.current();
            for (int i = 0; i < rows; i++) {
                long n = Math.max(0, times[ops[1].row(i)]);
                for (long k = 0; k < n; k++) {
                    out.append(s.data(), s.start(i), s.length(i));
                    if ((k & 0xFFFF) == 0xFFFF) {
                        guard.check();
                    }
                }
                out.end();
            }
            return out.build();
        });
    }

    private static BoundFunction reverse(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireString(name, args, 0);
        DataType type = args.get(0).type();
        return Bound.of(type, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            byte[] out = new byte[s.offsets()[rows]];
            for (int i = 0; i < rows; i++) {
                int from = s.start(i);
                int len = s.length(i);
                for (int k = 0; k < len; k++) {
                    out[from + k] = s.data()[from + len - 1 - k];
                }
            }
            return new BytesColumn(type, out, s.offsets(), rows);
        });
    }
}
