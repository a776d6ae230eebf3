package io.mergelab.engine.index;

import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import java.util.Optional;

/**
 * What a MergeTree read is asked for, beyond its columns: the query's PREWHERE and WHERE conditions (aliases
 * expanded, columns named as the table names them, without qualifiers), the query's settings, and the query's
 * evaluation context (parameters, time zone, now()) for evaluating the conditions' constants. Index analysis
 * prunes with the conjunction of both conditions; a read with no conditions ({@link #none}) selects every granule.
 */
public record ReadConditions(Optional<Expr> prewhere, Optional<Expr> where, Settings settings,
                             EvaluationContext evaluation) {
    /** Conditions whose constants need nothing from the query (no parameters, the system time zone). */
    public ReadConditions(Optional<Expr> prewhere, Optional<Expr> where, Settings settings) {
        this(prewhere, where, settings, EvaluationContext.system());
    }

    public static ReadConditions none(Settings settings) {
        return new ReadConditions(Optional.empty(), Optional.empty(), settings);
    }

    /** The condition index analysis prunes by: {@code and(prewhere, where)}, either alone, or empty. */
    public Optional<Expr> filter() {
        if (prewhere.isPresent() && where.isPresent()) {
            return Optional.of(FunctionCall.of("and", prewhere.get(), where.get()));
        }
        return prewhere.isPresent() ? prewhere : where;
    }
}
