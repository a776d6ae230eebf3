package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/** {@code Zeros}: the {@code zero} UInt8 column, {@code rows} rows (unsigned) in blocks made on demand. */
final class ZerosSource extends SourceProcessor {
    private final int blockRows;
    private final ReadCounters counters;
    private long left;

    ZerosSource(long rows, int blockRows, ReadCounters counters) {
        this.left = rows;
        this.blockRows = Math.max(1, blockRows);
        this.counters = counters;
    }

    @Override
    public String name() {
        return "Zeros";
    }

    @Override
    protected Chunk generate() {
        if (left == 0) {
            return null;
        }
        int rows = Long.compareUnsigned(left, blockRows) < 0 ? (int) left : blockRows;
        left -= rows;
        counters.add(rows, rows);
        return new Chunk(List.of(new LongColumn(IntegerType.UINT8, new long[rows], rows)), rows);
    }
}
