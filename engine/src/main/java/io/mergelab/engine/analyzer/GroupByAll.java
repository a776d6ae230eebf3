package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectQuery;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code GROUP BY ALL}: grouping by every SELECT expression that calls no aggregate function; from an expression that
 * mixes both, by its largest parts that call none ({@code substring(substring(a, 1, 2), 1, count(b))} groups by
 * {@code substring(a, 1, 2)}), as ClickHouse does. Constants add nothing to a grouping and are left out (a number
 * would read as a position). As in ClickHouse's parser, {@code GROUP BY all} is this clause even where a column or
 * alias is called {@code all}.
 */
final class GroupByAll {
    private GroupByAll() {
    }

    /** The query with GROUP BY ALL replaced by its keys; any other query as it is. */
    static SelectQuery expand(SelectQuery q, FromClause from) {
        if (q.groupBy().size() != 1 || !(q.groupBy().get(0) instanceof Identifier id) || id.parts().size() != 1
                || !id.name().equalsIgnoreCase("all")) {
            return q;
        }
        List<Expr> keys = new ArrayList<>();
        for (Expr item : q.select()) {
            if (item instanceof Asterisk a) {
                from.asterisk(a).forEach(c -> addKey(Identifier.of(c), keys));
            } else {
                collect(item, keys);
            }
        }
        return new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(), q.prewhere(),
                q.where(), keys, q.withTotals(), q.having(), q.orderBy(), q.limitBy(), q.limit(), q.settings());
    }

    private static void collect(Expr e, List<Expr> keys) {
        if (e instanceof Aliased a) {
            collect(a.expr(), keys);
        } else if (!Aggregation.contains(e)) {
            addKey(e, keys);
        } else if (!Aggregation.isAggregateCall(e)) {
            ExprTrees.operands(e).forEach(o -> collect(o, keys));
        }
    }

    private static void addKey(Expr e, List<Expr> keys) {
        if (!(e instanceof Literal) && !keys.contains(e)) {
            keys.add(e);
        }
    }
}
