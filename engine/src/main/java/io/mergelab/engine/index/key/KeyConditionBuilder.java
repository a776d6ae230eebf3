package io.mergelab.engine.index.key;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Translates a filter into the {@link RpnElement}s of a key condition. AND, OR and NOT stay operators (NOT pushed
 * down to the atoms where that is exact); every other part becomes an atom on a key where it can: a comparison, IN / NOT IN, LIKE 'prefix%', NOT LIKE or startsWith
 * whose one side is a key, or a monotonic function of a key, and whose other side is a constant; or a condition on
 * a column that a key is a function of ({@code ts >= c} through the key {@code toDate(ts)} reads
 * {@code toDate(ts) >= toDate(c)}; equalities and IN also through keys that are not monotonic, such as
 * {@code x % 36}). Constants are evaluated by the engine. Whatever is not understood is an unknown atom.
 */
final class KeyConditionBuilder {
    private static final Set<String> COMPARISONS = Set.of("equals", "notequals", "less", "greater", "lessorequals",
            "greaterorequals");

    private final EvaluationContext ctx;
    private final ConditionConstants constants;
    private final KeyTargets targets;
    private final List<RpnElement> rpn = new ArrayList<>();

    KeyConditionBuilder(List<KeyColumn> keys, InputSchema table, EvaluationContext ctx) {
        this.ctx = ctx;
        this.constants = new ConditionConstants(ctx);
        this.targets = new KeyTargets(keys, table, ctx, constants);
    }

    List<RpnElement> build(Expr filter) {
        add(filter, false);
        return rpn;
    }

