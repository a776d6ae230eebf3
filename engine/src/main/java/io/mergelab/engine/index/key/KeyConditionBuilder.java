package io.mergelab.engine.index.key;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Translates a filter into the {@link RpnElement}s of a key condition. AND, OR and NOT stay operators; every other
 * part becomes an atom on a key where it can: a comparison, IN / NOT IN, LIKE 'prefix%', NOT LIKE or startsWith
 * whose one side is a key, or a monotonic function of a key, and whose other side is a constant; or a condition on
 * a column that a key is a function of ({@code ts >= c} through the key {@code toDate(ts)} reads
 * {@code toDate(ts) >= toDate(c)}; equalities and IN also through keys that are not monotonic, such as
 * {@code x % 36}). Constants are evaluated by the engine. Whatever is not understood is an unknown atom.
 */
final class KeyConditionBuilder {
    private static final Set<String> COMPARISONS = Set.of("equals", "notequals", "less", "greater", "lessorequals",
            "greaterorequals");
    private static final Set<String> NON_DETERMINISTIC = Set.of("rand", "rand64", "now", "today", "generateuuidv4",
            "randomstring", "randomprintableascii");

    private final List<KeyColumn> keys;
    private final InputSchema table;
    private final EvaluationContext ctx;
    private final List<RpnElement> rpn = new ArrayList<>();

    KeyConditionBuilder(List<KeyColumn> keys, InputSchema table, EvaluationContext ctx) {
        this.keys = keys;
        this.table = table;
        this.ctx = ctx;
    }

    List<RpnElement> build(Expr filter) {
        add(filter);
        return rpn;
    }

    private void add(Expr e) {
        if (e instanceof Aliased a) {
            add(a.expr());
            return;
        }
        if (e instanceof FunctionCall f) {
            String name = f.name().toLowerCase(Locale.ROOT);
            List<Expr> args = f.args();
            if ((name.equals("and") || name.equals("or")) && args.size() >= 2) {
                add(args.get(0));
                for (int i = 1; i < args.size(); i++) {
                    add(args.get(i));
                    rpn.add(name.equals("and") ? RpnElement.AND : RpnElement.OR);
                }
                return;
            }
            if (name.equals("not") && args.size() == 1) {
                add(args.get(0));
                rpn.add(RpnElement.NOT);
                return;
            }
            if ((name.equals("equals") || name.equals("notequals")) && args.size() == 2) {
                List<Expr> left = tupleElements(args.get(0));
                List<Expr> right = tupleElements(args.get(1));
                if (left != null && right != null && left.size() == right.size() && !left.isEmpty()) {
                    // (a, b) = (1, 2) is a = 1 AND b = 2
                    for (int i = 0; i < left.size(); i++) {
                        add(FunctionCall.of("equals", left.get(i), right.get(i)));
                        if (i > 0) {
                            rpn.add(RpnElement.AND);
                        }
                    }
                    if (name.equals("notequals")) {
                        rpn.add(RpnElement.NOT);
                    }
                    return;
                }
            }
        }
        rpn.add(atom(e));
    }

    private static List<Expr> tupleElements(Expr e) {
        if (e instanceof TupleLiteral t) {
            return t.elements();
        }
        if (e instanceof FunctionCall f && f.name().equals("tuple")) {
            return f.args();
        }
        return null;
    }

    private RpnElement atom(Expr e) {
        if (!hasColumns(e)) {
            return constantCondition(e);
        }
        if (!(e instanceof FunctionCall f)) {
            return RpnElement.UNKNOWN;
        }
        String name = f.name().toLowerCase(Locale.ROOT);
        List<Expr> args = f.args();
        if (COMPARISONS.contains(name) && args.size() == 2) {
            return comparison(name, args.get(0), args.get(1));
        }
        if (args.size() == 2 && (name.equals("in") || name.equals("globalin"))) {
            return in(args.get(0), args.get(1), false);
        }
        if (args.size() == 2 && (name.equals("notin") || name.equals("globalnotin"))) {
            return in(args.get(0), args.get(1), true);
        }
        if (args.size() == 2 && (name.equals("like") || name.equals("notlike"))) {
            return like(args.get(0), args.get(1), name.equals("notlike"));
        }
        if (args.size() == 2 && name.equals("startswith")) {
            return startsWith(args.get(0), args.get(1));
        }
        return RpnElement.UNKNOWN;
    }

