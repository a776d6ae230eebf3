package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.type.IntegerType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code SELECT count() FROM ... [WHERE ...]} until GROUP BY and aggregate functions have their Aggregating
 * step: counts the rows of the same query selecting a constant, through the same plan and pipeline.
 */
final class CountOnlySelect {
    private CountOnlySelect() {
    }

    static boolean matches(SelectUnion u) {
        if (u.selects().size() != 1) {
            return false;
        }
        SelectQuery q = u.selects().get(0);
        return q.select().size() == 1 && isCount(q.select().get(0)) && q.groupBy().isEmpty() && q.having().isEmpty()
                && q.orderBy().isEmpty() && q.limitBy().isEmpty() && !q.distinct();
    }

    /** The single-row result chunk; empty when LIMIT 0 or an OFFSET skips the row. */
    static List<Chunk> run(SelectUnion u, SelectRunner runner) {
        SelectQuery q = u.selects().get(0);
        SelectQuery rows = new SelectQuery(q.with(), false, List.of(new Literal(1L)), q.from(), q.joins(), q.prewhere(),
                q.where(), List.of(), false, Optional.empty(), List.of(), Optional.empty(), Optional.empty(), q.settings());
        long n = 0;
        for (Chunk c : runner.runToEnd(runner.plan(new SelectUnion(List.of(rows), u.settings(), Optional.empty())))) {
            n += c.rows();
        }
        boolean emit = q.limit().map(l -> !isZero(l.count()) && l.offset().map(CountOnlySelect::isZero).orElse(true))
                .orElse(true);
        return emit ? List.of(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, n)))) : List.of();
    }

    private static boolean isZero(Expr e) {
        return e instanceof Literal l && Long.valueOf(0).equals(l.value());
    }

    private static boolean isCount(Expr e) {
        return e instanceof FunctionCall f && f.name().toLowerCase(Locale.ROOT).equals("count") && !f.distinct()
                && (f.args().isEmpty() || f.args().size() == 1 && f.args().get(0) instanceof Asterisk);
    }
}
