package io.mergelab.engine.finalread;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.util.List;
import java.util.Optional;

/**
 * Conditions that keep or drop whole sorting keys: those computed from sorting key elements and constants only. All
 * versions of a key agree on them, so under FINAL they may filter before the merge (PREWHERE) and prune by min/max;
 * a condition on another column may not, since it could drop a key's winning row and let an older one through.
 */
public final class SortingKeyConditions {
    private SortingKeyConditions() {
    }

    /** Whether {@code e} computes from sorting key elements and constants only (as ClickHouse's isExpressionOverSortingKey). */
    public static boolean overSortingKey(Expr e, List<Expr> sortingKey) {
        if (sortingKey.contains(e) || e instanceof Literal) {
            return true;
        }
        if (e instanceof Identifier id) {
            // t.k in a single-table query is the table's column k
            return sortingKey.contains(Identifier.of(id.name()));
        }
        if (e instanceof FunctionCall f) {
            return f.args().stream().allMatch(a -> overSortingKey(a, sortingKey));
        }
        return false;
    }

    /** The conjuncts of {@code filter} over the sorting key, ANDed; empty when there are none. */
    public static Optional<Expr> keyOnly(Optional<Expr> filter, List<Expr> sortingKey) {
        if (filter.isEmpty()) {
            return filter;
        }
        List<Expr> kept = ExprTrees.conjuncts(filter.get()).stream().filter(c -> overSortingKey(c, sortingKey))
                .toList();
        if (kept.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(kept.size() == 1 ? kept.get(0) : FunctionCall.of("and", kept.toArray(Expr[]::new)));
    }
}
