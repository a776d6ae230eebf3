package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import java.util.ArrayList;
import java.util.List;

/** Evaluates the constant expressions of {@code INSERT ... VALUES} rows into one chunk of the target types. */
final class ValuesRows {
    private static final InputSchema NO_COLUMNS = new InputSchema(List.of(), List.of());

    private ValuesRows() {
    }

    /** An array or tuple where a scalar is expected (or the reverse) is a type mismatch, as ClickHouse reports it. */
    private static void checkSameShape(DataType value, DataType target) {
        if (shape(value) != shape(target) && !(value instanceof NothingType) && !(value instanceof NullableType n && n.nested() instanceof NothingType)) {
            throw new MergeLabException(ErrorCode.TYPE_MISMATCH, "Type mismatch in VALUES section. Expected: " + target.name()
                    + ". Got: " + value.name());
        }
    }

    private static DataType.Representation shape(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            t = n.nested().unwrapLowCardinality();
        }
        DataType.Representation r = t.representation();
        return r == DataType.Representation.ARRAY || r == DataType.Representation.TUPLE || r == DataType.Representation.MAP
                ? r : DataType.Representation.LONG;
    }

    static Chunk toChunk(List<List<Expr>> rows, List<String> names, List<DataType> types, EvaluationContext ctx) {
        Chunk oneRow = new Chunk(List.of(), 1);
        List<List<Column>> perColumn = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            perColumn.add(new ArrayList<>(rows.size()));
        }
        for (int r = 0; r < rows.size(); r++) {
            List<Expr> row = rows.get(r);
            if (row.size() != types.size()) {
                throw new MergeLabException(ErrorCode.INCORRECT_NUMBER_OF_COLUMNS, "Row " + (r + 1) + " of VALUES has "
                        + row.size() + " values, but " + types.size() + " columns are inserted");
            }
            for (int c = 0; c < row.size(); c++) {
                try {
                    Column value = ExpressionCompiler.compile(row.get(c), NO_COLUMNS, ctx).evaluate(oneRow);
                    checkSameShape(value.type(), types.get(c));
                    perColumn.get(c).add(Casts.convertForInsert(value, types.get(c)));
                } catch (MergeLabException e) {
                    throw e.withContext("at row " + (r + 1) + ", column " + names.get(c) + " (" + types.get(c).name() + ")");
                }
            }
        }
        List<Column> columns = new ArrayList<>(types.size());
        for (List<Column> parts : perColumn) {
            columns.add(Columns.concat(parts));
        }
        return new Chunk(columns, rows.size());
    }
}
