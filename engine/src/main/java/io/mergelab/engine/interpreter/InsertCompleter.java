package io.mergelab.engine.interpreter;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.ColumnDefinition.DefaultKind;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Turns the columns an INSERT supplies into every stored column of the table, in definition order:
 * supplied values are converted to the column types, DEFAULT and MATERIALIZED expressions are computed,
 * other missing columns get their type's default.
 */
final class InsertCompleter {
    private final TableDefinition table;
    private final List<String> supplied;
    private final EvaluationContext ctx;

    InsertCompleter(TableDefinition table, List<String> supplied, EvaluationContext ctx) {
        this.table = table;
        this.supplied = List.copyOf(supplied);
        this.ctx = ctx;
        Set<String> seen = new HashSet<>();
        for (String name : supplied) {
            ColumnDefinition c = table.column(name).orElseThrow(() -> new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE,
                    "No such column " + name + " in table " + table.qualifiedName()));
            if (!c.isOrdinary()) {
                throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Cannot insert column " + name + ", because it is "
                        + c.defaultKind() + " column");
            }
            if (!seen.add(name)) {
                throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN, "Column " + name + " in table " + table.qualifiedName()
                        + " specified more than once");
            }
        }
    }

    /** The column names an INSERT without a column list supplies. */
    static List<String> defaultColumns(TableDefinition table) {
        return table.ordinaryColumns().stream().map(ColumnDefinition::name).toList();
    }

    List<DataType> suppliedTypes() {
        return supplied.stream().map(n -> table.column(n).orElseThrow().type()).toList();
    }

    Chunk complete(Chunk input) {
        return complete(input, column -> Optional.empty());
    }

    /**
     * Like {@link #complete(Chunk)}; {@code omitted} tells, per supplied column, which rows the input did not
     * mention (JSONEachRow), and those rows get the column's DEFAULT expression instead of the type default.
     */
    Chunk complete(Chunk input, IntFunction<Optional<byte[]>> omitted) {
        int rows = input.rows();
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        List<Column> columns = new ArrayList<>();
        for (ColumnDefinition c : table.storedColumns()) {
            int at = supplied.indexOf(c.name());
            Column value;
            if (at >= 0) {
                value = Casts.convertForInsert(input.column(at), c.type());
                Optional<byte[]> missing = omitted.apply(at);
                if (missing.isPresent() && c.defaultExpr().isPresent() && anySet(missing.get(), rows)) {
                    value = blend(value, computeDefault(c, names, types, columns, input, rows), missing.get());
                }
            } else if (c.defaultExpr().isPresent() && c.defaultKind() != DefaultKind.ALIAS) {
                value = computeDefault(c, names, types, columns, input, rows);
            } else {
                ColumnBuilder b = ColumnBuilder.create(c.type(), rows);
                for (int r = 0; r < rows; r++) {
                    b.appendDefault();
                }
                value = b.build();
            }
            names.add(c.name());
            types.add(c.type());
            columns.add(value);
        }
        return new Chunk(columns, rows);
    }

    private static boolean anySet(byte[] mask, int rows) {
        for (int r = 0; r < rows; r++) {
            if (mask[r] != 0) {
                return true;
            }
        }
        return false;
    }

    /** Row r from {@code defaults} where {@code useDefault[r]} is set, else from {@code values}. */
    private static Column blend(Column values, Column defaults, byte[] useDefault) {
        ColumnBuilder b = ColumnBuilder.create(values.type(), values.size());
        for (int r = 0; r < values.size(); r++) {
            b.appendFrom(useDefault[r] != 0 ? defaults : values, r);
        }
        return b.build();
    }

    /** Evaluates a DEFAULT/MATERIALIZED expression over the supplied columns and those already completed. */
    private Column computeDefault(ColumnDefinition c, List<String> doneNames, List<DataType> doneTypes, List<Column> done,
                                  Chunk input, int rows) {
        List<String> names = new ArrayList<>(doneNames);
        List<DataType> types = new ArrayList<>(doneTypes);
        List<Column> columns = new ArrayList<>(done);
        for (int i = 0; i < supplied.size(); i++) {
            if (!names.contains(supplied.get(i))) {
                names.add(supplied.get(i));
                types.add(table.column(supplied.get(i)).orElseThrow().type());
                columns.add(Casts.convertForInsert(input.column(i), types.get(types.size() - 1)));
            }
        }
        CompiledExpression e = ExpressionCompiler.compile(c.defaultExpr().orElseThrow(), new InputSchema(names, types), ctx);
        return Casts.convertForInsert(e.evaluate(new Chunk(columns, rows)), c.type());
    }
}
