package io.mergelab.engine.function.string;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Bound;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.FunctionContext;
import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.FunctionSpec;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * match, extract, extractAll, replaceRegexpOne, replaceRegexpAll (alias REGEXP_REPLACE). Constant patterns and replacements
 * are compiled once at bind time (a bad one fails analysis); column patterns are compiled per distinct value.
 */
public final class RegexpFunctions {
    private static final ArrayType ARRAY_OF_STRING = new ArrayType(StringType.INSTANCE);

    private RegexpFunctions() {
    }

    public static void register(FunctionRegistry.Builder registry) {
        registry.add(FunctionSpec.of("match", 2, RegexpFunctions::match));
        registry.add(FunctionSpec.of("extract", 2, RegexpFunctions::extract));
        registry.add(FunctionSpec.of("extractAll", 2, RegexpFunctions::extractAll));
        registry.add(FunctionSpec.of("replaceRegexpOne", 3, (name, args, ctx) -> replace(name, args, false)));
        registry.add(FunctionSpec.of("replaceRegexpAll", 3, (name, args, ctx) -> replace(name, args, true)));
        registry.alias("REGEXP_REPLACE", "replaceRegexpAll", true);
    }

    private static void requireStrings(String name, List<ArgumentType> args) {
        for (int i = 0; i < args.size(); i++) {
            if (!TypeRules.isStringLike(args.get(i).type())) {
                throw Arguments.illegalType(name, args.get(i).type(), i, "a String");
            }
        }
    }

    /** The constant pattern compiled now, or null when the pattern is a column. */
    private static Pattern constantPattern(String name, ArgumentType arg) {
        return arg.isConstant() ? Regex.compile(name, arg.constantValue().toString()) : null;
    }

    /**
     * Per-row matchers for one kernel call: the constant pattern, or each row's pattern compiled through a cache;
     * the matcher is reused while the pattern stays the same.
     */
    private static final class Patterns {
        private final Pattern constant;
        private final Operand operand;
        private final Regex.Cache cache;
        private Pattern current;
        private Matcher matcher;

        Patterns(String name, Pattern constant, Operand operand) {
            this.constant = constant;
            this.operand = operand;
            this.cache = constant == null ? new Regex.Cache(name) : null;
        }

        /** A matcher of row {@code row}'s pattern over {@code text}. */
        Matcher matcher(int row, CharSequence text) {
            Pattern p = constant != null ? constant
                    : cache.get(((BytesColumn) operand.column()).getString(operand.row(row)));
            if (p != current) {
                current = p;
                matcher = p.matcher(text);
            } else {
                matcher.reset(text);
            }
            return matcher;
        }
    }

    private static BoundFunction match(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireStrings(name, args);
        Pattern constant = constantPattern(name, args.get(1));
        return Bound.of(IntegerType.UINT8, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            Patterns patterns = new Patterns(name, constant, ops[1]);
            ByteText text = new ByteText();
            long[] out = new long[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = patterns.matcher(i, text.of(s.data(), s.start(i), s.length(i))).find() ? 1 : 0;
            }
            return new LongColumn(IntegerType.UINT8, out, rows);
        });
    }

    /** The first capturing group of the first match, the whole match without groups, or '' without a match. */
    private static BoundFunction extract(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireStrings(name, args);
        Pattern constant = constantPattern(name, args.get(1));
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            Patterns patterns = new Patterns(name, constant, ops[1]);
            ByteText text = new ByteText();
            StringColumns out = new StringColumns(rows, s.offsets()[rows] / 4);
            for (int i = 0; i < rows; i++) {
                CharSequence row = text.of(s.data(), s.start(i), s.length(i));
                Matcher m = patterns.matcher(i, row);
                if (m.find()) {
                    int group = m.groupCount() > 0 ? 1 : 0;
                    if (m.start(group) >= 0) {
                        ByteText.append(out, row, m.start(group), m.end(group));
                    }
                }
                out.end();
            }
            return out.build();
        });
    }

    /**
     * Every match of a constant pattern, left to right: the first capturing group of each ('' where it took no part),
     * or the whole match without groups. Like ClickHouse it stops at the first empty match.
     */
    private static BoundFunction extractAll(String name, List<ArgumentType> args, FunctionContext ctx) {
        requireStrings(name, args);
        if (!args.get(1).isConstant()) {
            throw Arguments.notConstant(name, 1);
        }
        Pattern pattern = constantPattern(name, args.get(1));
        int group = pattern.matcher("").groupCount() > 0 ? 1 : 0;
        return Bound.of(ARRAY_OF_STRING, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            ByteText text = new ByteText();
            int[] offsets = new int[rows + 1];
            for (int i = 0; i < rows; i++) {
                Matcher m = pattern.matcher(text.of(s.data(), s.start(i), s.length(i)));
                int n = 0;
                while (m.find() && m.end() > m.start()) {
                    n++;
                }
                offsets[i + 1] = offsets[i] + n;
            }
            StringColumns elements = new StringColumns(offsets[rows], s.offsets()[rows] / 2);
            for (int i = 0; i < rows; i++) {
                CharSequence row = text.of(s.data(), s.start(i), s.length(i));
                Matcher m = pattern.matcher(row);
                while (m.find() && m.end() > m.start()) {
                    if (m.start(group) >= 0) {
                        ByteText.append(elements, row, m.start(group), m.end(group));
                    }
                    elements.end();
                }
            }
            return new ArrayColumn(ARRAY_OF_STRING, elements.build(), offsets, rows);
        });
    }

    private static BoundFunction replace(String name, List<ArgumentType> args, boolean all) {
        requireStrings(name, args);
        Pattern constant = constantPattern(name, args.get(1));
        Replacement constantReplacement = constant != null && args.get(2).isConstant()
                ? Replacement.parse(name, args.get(2).constantValue().toString(), constant.matcher("").groupCount())
                : null;
        return Bound.of(StringType.INSTANCE, (ops, rows) -> {
            BytesColumn s = (BytesColumn) ops[0].expand(rows);
            Patterns patterns = new Patterns(name, constant, ops[1]);
            Replacement.Cache replacements = new Replacement.Cache(name);
            BytesColumn replacementColumn = (BytesColumn) ops[2].column();
            ByteText text = new ByteText();
            StringColumns out = new StringColumns(rows, s.offsets()[rows]);
            for (int i = 0; i < rows; i++) {
                CharSequence row = text.of(s.data(), s.start(i), s.length(i));
                Matcher m = patterns.matcher(i, row);
                Replacement r = constantReplacement != null ? constantReplacement
                        : replacements.get(replacementColumn.getString(ops[2].row(i)), m.groupCount());
                int copied = 0;
                while (m.find()) {
                    ByteText.append(out, row, copied, m.start());
                    r.append(out, row, m);
                    copied = m.end();
                    if (!all) {
                        break;
                    }
                }
                ByteText.append(out, row, copied, row.length());
                out.end();
            }
            return out.build();
        });
    }
}