    /** A condition without columns: evaluated once, true or false for every row. */
    private RpnElement constantCondition(Expr e) {
        Optional<Column> c = constant(e);
        if (c.isEmpty()) {
            return RpnElement.UNKNOWN;
        }
        Column col = c.get();
        if (col instanceof NullableColumn n) {
            if (n.isNull(0)) {
                return RpnElement.ALWAYS_FALSE;
            }
            col = n.nested();
        }
        if (col instanceof LongColumn l) {
            return l.values()[0] != 0 ? RpnElement.ALWAYS_TRUE : RpnElement.ALWAYS_FALSE;
        }
        if (col instanceof DoubleColumn d) {
            return d.values()[0] != 0 ? RpnElement.ALWAYS_TRUE : RpnElement.ALWAYS_FALSE;
        }
        return RpnElement.UNKNOWN;
    }

    private RpnElement comparison(String op, Expr a, Expr b) {
        boolean aConstant = !hasColumns(a);
        boolean bConstant = !hasColumns(b);
        if (aConstant == bConstant) {
            return RpnElement.UNKNOWN;
        }
        Expr subject = aConstant ? b : a;
        String o = aConstant ? flip(op) : op;
        Optional<Column> value = constant(aConstant ? a : b);
        Optional<Target> target = target(subject, !o.equals("equals") && !o.equals("notequals"));
        if (value.isEmpty() || target.isEmpty()) {
            return RpnElement.UNKNOWN;
        }
        Target t = target.get();
        Optional<Object> v = t.keyValue(value.get(), 0, ctx.timeZone());
        if (v.isEmpty()) {
            return RpnElement.UNKNOWN;
        }
        KeyRange range;
        if (t.exact()) {
            range = switch (o) {
                case "less" -> KeyRange.atMost(v.get(), false);
                case "lessorequals" -> KeyRange.atMost(v.get(), true);
                case "greater" -> KeyRange.atLeast(v.get(), false);
                case "greaterorequals" -> KeyRange.atLeast(v.get(), true);
                default -> KeyRange.point(v.get());
            };
        } else {
            // through the key expression only the loose bound holds: ts < c gives toDate(ts) <= toDate(c)
            boolean below = o.startsWith("less") == (t.direction() > 0);
            range = switch (o) {
                case "equals" -> KeyRange.point(v.get());
                case "notequals" -> null;
                default -> below ? KeyRange.atMost(v.get(), true) : KeyRange.atLeast(v.get(), true);
            };
            if (range == null) {
                return RpnElement.UNKNOWN;
            }
        }
        return t.element(RpnElement.Kind.IN_RANGE, range, null, o.equals("notequals"));
    }

    private static String flip(String op) {
        return switch (op) {
            case "less" -> "greater";
            case "greater" -> "less";
            case "lessorequals" -> "greaterorequals";
            case "greaterorequals" -> "lessorequals";
            default -> op;
        };
    }

    private RpnElement in(Expr subject, Expr list, boolean negated) {
        if (hasColumns(list) || !hasColumns(subject)) {
            return RpnElement.UNKNOWN;
        }
        Optional<Column> values = constant(list);
        Optional<Target> target = target(subject, false);
        if (values.isEmpty() || target.isEmpty()) {
            return RpnElement.UNKNOWN;
        }
        List<Column> elements = elements(values.get());
        if (elements == null) {
            return RpnElement.UNKNOWN;
        }
        List<Object> set = new ArrayList<>();
        for (Column c : elements) {
            for (int row = 0; row < c.size(); row++) {
                if (isNull(c, row)) {
                    continue; // NULL is in no set (transform_null_in = 0)
                }
                Optional<Object> v = target.get().keyValue(c, row, ctx.timeZone());
                if (v.isEmpty()) {
                    return RpnElement.UNKNOWN;
                }
                set.add(v.get());
            }
        }
        KeyDomain d = target.get().domain();
        Object[] sorted = set.toArray();
        Arrays.sort(sorted, d::compare);
        int n = 0;
        for (Object v : sorted) {
            if (n == 0 || d.compare(sorted[n - 1], v) != 0) {
                sorted[n++] = v;
            }
        }
        return target.get().element(RpnElement.Kind.IN_SET, null, Arrays.copyOf(sorted, n), negated);
    }

