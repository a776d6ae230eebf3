package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/** Runs one aggregate without keys over rows, whole and as merged partial states. */
final class AggregateTesting {
    private AggregateTesting() {
    }

    static Chunk chunk(List<DataType> types, List<Object[]> rows) {
        List<Column> columns = new ArrayList<>();
        for (int c = 0; c < types.size(); c++) {
            ColumnBuilder b = ColumnBuilder.create(types.get(c));
            for (Object[] row : rows) {
                b.appendValue(row[c]);
            }
            columns.add(b.build());
        }
        return new Chunk(columns, rows.size());
    }

    static AggregateFunction resolve(String function, List<Object> params, boolean distinct, List<DataType> types) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            names.add("a" + i);
        }
        return AggregateFunctions.resolve(new AggregateDescription(function, params, names, "r", distinct), types);
    }

    /**
     * The single result value with the rows split into partial states at {@code split} and merged; rows before
     * the split go to the state that is merged into.
     */
    static Object evaluate(AggregateFunction f, List<DataType> types, List<Object[]> rows, int split) {
        int[] args = new int[types.size()];
        for (int i = 0; i < args.length; i++) {
            args[i] = i;
        }
        AggregationParams p = new AggregationParams(new int[0], List.of(), List.of(f), new int[][] {args});
        AggregatedData first = p.newData();
        AggregatedData second = p.newData();
        first.add(chunk(types, rows.subList(0, split)));
        second.add(chunk(types, rows.subList(split, rows.size())));
        first.mergeFrom(second);
        List<Chunk> out = first.resultChunks(10);
        if (out.size() != 1 || out.get(0).rows() != 1) {
            throw new AssertionError("expected one row without keys, got " + out);
        }
        return out.get(0).column(0).get(0);
    }
}
