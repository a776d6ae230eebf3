package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The ON clause of one JOIN, split by its AND-ed conditions as ClickHouse plans it: an equality of an expression of
 * left columns and one of right columns is a hash key (computed before the join unless a plain column); a condition on one side only is applied to that side before the join where the kind keeps
 * the meaning (INNER: either side; LEFT: the right side; RIGHT: the left side); every other condition joins the
 * residual, evaluated on each candidate pair (a pair joins only if it holds; unmatched rows of an outer join still
 * appear, with defaults). An outer join needs a key, or an OR each of whose alternatives has one (then, without
 * a common key, every pair is a candidate); an INNER JOIN on other conditions alone is a filtered cross join. Column references are rewritten to the names of the input they are evaluated on.
 */
final class JoinOnCondition {
    /** Which input a condition reads. */
    private enum Side { LEFT, RIGHT }

    /** A column of one side: its name in the joined relation and in the side's own relation. */
    private record Column(Side side, String joinedName, String ownName) {
    }

    private final Relation left;
    private final Relation right;
    private final List<String> rightNames;
    private final Optional<String> rightName;

    /** Key expressions over the left relation's names: mostly plain columns. */
    final List<Expr> leftKeys = new ArrayList<>();
    /** Key expressions over the joined names of the right columns. */
    final List<Expr> rightKeys = new ArrayList<>();
    /** Over the left relation's names. */
    final List<Expr> leftFilters = new ArrayList<>();
    /** Over the right relation's own names. */
    final List<Expr> rightFilters = new ArrayList<>();
    /** Over the joined relation's names. */
    final List<Expr> residual = new ArrayList<>();

    private JoinOnCondition(Relation left, Relation right, List<String> rightNames, Optional<String> rightName) {
        this.left = left;
        this.right = right;
        this.rightNames = rightNames;
        this.rightName = rightName;
    }

    /** {@code rightNames}: the right columns' names in the joined relation. */
    static JoinOnCondition analyze(Expr on, JoinClause.Kind kind, Relation left, Relation right, List<String> rightNames,
                                   Optional<String> rightName) {
        JoinOnCondition c = new JoinOnCondition(left, right, rightNames, rightName);
        for (Expr conjunct : ExprTrees.conjuncts(on)) {
            c.add(conjunct, kind);
        }
        if (c.leftKeys.isEmpty() && kind != JoinClause.Kind.INNER) {
            List<Expr> ors = ExprTrees.conjuncts(on).stream()
                    .filter(e -> e instanceof FunctionCall f && isCall(f, "or")).toList();
            if (ors.stream().anyMatch(c::everyDisjunctHasKey)) {
                // ClickHouse hashes each disjunct's keys; here every pair is a candidate for the residual condition
                return c;
            }
            if (!ors.isEmpty()) {
                throw new MergeLabException(ErrorCode.INVALID_JOIN_ON_EXPRESSION, "Cannot get JOIN keys from JOIN ON "
                        + "section: " + ColumnNames.of(on) + ". With OR, each alternative of a " + kind + " JOIN needs an "
                        + "equality of a left and a right column");
            }
            throw new MergeLabException(ErrorCode.INVALID_JOIN_ON_EXPRESSION, "Cannot get JOIN keys from JOIN ON section: "
                    + ColumnNames.of(on) + ". " + kind + " JOIN needs at least one equality of a left and a right column "
                    + "(only INNER JOIN can join on other conditions alone)");
        }
        return c;
    }

    private void add(Expr conjunct, JoinClause.Kind kind) {
        if (conjunct instanceof FunctionCall f && isCall(f, "equals") && f.args().size() == 2) {
            Set<Side> a = sidesOf(f.args().get(0));
            Set<Side> b = sidesOf(f.args().get(1));
            if (a.size() == 1 && b.size() == 1 && !a.equals(b)) {
                boolean leftFirst = a.contains(Side.LEFT);
                leftKeys.add(rewrite(f.args().get(leftFirst ? 0 : 1), false));
                rightKeys.add(rewrite(f.args().get(leftFirst ? 1 : 0), false));
                return;
            }
        }
        Set<Side> sides = sidesOf(conjunct);
        boolean pushLeft = kind == JoinClause.Kind.INNER || kind == JoinClause.Kind.RIGHT;
        boolean pushRight = kind == JoinClause.Kind.INNER || kind == JoinClause.Kind.LEFT;
        if (sides.equals(EnumSet.of(Side.LEFT)) && pushLeft) {
            leftFilters.add(rewrite(conjunct, false));
        } else if (sides.equals(EnumSet.of(Side.RIGHT)) && pushRight) {
            rightFilters.add(rewrite(conjunct, true));
        } else {
            residual.add(rewrite(conjunct, false));
        }
    }

