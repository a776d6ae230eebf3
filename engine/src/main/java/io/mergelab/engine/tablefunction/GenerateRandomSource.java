package io.mergelab.engine.tablefunction;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.table.ReadCounters;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * {@code GenerateRandom}: endless random rows of the structure's types; the same seed gives the same rows. Blocks hold
 * {@code max_block_size} rows unless long arrays or strings would make one bigger than {@link #BLOCK_BYTES}: a block
 * is made whole before LIMIT or the memory limit sees it, so 65,536 rows of 20,000-element arrays would fill the heap.
 */
final class GenerateRandomSource extends SourceProcessor {
    private static final double BLOCK_BYTES = 8 << 20;

    private final Header header;
    private final RandomColumns columns;
    private final SplittableRandom random;
    private final int blockRows;
    private final ReadCounters counters;

    GenerateRandomSource(Header header, RandomColumns columns, long seed, int blockRows, ReadCounters counters) {
        this.header = header;
        this.columns = columns;
        this.random = new SplittableRandom(seed);
        double rowBytes = header.types().stream().mapToDouble(columns::maxRowBytes).sum();
        this.blockRows = (int) Math.max(1, Math.min(blockRows, BLOCK_BYTES / Math.max(1, rowBytes)));
        this.counters = counters;
    }

    @Override
    public String name() {
        return "GenerateRandom";
    }

    @Override
    protected Chunk generate() {
        List<Column> out = new ArrayList<>(header.size());
        for (int c = 0; c < header.size(); c++) {
            out.add(columns.generate(header.types().get(c), blockRows, random));
        }
        Chunk chunk = new Chunk(out, blockRows);
        counters.add(blockRows, chunk.byteSize());
        return chunk;
    }
}
