package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.SelectQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code ORDER BY ALL [ASC|DESC]}: sorting by every column the SELECT returns, in order, as ClickHouse reads it when
 * nothing the query can name is called {@code all} (then it fails, as ClickHouse does, rather than guess).
 */
final class OrderByAll {
    private OrderByAll() {
    }

    /** The query with ORDER BY ALL replaced by the positions of all its outputs; any other query as it is. */
    static SelectQuery expand(SelectQuery q, FromClause from) {
        if (q.orderBy().size() != 1 || !(q.orderBy().get(0).expr() instanceof Identifier id) || id.parts().size() != 1
                || !id.name().toLowerCase(Locale.ROOT).equals("all")) {
            return q;
        }
        int outputs = 0;
        for (Expr item : q.select()) {
            if (item instanceof Asterisk a) {
                List<String> columns = from.asterisk(a);
                if (columns.stream().anyMatch(c -> c.equalsIgnoreCase("all"))) {
                    throw ambiguous();
                }
                outputs += columns.size();
            } else {
                if (item instanceof Aliased a && a.alias().equalsIgnoreCase("all")) {
                    throw ambiguous();
                }
                outputs++;
            }
        }
        if (from.relation().names().stream().anyMatch(c -> c.equalsIgnoreCase(id.name()))) {
            return q;
        }
        OrderItem all = q.orderBy().get(0);
        List<OrderItem> keys = new ArrayList<>();
        for (int i = 1; i <= outputs; i++) {
            keys.add(new OrderItem(new Literal((long) i), all.descending(), all.nullsFirst()));
        }
        return new SelectQuery(q.with(), q.distinct(), q.select(), q.from(), q.joins(), q.arrayJoins(), q.prewhere(),
                q.where(), q.groupBy(), q.withTotals(), q.having(), keys, q.limitBy(), q.limit(), q.settings());
    }

    private static MergeLabException ambiguous() {
        return new MergeLabException(ErrorCode.UNEXPECTED_EXPRESSION,
                "Cannot use ORDER BY ALL to sort a column with name 'all', please disable setting `enable_order_by_all` and try again");
    }
}