    /** The values an IN list stands for: an array's elements, a tuple's elements, or one value. */
    private static List<Column> elements(Column c) {
        if (c instanceof ArrayColumn a) {
            return List.of(a.elements().slice(a.offsets()[0], a.length(0)));
        }
        if (c instanceof TupleColumn t) {
            for (Column e : t.elements()) {
                if (e instanceof TupleColumn || e instanceof ArrayColumn) {
                    return null;
                }
            }
            return t.elements();
        }
        return List.of(c);
    }

    private static boolean isNull(Column c, int row) {
        return c instanceof NullableColumn n && n.isNull(row);
    }

    private RpnElement like(Expr subject, Expr pattern, boolean negated) {
        Optional<String> p = constantString(pattern);
        Optional<Target> target = target(subject, true);
        if (p.isEmpty() || target.isEmpty() || !target.get().isPlainStringKey()) {
            return RpnElement.UNKNOWN;
        }
        String s = p.get();
        int wildcard = 0;
        while (wildcard < s.length() && s.charAt(wildcard) != '%' && s.charAt(wildcard) != '_') {
            if (s.charAt(wildcard) == '\\') {
                return RpnElement.UNKNOWN;
            }
            wildcard++;
        }
        byte[] prefix = s.substring(0, wildcard).getBytes(StandardCharsets.UTF_8);
        if (wildcard == s.length()) {
            return target.get().element(RpnElement.Kind.IN_RANGE, KeyRange.point(prefix), null, negated);
        }
        if (prefix.length == 0) {
            return RpnElement.UNKNOWN;
        }
        boolean exact = wildcard == s.length() - 1 && s.charAt(wildcard) == '%';
        Target t = exact ? target.get() : target.get().inexact();
        return t.element(RpnElement.Kind.IN_RANGE, prefixRange(prefix), null, negated);
    }

    private RpnElement startsWith(Expr subject, Expr prefix) {
        Optional<String> p = constantString(prefix);
        Optional<Target> target = target(subject, true);
        if (p.isEmpty() || p.get().isEmpty() || target.isEmpty() || !target.get().isPlainStringKey()) {
            return RpnElement.UNKNOWN;
        }
        return target.get().element(RpnElement.Kind.IN_RANGE, prefixRange(p.get().getBytes(StandardCharsets.UTF_8)),
                null, false);
    }

    /** Strings starting with {@code prefix}: from the prefix up to (not including) the next prefix of its length. */
    private static KeyRange prefixRange(byte[] prefix) {
        int end = prefix.length;
        while (end > 0 && prefix[end - 1] == (byte) 0xFF) {
            end--;
        }
        if (end == 0) {
            return KeyRange.atLeast(prefix, true);
        }
        byte[] next = Arrays.copyOf(prefix, end);
        next[end - 1]++;
        return new KeyRange(prefix, true, next, false);
    }

    private Optional<String> constantString(Expr e) {
        if (hasColumns(e)) {
            return Optional.empty();
        }
        return constant(e).filter(c -> KeyDomain.bare(c.type()) instanceof StringType && !isNull(c, 0))
                .map(c -> new String((byte[]) KeyDomain.BYTES.valueAt(c instanceof NullableColumn n ? n.nested() : c, 0),
                        StandardCharsets.UTF_8));
    }