    /**
     * Adds {@code e}, or its negation when {@code negate}: NOT is pushed down through AND and OR (De Morgan) and into
     * atoms that have an exact complement, as ClickHouse does, so {@code NOT (x >= 5)} reads {@code x < 5}.
     */
    private void add(Expr e, boolean negate) {
        if (e instanceof Aliased a) {
            add(a.expr(), negate);
            return;
        }
        if (e instanceof FunctionCall f) {
            String name = f.name().toLowerCase(Locale.ROOT);
            List<Expr> args = f.args();
            if ((name.equals("and") || name.equals("or")) && args.size() >= 2) {
                RpnElement operator = name.equals("and") != negate ? RpnElement.AND : RpnElement.OR;
                add(args.get(0), negate);
                for (int i = 1; i < args.size(); i++) {
                    add(args.get(i), negate);
                    rpn.add(operator);
                }
                return;
            }
            if (name.equals("not") && args.size() == 1) {
                add(args.get(0), !negate);
                return;
            }
            boolean in = name.equals("in") || name.equals("globalin");
            if ((in || name.equals("notin") || name.equals("globalnotin")) && args.size() == 2
                    && tupleElements(args.get(0)) != null) {
                addTupleIn(tupleElements(args.get(0)), args.get(1), in == negate);
                return;
            }
            if ((name.equals("equals") || name.equals("notequals")) && args.size() == 2) {
                List<Expr> left = tupleElements(args.get(0));
                List<Expr> right = tupleElements(args.get(1));
                if (left != null && right != null && left.size() == right.size() && !left.isEmpty()) {
                    // (a, b) = (1, 2) is a = 1 AND b = 2
                    List<Expr> equalities = new ArrayList<>();
                    for (int i = 0; i < left.size(); i++) {
                        equalities.add(FunctionCall.of("equals", left.get(i), right.get(i)));
                    }
                    Expr all = equalities.size() == 1 ? equalities.get(0) : new FunctionCall("and", equalities, false, List.of());
                    add(all, negate != name.equals("notequals"));
                    return;
                }
            }
        }
        RpnElement atom = atom(e);
        if (!negate) {
            rpn.add(atom);
        } else if (atom.kind() == RpnElement.Kind.ALWAYS_TRUE || atom.kind() == RpnElement.Kind.ALWAYS_FALSE) {
            rpn.add(atom.kind() == RpnElement.Kind.ALWAYS_TRUE ? RpnElement.ALWAYS_FALSE : RpnElement.ALWAYS_TRUE);
        } else {
            RpnElement complement = atom.isAtom() ? atom.complement() : null;
            if (complement != null) {
                rpn.add(complement);
            } else {
                rpn.add(atom);
                rpn.add(RpnElement.NOT);
            }
        }
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
        if (!ConditionConstants.hasColumns(e)) {
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
        Optional<Column> c = constants.constant(e);
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
        boolean aConstant = !ConditionConstants.hasColumns(a);
        boolean bConstant = !ConditionConstants.hasColumns(b);
        if (aConstant == bConstant) {
            return RpnElement.UNKNOWN;
        }
        Expr subject = aConstant ? b : a;
        String o = aConstant ? flip(op) : op;
        Optional<Column> value = constants.constant(aConstant ? a : b);
        Optional<KeyTarget> target = targets.target(subject, !o.equals("equals") && !o.equals("notequals"));
        if (value.isEmpty() || target.isEmpty()) {
            return RpnElement.UNKNOWN;
        }
        KeyTarget t = target.get();
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
        if (ConditionConstants.hasColumns(list) || !ConditionConstants.hasColumns(subject)) {
            return RpnElement.UNKNOWN;
        }
        Optional<Column> values = constants.constant(list);
        Optional<KeyTarget> target = targets.target(subject, false);
        if (values.isEmpty() || target.isEmpty()) {
            return RpnElement.UNKNOWN;
        }
        List<Column> elements = elements(values.get());
        return elements == null ? RpnElement.UNKNOWN : setAtom(target.get(), elements, negated);
    }

    /** The atom "in the set of these values", or unknown when a value has no exact key value. */
    private RpnElement setAtom(KeyTarget target, List<Column> values, boolean negated) {
        List<Object> set = new ArrayList<>();
        for (Column c : values) {
            for (int row = 0; row < c.size(); row++) {
                if (ConditionConstants.isNull(c, row)) {
                    continue; // NULL is in no set (transform_null_in = 0)
                }
                Optional<Object> v = target.keyValue(c, row, ctx.timeZone());
                if (v.isEmpty()) {
                    return RpnElement.UNKNOWN;
                }
                set.add(v.get());
            }
        }
        KeyDomain d = target.domain();
        Object[] sorted = set.toArray();
        Arrays.sort(sorted, d::compare);
        int n = 0;
        for (Object v : sorted) {
            if (n == 0 || d.compare(sorted[n - 1], v) != 0) {
                sorted[n++] = v;
            }
        }
        return target.element(RpnElement.Kind.IN_SET, null, Arrays.copyOf(sorted, n), negated);
    }

    /**
     * {@code (a, b) IN ((1, 2), (3, 4))}: each element of the tuple that is a key lies in the set of its position's
     * values (implied atoms, ANDed); the whole negated for NOT IN.
     */
    private void addTupleIn(List<Expr> subjects, Expr list, boolean negated) {
        List<List<Column>> byPosition = ConditionConstants.hasColumns(list) ? null
                : constants.constant(list).map(c -> tupleRows(c, subjects.size())).orElse(null);
        int atoms = 0;
        for (int i = 0; byPosition != null && i < subjects.size(); i++) {
            Optional<KeyTarget> target = ConditionConstants.hasColumns(subjects.get(i))
                    ? targets.target(subjects.get(i), false) : Optional.empty();
            if (target.isPresent()) {
                rpn.add(setAtom(target.get().inexact(), byPosition.get(i), false));
                if (++atoms > 1) {
                    rpn.add(RpnElement.AND);
                }
            }
        }
        if (atoms == 0) {
            rpn.add(RpnElement.UNKNOWN);
        }
        if (negated) {
            rpn.add(RpnElement.NOT);
        }
    }

    /** The values of each position of a list of {@code arity}-tuples (a tuple or array of tuples, or one tuple). */
    private static List<List<Column>> tupleRows(Column c, int arity) {
        List<TupleColumn> rows = new ArrayList<>();
        if (c instanceof ArrayColumn a && a.elements() instanceof TupleColumn t) {
            rows.add((TupleColumn) t.slice(a.offsets()[0], a.length(0)));
        } else if (c instanceof TupleColumn t && t.elements().stream().allMatch(e -> e instanceof TupleColumn)) {
            t.elements().forEach(e -> rows.add((TupleColumn) e));
        } else if (c instanceof TupleColumn t) {
            rows.add(t);
        }
        if (rows.isEmpty() || rows.stream().anyMatch(r -> r.elements().size() != arity)) {
            return null;
        }
        List<List<Column>> byPosition = new ArrayList<>();
        for (int i = 0; i < arity; i++) {
            List<Column> values = new ArrayList<>();
            for (TupleColumn r : rows) {
                values.add(r.elements().get(i));
            }
            byPosition.add(values);
        }
        return byPosition;
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

    private RpnElement like(Expr subject, Expr pattern, boolean negated) {
        Optional<String> p = constants.constantString(pattern);
        Optional<KeyTarget> target = targets.target(subject, true);
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
        KeyTarget t = exact ? target.get() : target.get().inexact();
        return t.element(RpnElement.Kind.IN_RANGE, prefixRange(prefix), null, negated);
    }

    private RpnElement startsWith(Expr subject, Expr prefix) {
        Optional<String> p = constants.constantString(prefix);
        Optional<KeyTarget> target = targets.target(subject, true);
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
}
