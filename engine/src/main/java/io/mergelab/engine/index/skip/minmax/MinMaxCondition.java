package io.mergelab.engine.index.skip.minmax;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.index.skip.BoolColumns;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.ConstantComparator;
import io.mergelab.engine.index.skip.Constants;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.UuidType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a minmax index can tell about a filter. Atoms: an element compared with a constant ({@code =, !=, <, <=, >,
 * >=}, either side), {@code IN} / {@code NOT IN} a constant list, {@code LIKE} / {@code NOT LIKE} a pattern with a
 * fixed prefix, {@code startsWith}, {@code empty} / {@code notEmpty} of a String element. Each atom is judged by the
 * engine's own comparison functions over the granule's (min, max) and the constants, so type rules (a Date against
 * {@code '2024-01-01'}, a UInt8 against 300) are the query's.
 */
final class MinMaxCondition {
    // the columns the range checks read: the granule's min and max, the constants
    private static final String LO = "lo";
    private static final String HI = "hi";
    private static final String C0 = "c0";
    private static final String C1 = "c1";

    private MinMaxCondition() {
    }

    static Optional<SkipIndexCondition> of(Expr filter, MinMaxIndex index) {
        return ConditionTree.of(filter, e -> atom(e, index));
    }

    /** The comparisons of the granule's range with the constants, in the engine's functions. */
    private enum Kind {
        // canBeTrue when some row of T is true; canBeFalse when some row of F is true (negated F: when none is)
        LESS("less(lo, c0)", "greaterOrEquals(hi, c0)", false),
        LESS_OR_EQUALS("lessOrEquals(lo, c0)", "greater(hi, c0)", false),
        GREATER("greater(hi, c0)", "lessOrEquals(lo, c0)", false),
        GREATER_OR_EQUALS("greaterOrEquals(hi, c0)", "less(lo, c0)", false),
        EQUALS("lessOrEquals(lo, c0) AND greaterOrEquals(hi, c0)", "equals(lo, hi) AND equals(lo, c0)", true),
        PREFIX("greaterOrEquals(hi, c0) AND less(lo, c1)", "less(lo, c0) OR greaterOrEquals(hi, c1)", false),
        PREFIX_UNBOUNDED("greaterOrEquals(hi, c0)", "less(lo, c0)", false);

        final String canBeTrue;
        final String canBeFalse;
        final boolean falseNegated;

        Kind(String canBeTrue, String canBeFalse, boolean falseNegated) {
            this.canBeTrue = canBeTrue;
            this.canBeFalse = canBeFalse;
            this.falseNegated = falseNegated;
        }
    }

    private static Optional<ConditionTree.Atom> atom(Expr e, MinMaxIndex index) {
        if (!(e instanceof FunctionCall f) || f.distinct() || !f.parameters().isEmpty()) {
            return Optional.empty();
        }
        List<Expr> args = f.args();
        try {
            switch (f.name()) {
                case "equals", "notEquals", "less", "greater", "lessOrEquals", "greaterOrEquals" -> {
                    if (args.size() != 2) {
                        return Optional.empty();
                    }
                    int left = index.elements().indexOf(args.get(0));
                    int right = index.elements().indexOf(args.get(1));
                    if ((left < 0) == (right < 0)) {
                        return Optional.empty();
                    }
                    int element = left >= 0 ? left : right;
                    String op = left >= 0 ? f.name() : flip(f.name());
                    Optional<Column> c = Constants.value(args.get(left >= 0 ? 1 : 0));
                    if (c.isEmpty()) {
                        return Optional.empty();
                    }
                    return comparison(index, element, op, List.of(c.get()));
                }
                case "in", "notIn" -> {
                    if (args.size() != 2) {
                        return Optional.empty();
                    }
                    int element = index.elements().indexOf(args.get(0));
                    Optional<Column> list = element < 0 ? Optional.empty() : Constants.list(args.get(1));
                    if (list.isEmpty()) {
                        return Optional.empty();
                    }
                    return comparison(index, element, f.name().equals("in") ? "equals" : "notEquals", List.of(list.get()));
                }
                case "like", "notLike", "startsWith" -> {
                    return prefix(f, index);
                }
                case "empty", "notEmpty" -> {
                    int element = args.size() == 1 ? stringElement(index, args.get(0)) : -1;
                    if (element < 0) {
                        return Optional.empty();
                    }
                    return comparison(index, element, f.name().equals("empty") ? "equals" : "notEquals",
                            List.of(string(new byte[0])));
                }
                default -> {
                    return Optional.empty();
                }
            }
        } catch (MergeLabException ex) {
            // the comparison does not compile for these types: the index cannot judge this atom
            return Optional.empty();
        }
    }

