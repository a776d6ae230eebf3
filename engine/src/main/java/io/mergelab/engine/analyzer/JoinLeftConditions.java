package io.mergelab.engine.analyzer;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import java.util.List;
import java.util.Optional;

/**
 * The query's PREWHERE / WHERE conjuncts that hold for every kept row of a join's left side: those over the left
 * side's columns alone. A left row failing one fails it in each joined row it makes, so the left read may skip its
 * granules. Only where dropping a left row cannot add or change other output rows: LEFT joins of any strictness,
 * INNER ALL and CROSS; not RIGHT or FULL (a right row would lose its match and come back with default left
 * columns), nor ANY INNER (each right key is taken once, by the first left row that meets it).
 */
final class JoinLeftConditions {
    private JoinLeftConditions() {
    }

    /**
     * The conditions for the left side of a {@code kind} / {@code strictness} join, from {@code known} over the
     * joined relation's {@code joined} names; qualified names ({@code e.x}) become the left side's own.
     */
    static Optional<ReadConditions> of(Optional<ReadConditions> known, JoinClause.Kind kind,
                                       JoinClause.Strictness strictness, InputSchema joined, Relation left,
                                       EvaluationContext evaluation) {
        boolean keepsLeftRowsApart = kind == JoinClause.Kind.LEFT || kind == JoinClause.Kind.CROSS
                || (kind == JoinClause.Kind.INNER && strictness != JoinClause.Strictness.ANY);
        if (known.isEmpty() || !keepsLeftRowsApart) {
            return Optional.empty();
        }
        Optional<Expr> prewhere = leftOnly(known.get().prewhere(), joined, left, evaluation);
        Optional<Expr> where = leftOnly(known.get().where(), joined, left, evaluation);
        if (prewhere.isEmpty() && where.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ReadConditions(prewhere, where, known.get().settings(), known.get().evaluation()));
    }

    private static Optional<Expr> leftOnly(Optional<Expr> condition, InputSchema joined, Relation left,
                                           EvaluationContext evaluation) {
        if (condition.isEmpty()) {
            return Optional.empty();
        }
        List<Expr> kept = ExprTrees.conjuncts(condition.get()).stream()
                .filter(c -> overLeft(c, joined, left, evaluation))
                .map(c -> named(c, joined)).toList();
        return JoinOnCondition.and(kept);
    }

    private static boolean overLeft(Expr conjunct, InputSchema joined, Relation left, EvaluationContext evaluation) {
        try {
            var columns = ExpressionCompiler.compile(conjunct, joined, evaluation).requiredColumns();
            return !columns.isEmpty() && left.names().containsAll(columns);
        } catch (MergeLabException e) {
            // a condition that does not compile here (a subquery, an aggregate) is left to the filter above
            return false;
        }
    }

    /** Each identifier as the joined relation resolves it ({@code e.x} → {@code x}); lambda parameters as written. */
    private static Expr named(Expr e, InputSchema joined) {
        if (e instanceof Identifier id) {
            if (joined.indexOf(id.fullName()) < 0 && id.parts().size() > 1 && joined.indexOf(id.name()) >= 0) {
                return Identifier.of(id.name());
            }
            return id;
        }
        if (e instanceof Aliased a) {
            return new Aliased(named(a.expr(), joined), a.alias());
        }
        return ExprTrees.mapOperands(e, x -> named(x, joined));
    }
}
