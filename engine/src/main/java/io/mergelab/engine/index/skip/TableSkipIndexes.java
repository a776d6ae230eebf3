package io.mergelab.engine.index.skip;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Builds a table's skip indexes from its definition: checks each declaration and compiles its expression. */
public final class TableSkipIndexes {
    private TableSkipIndexes() {
    }

    /**
     * The indexes {@code def} declares, in declaration order. Fails with ClickHouse's errors: a duplicate name, an
     * expression over unknown columns, a constant expression, an unknown type, bad type arguments, a granularity of 0,
     * an expression type the index type cannot summarise.
     */
    public static List<TableSkipIndex> compile(TableDefinition def, EvaluationContext ctx) {
        List<ColumnDefinition> stored = def.storedColumns();
        InputSchema schema = new InputSchema(stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList());
        List<TableSkipIndex> out = new ArrayList<>(def.indexes().size());
        Set<String> names = new HashSet<>();
        for (IndexDefinition d : def.indexes()) {
            if (!names.add(d.name())) {
                throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Cannot add index " + d.name() + ": index with this name already exists");
            }
            out.add(compile(d, schema, ctx));
        }
        return List.copyOf(out);
    }

    /** One index over the columns of {@code schema}. */
    public static TableSkipIndex compile(IndexDefinition d, InputSchema schema, EvaluationContext ctx) {
        if (d.granularity() < 1) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "GRANULARITY of index " + d.name() + " must be positive, got "
                    + d.granularity());
        }
        if (d.granularity() > Integer.MAX_VALUE) {
            throw new MergeLabException(ErrorCode.INCORRECT_QUERY, "GRANULARITY " + d.granularity() + " of index " + d.name()
                    + " is too large");
        }
        CompiledExpression expr = ExpressionCompiler.compile(d.expr(), schema, ctx);
        if (expr.requiredColumns().isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Index " + d.name()
                    + " has a constant expression: it must use at least one column");
        }
        return new TableSkipIndex(SkipIndexTypes.create(d, expr.type()), expr);
    }
}