    private static String flip(String op) {
        return switch (op) {
            case "less" -> "greater";
            case "greater" -> "less";
            case "lessOrEquals" -> "greaterOrEquals";
            case "greaterOrEquals" -> "lessOrEquals";
            default -> op;
        };
    }

    private static Optional<ConditionTree.Atom> comparison(MinMaxIndex index, int element, String op, List<Column> given) {
        if (index.valueTypes().get(element) instanceof UuidType) {
            // the stored range is in byte order, which need not be the order UUID comparisons use
            return Optional.empty();
        }
        List<Column> constants = List.of(Constants.asValueType(given.get(0), index.valueTypes().get(element)));
        return switch (op) {
            case "less" -> Optional.of(new RangeAtom(index, element, Kind.LESS, constants, false));
            case "lessOrEquals" -> Optional.of(new RangeAtom(index, element, Kind.LESS_OR_EQUALS, constants, false));
            case "greater" -> Optional.of(new RangeAtom(index, element, Kind.GREATER, constants, false));
            case "greaterOrEquals" -> Optional.of(new RangeAtom(index, element, Kind.GREATER_OR_EQUALS, constants, false));
            case "equals" -> Optional.of(new RangeAtom(index, element, Kind.EQUALS, constants, false));
            case "notEquals" -> Optional.of(new RangeAtom(index, element, Kind.EQUALS, constants, true));
            default -> Optional.empty();
        };
    }

    private static int stringElement(MinMaxIndex index, Expr e) {
        int element = index.elements().indexOf(e);
        return element >= 0 && index.valueTypes().get(element) instanceof StringType ? element : -1;
    }

    /** {@code s LIKE 'abc%'}, {@code s NOT LIKE 'abc%'}, {@code startsWith(s, 'abc')}: the range of strings with the prefix. */
    private static Optional<ConditionTree.Atom> prefix(FunctionCall f, MinMaxIndex index) {
        if (f.args().size() != 2 || !(f.args().get(1) instanceof Literal l) || !(l.value() instanceof String pattern)) {
            return Optional.empty();
        }
        int element = stringElement(index, f.args().get(0));
        if (element < 0) {
            return Optional.empty();
        }
        boolean negated = f.name().equals("notLike");
        byte[] prefix;
        boolean exact;
        if (f.name().equals("startsWith")) {
            prefix = pattern.getBytes(StandardCharsets.UTF_8);
            exact = true;
        } else {
            LikePattern p = LikePattern.parse(pattern);
            if (p.wholeString()) {
                return comparison(index, element, negated ? "notEquals" : "equals", List.of(string(p.prefix())));
            }
            prefix = p.prefix();
            exact = p.prefixOnly();
        }
        if (prefix.length == 0) {
            return Optional.empty();
        }
        byte[] upper = nextPrefix(prefix);
        Kind kind = upper == null ? Kind.PREFIX_UNBOUNDED : Kind.PREFIX;
        List<Column> constants = upper == null ? List.of(string(prefix)) : List.of(string(prefix), string(upper));
        return Optional.of(new RangeAtom(index, element, kind, constants, negated, exact));
    }

    /** The smallest byte string above every string starting with {@code prefix}, or null when there is none. */
    static byte[] nextPrefix(byte[] prefix) {
        int n = prefix.length;
        while (n > 0 && prefix[n - 1] == (byte) 0xFF) {
            n--;
        }
        if (n == 0) {
            return null;
        }
        byte[] out = Arrays.copyOf(prefix, n);
        out[n - 1]++;
        return out;
    }

    private static Column string(byte[] bytes) {
        ColumnBuilder b = ColumnBuilder.create(StringType.INSTANCE, 1);
        b.appendBytes(bytes, 0, bytes.length);
        return b.build();
    }

    /**
     * One atom judged from an element's (min, max): the two expressions give whether some value in the range can make
     * the atom true and whether some can make it false. Every row of the constants is a candidate (an IN list).
     */
    private static final class RangeAtom implements ConditionTree.Atom {
        private final int element;
        private final Kind kind;
        private final List<Column> constants;
        private final boolean negated;
        /** False when the range only bounds the rows that may match (LIKE 'a_c%'): then some row may always fail. */
        private final boolean exact;
        private final CompiledExpression canBeTrue;
        private final CompiledExpression canBeFalse;
        /** Direct comparisons per constant column, or null when some pair of types has no fast path. */
        private final ConstantComparator[] fast;
        private final int rows;
        private final int[] zeros;
        private final int[] ones;

        RangeAtom(MinMaxIndex index, int element, Kind kind, List<Column> constants, boolean negated) {
            this(index, element, kind, constants, negated, true);
        }