    /**
     * What {@code subject} is in terms of a key: the key itself or a monotonic function of it (exact), or a column a
     * key is a function of (implied; only monotonic key functions when {@code ordered} comparisons need it).
     */
    private Optional<Target> target(Expr subject, boolean ordered) {
        for (int i = 0; i < keys.size(); i++) {
            int direction = chainDirection(subject, keys.get(i).expr());
            if (direction != 0) {
                return chainTarget(subject, i, direction);
            }
        }
        if (subject instanceof Identifier id) {
            for (int i = 0; i < keys.size(); i++) {
                Expr key = keys.get(i).expr();
                if (!columnsOf(key).equals(Set.of(id.fullName())) || !deterministic(key)) {
                    continue;
                }
                int direction = chainDirection(key, subject);
                if (direction == 0 && ordered) {
                    continue;
                }
                Optional<Target> t = throughKey(id, i, direction);
                if (t.isPresent()) {
                    return t;
                }
            }
        }
        return Optional.empty();
    }

    /** +1 / -1 when {@code e} is {@code inner} under monotonic functions (increasing / decreasing), else 0. */
    private int chainDirection(Expr e, Expr inner) {
        if (e.equals(inner)) {
            return 1;
        }
        if (!(e instanceof FunctionCall f) || !f.parameters().isEmpty()) {
            return 0;
        }
        int variable = -1;
        List<Optional<Double>> constants = new ArrayList<>();
        for (int i = 0; i < f.args().size(); i++) {
            Expr arg = f.args().get(i);
            if (hasColumns(arg)) {
                if (variable >= 0) {
                    return 0;
                }
                variable = i;
                constants.add(Optional.empty());
            } else {
                constants.add(constant(arg).flatMap(KeyConditionBuilder::number));
            }
        }
        if (variable < 0) {
            return 0;
        }
        Optional<DataType> argType = typeOf(f.args().get(variable));
        if (argType.isEmpty()) {
            return 0;
        }
        int direction = MonotonicFunctions.direction(f.name(), variable, argType.get(), constants);
        return direction == 0 ? 0 : direction * chainDirection(f.args().get(variable), inner);
    }

    private Optional<Target> chainTarget(Expr subject, int key, int direction) {
        KeyColumn k = keys.get(key);
        if (subject.equals(k.expr())) {
            return KeyDomain.of(k.type()).map(d -> new Target(key, k.name(), k.type(), d, null, false, true, 1, null,
                    null, k.type().isNullable()));
        }
        try {
            Expr chainExpr = replace(subject, k.expr(), Identifier.of(k.name()));
            CompiledExpression chain = ExpressionCompiler.compile(chainExpr,
                    new InputSchema(List.of(k.name()), List.of(k.type())), ctx);
            DataType type = chain.type();
            return KeyDomain.of(type).map(d -> new Target(key, ColumnNames.of(subject), type, d, chain, direction < 0,
                    true, direction, null, null, k.type().isNullable() || type.isNullable()));
        } catch (MergeLabException e) {
            return Optional.empty();
        }
    }

    /** A condition on column {@code column} seen through key {@code key}, a function of that column alone. */
    private Optional<Target> throughKey(Identifier column, int key, int direction) {
        KeyColumn k = keys.get(key);
        Optional<DataType> columnType = typeOf(column).map(KeyDomain::bare);
        Optional<KeyDomain> keyDomain = KeyDomain.of(k.type());
        if (columnType.isEmpty() || keyDomain.isEmpty() || KeyDomain.of(columnType.get()).isEmpty()) {
            return Optional.empty();
        }
        try {
            CompiledExpression keyOfColumn = ExpressionCompiler.compile(k.expr(),
                    new InputSchema(List.of(column.fullName()), List.of(columnType.get())), ctx);
            return Optional.of(new Target(key, k.name(), k.type(), keyDomain.get(), null, false, false, direction,
                    keyOfColumn, columnType.get(), k.type().isNullable()));
        } catch (MergeLabException e) {
            return Optional.empty();
        }
    }

    private static Expr replace(Expr e, Expr from, Expr to) {
        if (e.equals(from)) {
            return to;
        }
        return ExprTrees.mapOperands(e, x -> replace(x, from, to));
    }

