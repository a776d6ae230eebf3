package io.mergelab.engine.plan.step;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.storage.serial.IntegerTotals;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * What a read that totals its blocks ({@link ReadTotalsFromMergeTree}) outputs per block instead of the block's rows:
 * one row, one column per total. A keyless {@code sum}, {@code avg}, {@code count}, {@code min} or {@code max} of
 * integer columns then aggregates these rows (the sum of the blocks' sums, the least of their least values).
 *
 * @param columns the integer columns read (not Nullable), each once
 * @param totals  the output columns, in order
 */
public record BlockTotals(List<ReadColumn> columns, List<Total> totals) {
    /** What an output column holds of a block. */
    public enum Kind {
        /** The block's rows, UInt64. */
        ROWS,
        /** The sum of a column's values, wrapping: Int64 for signed columns, UInt64 for unsigned. */
        SUM,
        /** The least value, of the column's type. */
        MIN,
        /** The greatest value, of the column's type. */
        MAX
    }

    /** A column read, by name and type. */
    public record ReadColumn(String name, IntegerType type) {
    }

    /** One output column: its name, what it holds and of which column ({@code -1} for {@link Kind#ROWS}). */
    public record Total(String name, Kind kind, int column) {
    }

    public BlockTotals {
        columns = List.copyOf(columns);
        totals = List.copyOf(totals);
    }

    /** The output columns: names and types. */
    public Header header() {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (Total t : totals) {
            names.add(t.name());
            types.add(type(t));
        }
        return new Header(names, types);
    }

    /** The names of the columns read, in order. */
    public List<String> columnNames() {
        return columns.stream().map(ReadColumn::name).toList();
    }

    private DataType type(Total t) {
        return switch (t.kind()) {
            case ROWS -> IntegerType.UINT64;
            case SUM -> columns.get(t.column()).type().signed() ? IntegerType.INT64 : IntegerType.UINT64;
            case MIN, MAX -> columns.get(t.column()).type();
        };
    }

    /** Empty totals for one block, one per column read; least and greatest kept only for columns asked them. */
    public IntegerTotals[] newTotals() {
        IntegerTotals[] out = new IntegerTotals[columns.size()];
        for (int c = 0; c < out.length; c++) {
            int column = c;
            boolean minMax = totals.stream().anyMatch(t -> t.column() == column
                    && (t.kind() == Kind.MIN || t.kind() == Kind.MAX));
            out[c] = new IntegerTotals(minMax);
        }
        return out;
    }

    /** The one output row of a block of {@code rows} rows (at least one) whose columns added up to {@code of}. */
    public Chunk row(int rows, IntegerTotals[] of) {
        List<Column> out = new ArrayList<>(totals.size());
        for (Total t : totals) {
            long value = switch (t.kind()) {
                case ROWS -> rows;
                case SUM -> of[t.column()].sum();
                case MIN -> of[t.column()].min();
                case MAX -> of[t.column()].max();
            };
            out.add(LongColumn.of(type(t), value));
        }
        return new Chunk(out, 1);
    }
}