        RangeAtom(MinMaxIndex index, int element, Kind kind, List<Column> constants, boolean negated, boolean exact) {
            this.element = element;
            this.kind = kind;
            this.constants = constants;
            this.negated = negated;
            this.exact = exact;
            DataType t = index.valueTypes().get(element);
            List<String> names = new ArrayList<>(List.of(LO, HI));
            List<DataType> types = new ArrayList<>(List.of(t, t));
            names.add(C0);
            types.add(constants.get(0).type());
            if (constants.size() > 1) {
                names.add(C1);
                types.add(constants.get(1).type());
            }
            InputSchema schema = new InputSchema(names, types);
            canBeTrue = compile(kind.canBeTrue, schema);
            canBeFalse = compile(kind.canBeFalse, schema);
            ConstantComparator[] comparators = new ConstantComparator[constants.size()];
            for (int i = 0; i < comparators.length; i++) {
                comparators[i] = ConstantComparator.of(t, constants.get(i));
            }
            fast = Arrays.stream(comparators).allMatch(Objects::nonNull) ? comparators : null;
            rows = constants.get(0).size();
            zeros = new int[rows];
            ones = new int[rows];
            Arrays.fill(ones, 1);
        }

        private static CompiledExpression compile(String text, InputSchema schema) {
            Expr e = SqlParser.parseExpression(text);
            return ExpressionCompiler.compile(e, schema, EvaluationContext.system());
        }

        @Override
        public BoolMask check(SkipIndexGranule granule) {
            MinMaxGranule g = (MinMaxGranule) granule;
            if (g.hasNaN(element)) {
                return BoolMask.UNKNOWN;
            }
            Column range = g.range(element);
            if (range == null) {
                // every value is NULL: the atom is NULL on every row, neither true nor false
                return BoolMask.of(false, false);
            }
            BoolMask mask = fast != null ? fastMask(range) : evaluatedMask(range);
            return negated ? mask.not() : mask;
        }

        /** The mask from direct comparisons of min (row 0) and max (row 1) with the constants. */
        private BoolMask fastMask(Column range) {
            ConstantComparator c0 = fast[0];
            boolean mayBeTrue;
            boolean mayBeFalse;
            switch (kind) {
                case LESS -> {
                    mayBeTrue = c0.compare(range, 0, 0) < 0;
                    mayBeFalse = c0.compare(range, 1, 0) >= 0;
                }
                case LESS_OR_EQUALS -> {
                    mayBeTrue = c0.compare(range, 0, 0) <= 0;
                    mayBeFalse = c0.compare(range, 1, 0) > 0;
                }
                case GREATER -> {
                    mayBeTrue = c0.compare(range, 1, 0) > 0;
                    mayBeFalse = c0.compare(range, 0, 0) <= 0;
                }
                case GREATER_OR_EQUALS -> {
                    mayBeTrue = c0.compare(range, 1, 0) >= 0;
                    mayBeFalse = c0.compare(range, 0, 0) < 0;
                }
                case EQUALS -> {
                    mayBeTrue = false;
                    boolean allEqual = false;
                    for (int i = 0; i < rows && !(mayBeTrue && allEqual); i++) {
                        int lo = c0.compare(range, 0, i);
                        int hi = c0.compare(range, 1, i);
                        mayBeTrue |= lo <= 0 && hi >= 0;
                        allEqual |= lo == 0 && hi == 0;
                    }
                    mayBeFalse = !allEqual;
                }
                case PREFIX -> {
                    ConstantComparator c1 = fast[1];
                    mayBeTrue = c0.compare(range, 1, 0) >= 0 && c1.compare(range, 0, 0) < 0;
                    mayBeFalse = c0.compare(range, 0, 0) < 0 || c1.compare(range, 1, 0) >= 0;
                }
                default -> {
                    mayBeTrue = c0.compare(range, 1, 0) >= 0;
                    mayBeFalse = c0.compare(range, 0, 0) < 0;
                }
            }
            return BoolMask.of(mayBeTrue, mayBeFalse || !exact);
        }

        /** The mask from the engine's comparison functions over (min, max) repeated for every constant. */
        private BoolMask evaluatedMask(Column range) {
            List<Column> columns = new ArrayList<>(4);
            columns.add(range.take(zeros, rows));
            columns.add(range.take(ones, rows));
            columns.addAll(constants);
            Chunk chunk = new Chunk(columns, rows);
            boolean mayBeTrue = BoolColumns.anyTrue(canBeTrue.evaluate(chunk));
            boolean mayBeFalse = !exact || BoolColumns.anyTrue(canBeFalse.evaluate(chunk)) != kind.falseNegated;
            return BoolMask.of(mayBeTrue, mayBeFalse);
        }
    }
}
