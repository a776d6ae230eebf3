package io.mergelab.engine.table;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.storage.MissingColumnValues;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * The values a part without files for a stored column reads for it: the column's DEFAULT or MATERIALIZED expression
 * as the table defines it now (so a later MODIFY COLUMN ... DEFAULT changes them, as in ClickHouse), else the type's
 * default; and the type reads cast a column to when a part wrote it with another (after MODIFY COLUMN). Expressions are
 * compiled on first use, once per table definition; one that reads another column cannot
 * serve here (ALTER ADD | MODIFY COLUMN refuse such a default for a column some part lacks).
 */
final class ColumnDefaults implements MissingColumnValues {
    private final Map<String, ColumnDefinition> columns = new HashMap<>();
    private final Map<String, CompiledExpression> expressions = new ConcurrentHashMap<>();
    private final EvaluationContext ctx;

    ColumnDefaults(TableDefinition definition, EvaluationContext ctx) {
        this.ctx = ctx;
        for (ColumnDefinition c : definition.storedColumns()) {
            columns.put(c.name(), c);
        }
    }

    private CompiledExpression compile(ColumnDefinition c) {
        try {
            return ExpressionCompiler.compile(c.defaultExpr().orElseThrow(), InputSchema.empty(), ctx);
        } catch (MergeLabException e) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Cannot fill column " + c.name()
                    + " in parts written before it was added: its default reads other columns (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public Optional<UnaryOperator<Column>> conversion(String columnName, DataType partType) {
        ColumnDefinition c = columns.get(columnName);
        return c == null || c.type().equals(partType) ? Optional.empty() : Optional.of(v -> Casts.cast(v, c.type()));
    }

    @Override
    public Optional<Column> values(String columnName, int rows) {
        ColumnDefinition c = columns.get(columnName);
        if (c == null) {
            // the s.size subcolumn of a String column the part lacks: the lengths of its default values
            String whole = columnName.endsWith(".size") ? columnName.substring(0, columnName.length() - 5) : null;
            return whole != null && columns.containsKey(whole) && columns.get(whole).type() instanceof StringType
                    ? values(whole, rows).map(v -> ((BytesColumn) v).lengths()) : Optional.empty();
        }
        if (c.defaultExpr().isPresent()) {
            CompiledExpression e = expressions.computeIfAbsent(columnName, n -> compile(c));
            return Optional.of(Casts.convertForInsert(e.evaluate(new Chunk(List.of(), rows)), c.type()));
        }
        ColumnBuilder b = ColumnBuilder.create(c.type(), rows);
        for (int r = 0; r < rows; r++) {
            b.appendDefault();
        }
        return Optional.of(b.build());
    }
}
