package io.mergelab.engine.expr;

import io.mergelab.engine.function.FunctionRegistry;
import io.mergelab.engine.function.builtin.BuiltinFunctions;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;

/** Compiles expression ASTs against an input schema into {@link CompiledExpression}s. */
public final class ExpressionCompiler {
    private ExpressionCompiler() {
    }

    /**
     * Resolves names and types and binds functions, failing before any row is read with
     * UNKNOWN_IDENTIFIER, UNKNOWN_FUNCTION, ILLEGAL_TYPE_OF_ARGUMENT, NUMBER_OF_ARGUMENTS_DOESNT_MATCH, ...
     */
    public static CompiledExpression compile(Expr expr, InputSchema input, EvaluationContext ctx) {
        return compile(expr, input, ctx, BuiltinFunctions.registry());
    }

    public static CompiledExpression compile(Expr expr, InputSchema input, EvaluationContext ctx, FunctionRegistry registry) {
        String name = expr instanceof Aliased a ? a.alias() : ColumnNames.of(expr);
        Analyzer analyzer = new Analyzer(input, ctx, registry, Analyzer.scopeOf(expr));
        Node node = analyzer.analyze(expr);
        return new NodeExpression(node, name, analyzer.sharedNodes());
    }
}
