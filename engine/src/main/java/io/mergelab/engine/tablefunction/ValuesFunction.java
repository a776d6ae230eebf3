package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.TupleType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code values(['structure',] row, ...)}: rows are constant expressions, tuples when there are several columns.
 * Without a structure the columns are {@code c1, c2, ...} of the rows' least common types. The first argument is
 * taken as the structure when it is a String literal that parses as a column list and rows follow it.
 */
final class ValuesFunction {
    private ValuesFunction() {
    }

    static TableFunctionStep resolve(TableFunctionArgs args) {
        args.checkCount(1, Integer.MAX_VALUE, "at least one row");
        Optional<Header> structure = Optional.empty();
        if (args.size() > 1 && args.expr(0) instanceof Literal lit && lit.value() instanceof String text) {
            structure = Structure.tryParse(text);
        }
        int first = structure.isPresent() ? 1 : 0;
        List<Column> rows = new ArrayList<>(args.size() - first);
        for (int i = first; i < args.size(); i++) {
            rows.add(args.evaluate(i));
        }
        Header header = structure.orElseGet(() -> infer(args.function(), rows));
        Chunk chunk = toChunk(args.function(), header, rows);
        return new TableFunctionStep("ReadFromStorage", "Values", header, pipelineCtx ->
                List.of(new SingleChunkSource(chunk, pipelineCtx.readCounters())), false);
    }

    /** Columns c1..cN: N is the width of the first row (1 for a scalar), types are the least supertypes. */
    private static Header infer(String function, List<Column> rows) {
        int width = width(rows.get(0).type());
        List<List<DataType>> perColumn = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            perColumn.add(new ArrayList<>());
        }
        for (int r = 0; r < rows.size(); r++) {
            DataType t = rows.get(r).type();
            if (width(t) != width) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Table function " + function + ": row " + (r + 1)
                        + " has " + width(t) + " values, but the first row has " + width);
            }
            for (int c = 0; c < width; c++) {
                perColumn.get(c).add(width == 1 && !(t instanceof TupleType) ? t : ((TupleType) t).elements().get(c));
            }
        }
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            names.add("c" + (c + 1));
            types.add(TypeRules.leastSupertype(perColumn.get(c)));
        }
        return new Header(names, types);
    }

    private static int width(DataType t) {
        return t instanceof TupleType tt ? tt.elements().size() : 1;
    }

    private static Chunk toChunk(String function, Header header, List<Column> rows) {
        int width = header.size();
        List<List<Column>> perColumn = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            perColumn.add(new ArrayList<>(rows.size()));
        }
        for (int r = 0; r < rows.size(); r++) {
            Column row = rows.get(r);
            List<Column> values;
            if (row instanceof TupleColumn t && (width > 1 || !(header.types().get(0) instanceof TupleType))) {
                values = t.elements();
            } else {
                values = List.of(row);
            }
            if (values.size() != width) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Table function " + function + ": row " + (r + 1)
                        + " has " + values.size() + " values, but the structure has " + width + " columns");
            }
            for (int c = 0; c < width; c++) {
                try {
                    perColumn.get(c).add(Casts.convertForInsert(values.get(c), header.types().get(c)));
                } catch (MergeLabException e) {
                    throw e.withContext("in row " + (r + 1) + ", column " + header.names().get(c) + " ("
                            + header.types().get(c).name() + ") of table function " + function);
                }
            }
        }
        List<Column> columns = new ArrayList<>(width);
        for (List<Column> parts : perColumn) {
            columns.add(Columns.concat(parts));
        }
        return new Chunk(columns, rows.size());
    }
}