    private Optional<DataType> typeOf(Expr e) {
        try {
            return Optional.of(ExpressionCompiler.compile(e, table, ctx).type());
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    private Optional<Column> constant(Expr e) {
        try {
            CompiledExpression c = ExpressionCompiler.compile(e, InputSchema.empty(), ctx);
            // rand() and the like differ per row: not a constant the key can be compared with
            return c.isConstant() ? Optional.of(c.evaluate(new Chunk(List.of(), 1))) : Optional.empty();
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    private static Optional<Double> number(Column c) {
        Column col = c instanceof NullableColumn n && !n.isNull(0) ? n.nested() : c;
        DataType t = col.type().unwrapLowCardinality();
        if (col instanceof LongColumn l && TypeRules.isInteger(t)) {
            return Optional.of((double) l.values()[0]);
        }
        if (col instanceof DoubleColumn d && !Double.isNaN(d.values()[0])) {
            return Optional.of(d.values()[0]);
        }
        return Optional.empty();
    }

    private static boolean hasColumns(Expr e) {
        if (e instanceof Identifier || e instanceof SubqueryExpr || e instanceof LambdaExpr) {
            return true;
        }
        if (e instanceof Aliased a) {
            return hasColumns(a.expr());
        }
        for (Expr x : ExprTrees.operands(e)) {
            if (hasColumns(x)) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> columnsOf(Expr e) {
        Set<String> out = new HashSet<>();
        collectColumns(e, out);
        return out;
    }

    private static void collectColumns(Expr e, Set<String> out) {
        if (e instanceof Identifier id) {
            out.add(id.fullName());
        }
        for (Expr x : ExprTrees.operands(e)) {
            collectColumns(x, out);
        }
    }

    private static boolean deterministic(Expr e) {
        if (e instanceof FunctionCall f && NON_DETERMINISTIC.contains(f.name().toLowerCase(Locale.ROOT))) {
            return false;
        }
        for (Expr x : ExprTrees.operands(e)) {
            if (!deterministic(x)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where an atom's values live: key {@code key}, printed as {@code column}, with values of {@code type} in
     * {@code domain}; {@code chain} maps key values to them (null: the key's own values). Constants are brought to
     * the domain directly, or, for a condition seen through the key, converted to the column's type
     * ({@code columnType}) and passed through {@code keyOfColumn}.
     */
    private record Target(int key, String column, DataType type, KeyDomain domain, CompiledExpression chain,
                          boolean decreasing, boolean exact, int direction, CompiledExpression keyOfColumn,
                          DataType columnType, boolean nullable) {

        Target inexact() {
            return new Target(key, column, type, domain, chain, decreasing, false, direction, keyOfColumn, columnType,
                    nullable);
        }

        boolean isPlainStringKey() {
            return chain == null && keyOfColumn == null && domain == KeyDomain.BYTES;
        }

        Optional<Object> keyValue(Column constant, int row, ZoneId zone) {
            if (keyOfColumn == null) {
                return KeyConstants.convert(constant, row, type, zone);
            }
            Optional<Object> v = KeyConstants.convert(constant, row, columnType, zone);
            if (v.isEmpty()) {
                return Optional.empty();
            }
            ColumnBuilder b = ColumnBuilder.create(columnType);
            switch (KeyDomain.of(columnType).orElseThrow()) {
                case SIGNED, UNSIGNED -> b.appendLong((Long) v.get());
                case FLOAT -> b.appendDouble((Double) v.get());
                case BYTES -> {
                    byte[] bytes = (byte[]) v.get();
                    b.appendBytes(bytes, 0, bytes.length);
                }
            }
            try {
                Column keyValue = keyOfColumn.evaluate(Chunk.of(List.of(b.build())));
                return Optional.ofNullable(domain.valueAt(keyValue, 0));
            } catch (MergeLabException e) {
                return Optional.empty();
            }
        }

        RpnElement element(RpnElement.Kind kind, KeyRange range, Object[] set, boolean negated) {
            return new RpnElement(kind, key, column, domain, range, set, negated, exact, nullable, chain, decreasing);
        }
    }
}
