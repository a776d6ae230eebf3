package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.IntegerType;
import java.util.List;

/**
 * Generates the {@code number} column block by block, only when downstream asks: {@code Numbers} for an
 * endless sequence (system.numbers, numbers()), {@code NumbersRange} for a bounded one, as ClickHouse names them.
 */
final class NumbersSource extends SourceProcessor {
    private final NumberSequence sequence;
    private final int blockRows;
    private final ReadCounters counters;

    NumbersSource(NumberSequence sequence, int blockRows, ReadCounters counters) {
        this.sequence = sequence;
        this.blockRows = Math.max(1, blockRows);
        this.counters = counters;
    }

    @Override
    public String name() {
        return sequence.isEndless() ? "Numbers" : "NumbersRange";
    }

    @Override
    protected Chunk generate() {
        NumberSequence.Block block = sequence.claim(blockRows);
        if (block == null) {
            return null;
        }
        long[] values = new long[block.rows()];
        sequence.fill(block, values);
        counters.add(block.rows(), 8L * block.rows());
        return new Chunk(List.of(new LongColumn(IntegerType.UINT64, values, block.rows())), block.rows());
    }
}