    /** True when each alternative of an OR has, among its AND-ed conditions, an equality usable as a key. */
    private boolean everyDisjunctHasKey(Expr or) {
        for (Expr alternative : disjuncts(or)) {
            if (ExprTrees.conjuncts(alternative).stream()
                    .noneMatch(e -> isKeyEquality(e, left, right, rightNames, rightName))) {
                return false;
            }
        }
        return true;
    }

    private static List<Expr> disjuncts(Expr e) {
        if (e instanceof FunctionCall f && isCall(f, "or")) {
            List<Expr> out = new ArrayList<>();
            f.args().forEach(a -> out.addAll(disjuncts(a)));
            return out;
        }
        return List.of(e);
    }

    /** All conditions AND-ed together, or empty. */
    static Optional<Expr> and(List<Expr> conditions) {
        if (conditions.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(conditions.size() == 1 ? conditions.get(0) : FunctionCall.of("and", conditions.toArray(Expr[]::new)));
    }

    private Set<Side> sidesOf(Expr e) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        collectSides(e, sides);
        return sides;
    }

    private void collectSides(Expr e, Set<Side> sides) {
        if (e instanceof Identifier id) {
            sides.add(resolve(id).side());
        }
        ExprTrees.operands(e).forEach(c -> collectSides(c, sides));
    }

    /** The expression with each column named as in the joined relation, or ({@code own}) the right side's own names. */
    private Expr rewrite(Expr e, boolean own) {
        if (e instanceof Identifier id) {
            Column c = resolve(id);
            return Identifier.of(own ? c.ownName() : c.joinedName());
        }
        return ExprTrees.mapOperands(e, x -> rewrite(x, own));
    }

    /**
     * The column an identifier names: {@code t.c} with t the right side's name is the right column; with another
     * qualifier a left column (the left side may be an earlier join: its renamed {@code t.c} or its {@code c});
     * an unqualified name is looked up left first.
     */
    private Column resolve(Identifier id) {
        return find(id).orElseThrow(() -> new MergeLabException(ErrorCode.UNKNOWN_IDENTIFIER, "Unknown identifier `"
                + id.fullName() + "` in JOIN ON expression"));
    }

    private Optional<Column> find(Identifier id) {
        String column = id.name();
        if (id.parts().size() > 1) {
            String table = id.parts().get(id.parts().size() - 2);
            if (rightName.isPresent() && rightName.get().equals(table) && right.names().contains(column)) {
                return Optional.of(rightColumn(column));
            }
            if (left.names().contains(id.fullName())) {
                return Optional.of(new Column(Side.LEFT, id.fullName(), id.fullName()));
            }
            if (left.names().contains(column) && !table.equals(rightName.orElse(null))) {
                return Optional.of(new Column(Side.LEFT, column, column));
            }
        } else if (left.names().contains(column)) {
            return Optional.of(new Column(Side.LEFT, column, column));
        } else if (right.names().contains(column)) {
            return Optional.of(rightColumn(column));
        }
        return Optional.empty();
    }

    /**
     * True when {@code e} is an equality of an expression over left columns only and one over right columns only,
     * made of columns, literals and function calls: a condition that can serve as a hash key.
     */
    static boolean isKeyEquality(Expr e, Relation left, Relation right, List<String> rightNames,
                                 Optional<String> rightName) {
        if (!(e instanceof FunctionCall f && isCall(f, "equals") && f.args().size() == 2)) {
            return false;
        }
        JoinOnCondition c = new JoinOnCondition(left, right, rightNames, rightName);
        Set<Side> a = EnumSet.noneOf(Side.class);
        Set<Side> b = EnumSet.noneOf(Side.class);
        return c.plainSides(f.args().get(0), a) && c.plainSides(f.args().get(1), b) && a.size() == 1 && b.size() == 1
                && !a.equals(b);
    }

    /** Collects the sides {@code e} reads; false if it has anything but columns of the two sides, literals and calls. */
    private boolean plainSides(Expr e, Set<Side> sides) {
        if (e instanceof Identifier id) {
            Optional<Column> c = find(id);
            c.ifPresent(col -> sides.add(col.side()));
            return c.isPresent();
        }
        if (e instanceof FunctionCall || e instanceof ArrayLiteral || e instanceof TupleLiteral) {
            return ExprTrees.operands(e).stream().allMatch(x -> plainSides(x, sides));
        }
        return e instanceof Literal;
    }

    private Column rightColumn(String own) {
        return new Column(Side.RIGHT, rightNames.get(right.names().indexOf(own)), own);
    }

    private static boolean isCall(FunctionCall f, String name) {
        return f.name().toLowerCase(Locale.ROOT).equals(name);
    }
}
