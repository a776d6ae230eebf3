package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.index.skip.BoolColumns;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.TupleLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a set index can tell about a filter: any predicate over the index's elements only ({@code s = 'a'},
 * {@code lower(s) IN (...)}, {@code length(s) > 3}, {@code isNull(x)}) is evaluated over the granule's distinct
 * values, which says exactly whether some row can make it true and some false. Predicates that read other columns
 * are unknown.
 */
final class SetCondition {
    private static final String PLACEHOLDER = "__set_index_element_";

    private SetCondition() {
    }

    static Optional<SkipIndexCondition> of(Expr filter, IndexElements elements) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            names.add(PLACEHOLDER + i);
        }
        InputSchema schema = new InputSchema(names, elements.types());
        return ConditionTree.of(filter, e -> atom(e, elements, schema));
    }

    private static Optional<ConditionTree.Atom> atom(Expr e, IndexElements elements, InputSchema schema) {
        boolean[] usesElement = new boolean[1];
        Expr rewritten = rewrite(e, elements, usesElement);
        if (rewritten == null || !usesElement[0]) {
            return Optional.empty();
        }
        try {
            CompiledExpression compiled = ExpressionCompiler.compile(rewritten, schema, EvaluationContext.system());
            return Optional.of(granule -> check(compiled, (SetGranule) granule));
        } catch (MergeLabException ex) {
            return Optional.empty();
        }
    }

    private static BoolMask check(CompiledExpression compiled, SetGranule g) {
        if (g.tooMany()) {
            return BoolMask.UNKNOWN;
        }
        try {
            return BoolColumns.mask(compiled.evaluate(g.values()));
        } catch (MergeLabException e) {
            // the predicate fails on some value (toDate('x')); the query's own filter decides what that means
            return BoolMask.UNKNOWN;
        }
    }

    /**
     * {@code e} with every sub-expression that is an index element replaced by that element's placeholder; null when
     * something else reads a column (or a parameter, a subquery): then the set cannot evaluate it.
     */
    private static Expr rewrite(Expr e, IndexElements elements, boolean[] usesElement) {
        int element = elements.indexOf(e);
        if (element >= 0) {
            usesElement[0] = true;
            return Identifier.of(PLACEHOLDER + element);
        }
        if (e instanceof Literal) {
            return e;
        }
        if (e instanceof Aliased a) {
            return rewrite(a.expr(), elements, usesElement);
        }
        if (!(e instanceof FunctionCall) && ExprTrees.operands(e).isEmpty()) {
            // a column outside the index, a query parameter, a subquery, a lambda, an empty array or tuple
            return e instanceof ArrayLiteral || e instanceof TupleLiteral ? e : null;
        }
        boolean[] failed = new boolean[1];
        Expr out = ExprTrees.mapOperands(e, o -> {
            Expr r = rewrite(o, elements, usesElement);
            if (r == null) {
                failed[0] = true;
                return o;
            }
            return r;
        });
        return failed[0] ? null : out;
    }
}
