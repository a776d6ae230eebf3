package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A table's ALIAS columns ({@code y UInt64 ALIAS x * 2}): never stored, computed on read from the stored columns
 * their expressions read (through other ALIAS columns too), cast to the column's type, as ClickHouse substitutes
 * them into the query. A read asks for the stored columns they need, then computes them in one Expression step.
 */
final class AliasColumns {
    private final Map<String, ColumnDefinition> aliases = new LinkedHashMap<>();

    AliasColumns(TableDefinition def) {
        for (ColumnDefinition c : def.columns()) {
            if (c.defaultKind() == ColumnDefinition.DefaultKind.ALIAS && c.defaultExpr().isPresent()) {
                aliases.put(c.name(), c);
            }
        }
    }

    List<ColumnDefinition> columns() {
        return List.copyOf(aliases.values());
    }

    boolean anyIn(List<String> columns) {
        return columns.stream().anyMatch(aliases::containsKey);
    }

    /** The stored columns a read of {@code columns} needs, in the order first needed. */
    List<String> storedFor(List<String> columns) {
        Set<String> out = new LinkedHashSet<>();
        for (String c : columns) {
            if (aliases.containsKey(c)) {
                ExprTrees.identifierNames(expression(c, new LinkedHashSet<>()), out);
            } else {
                out.add(c);
            }
        }
        return new ArrayList<>(out);
    }

    /** An Expression step over {@code read} whose output is exactly {@code columns}, ALIAS ones computed. */
    PlanStep compute(PlanStep read, List<String> columns, EvaluationContext ctx) {
        Header h = read.header();
        InputSchema schema = new InputSchema(h.names(), h.types());
        List<CompiledExpression> outputs = new ArrayList<>();
        for (String c : columns) {
            Expr e = aliases.containsKey(c) ? new Aliased(expression(c, new LinkedHashSet<>()), c) : Identifier.of(c);
            outputs.add(ExpressionCompiler.compile(e, schema, ctx));
        }
        return new ExpressionStep(read, "Compute alias columns", outputs);
    }

    /** The ALIAS column's expression cast to its type, with the ALIAS columns it reads replaced by theirs. */
    private Expr expression(String column, Set<String> visiting) {
        ColumnDefinition c = aliases.get(column);
        if (!visiting.add(column)) {
            return Identifier.of(column);
        }
        Expr e = substitute(c.defaultExpr().orElseThrow(), visiting);
        visiting.remove(column);
        return FunctionCall.of("_CAST", e, new Literal(c.type().name()));
    }

    private Expr substitute(Expr e, Set<String> visiting) {
        if (e instanceof Identifier id && id.parts().size() == 1 && aliases.containsKey(id.name())) {
            return expression(id.name(), visiting);
        }
        return ExprTrees.mapOperands(e, operand -> substitute(operand, visiting));
    }
}
