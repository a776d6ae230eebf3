package io.mergelab.engine.analyzer;

import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.CommonTableExpr;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The WITH items visible where a SELECT is being analysed: common table expressions ({@code WITH t AS (SELECT
 * ...)}) and WITH aliases ({@code WITH 5 AS n}) of this SELECT and of the queries it is nested in; the first SELECT
 * of a UNION ALL lends its WITH to the other branches ({@code enable_global_with_statement = 1}).
 *
 * <p>As in ClickHouse, a CTE is not materialised: each reference plans its query again, as if the subquery were
 * written in its place, and in the scope where the CTE was defined (it sees the WITH items before it, not itself).
 */
final class CommonTableExpressions {
    /** One visible WITH item; {@code previous} is what was visible before it. Exactly one of query/alias is set. */
    private record Item(String name, SelectUnion query, Expr alias, Item previous) {
    }

    private Item visible;

    /** Runs {@code body} with the WITH items visible (in order: each sees the ones before), then restores. */
    <T> T within(List<Expr> with, Supplier<T> body) {
        Item saved = visible;
        for (Expr e : with) {
            if (e instanceof CommonTableExpr c) {
                visible = new Item(c.name(), c.query(), null, visible);
            } else if (e instanceof Aliased a) {
                visible = new Item(a.alias(), null, a.expr(), visible);
            }
        }
        try {
            return body.get();
        } finally {
            visible = saved;
        }
    }

    /** A WITH list without its CTEs: the expressions (and aliases) the SELECT evaluates. */
    static List<Expr> expressions(List<Expr> with) {
        return with.stream().filter(e -> !(e instanceof CommonTableExpr)).toList();
    }

    /**
     * The plan of the CTE a table reference names, if one is visible (the nearest; it shadows a table of the same
     * name). A reference with a database ({@code db.t}) always means a table.
     */
    Optional<PlanStep> plan(TableRef ref, Function<SelectUnion, PlanStep> planner) {
        return ref.database().isPresent() ? Optional.empty() : plan(ref.table(), planner);
    }

    /** The plan of the visible CTE named {@code name} (as in {@code x IN name}), if any. */
    Optional<PlanStep> plan(String name, Function<SelectUnion, PlanStep> planner) {
        for (Item i = visible; i != null; i = i.previous()) {
            if (i.query() != null && i.name().equals(name)) {
                Item saved = visible;
                visible = i.previous();
                try {
                    return Optional.of(planner.apply(i.query()));
                } finally {
                    visible = saved;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A table function call with the visible WITH aliases in its arguments replaced by their expressions
     * ({@code WITH 5 AS n SELECT * FROM numbers(n)}); {@code rewrite} evaluates subqueries in them.
     */
    TableFunctionRef withAliases(TableFunctionRef f, UnaryOperator<Expr> rewrite) {
        Aliases aliases = new Aliases();
        aliases.inherit(name -> alias(name).map(rewrite), Set.of());
        return new TableFunctionRef(f.name(), f.args().stream().map(aliases::expand).toList(), f.alias(),
                f.database());
    }

    /**
     * The expression of a visible WITH alias: used for a name that the SELECT neither defines as an alias nor reads
     * as a column, so WITH constants reach subqueries and CTE bodies.
     */
    Optional<Expr> alias(String name) {
        for (Item i = visible; i != null; i = i.previous()) {
            if (i.alias() != null && i.name().equals(name)) {
                return Optional.of(i.alias());
            }
        }
        return Optional.empty();
    }
}
