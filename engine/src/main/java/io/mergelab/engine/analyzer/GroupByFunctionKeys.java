package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code optimize_group_by_function_keys}, as ClickHouse applies it: a GROUP BY key that is a function of other
 * keys ({@code ClientIP - 1} beside {@code ClientIP}) does not split any group, so it is dropped from the keys and
 * computed from them after aggregating. Here the functions are integer and float arithmetic, whose value follows from
 * their arguments alone; ClickHouse takes any deterministic function. Not used WITH TOTALS, whose totals row shows
 * each key's default value rather than the function of the other keys' defaults.
 */
final class GroupByFunctionKeys {
    private static final Set<String> ARITHMETIC = Set.of("plus", "minus", "multiply", "negate", "intDiv", "modulo",
            "divide");

    private GroupByFunctionKeys() {
    }

    static List<Expr> reduce(List<Expr> keys) {
        List<Expr> columns = keys.stream().filter(k -> k instanceof Identifier).toList();
        List<Expr> kept = new ArrayList<>();
        for (Expr k : keys) {
            if (!(k instanceof FunctionCall f && ofColumnKeys(f, columns))) {
                kept.add(k);
            }
        }
        return kept;
    }

    private static boolean ofColumnKeys(Expr e, List<Expr> columns) {
        if (e instanceof Identifier) {
            return columns.contains(e);
        }
        if (e instanceof Literal) {
            return true;
        }
        return e instanceof FunctionCall f && ARITHMETIC.contains(f.name()) && !f.distinct() && f.parameters().isEmpty()
                && f.args().stream().allMatch(a -> ofColumnKeys(a, columns))
                && f.args().stream().anyMatch(a -> !(a instanceof Literal));
    }
}
