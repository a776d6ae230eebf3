package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.index.cache.ConditionCacheFill;
import io.mergelab.engine.index.stream.GranuleFilter;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * One read stream of a MergeTree table: reads its share of mark ranges, part after part, only the needed
 * columns, counting what it reads. Stops (and closes its files) as soon as downstream closes its output. For lazy
 * materialization it appends each row's {@code __global_row_index} (see {@link LazyMaterializingRows}).
 */
public final class MergeTreeSelectSource extends SourceProcessor {
    private final List<PartRanges> tasks;
    private final List<String> columns;
    private final int maxBlockRows;
    private final ReadCounters counters;
    /** Numbers the rows for lazy materialization; {@code null} when no row index is read. */
    private final LazyMaterializingRows rowIndex;
    /** Tags chunks with their origin for the query condition cache; {@code null} when the cache is not filled. */
    private ConditionCacheFill cacheFill;
    /** Streaming skip indexes: asked before each granule is read; {@code null} reads every selected granule. */
    private GranuleFilter granuleFilter;
    private int nextTask;
    private PartReadStream current;
    private long currentPartStart;

    public MergeTreeSelectSource(List<PartRanges> tasks, List<String> columns, int maxBlockRows, ReadCounters counters) {
        this(tasks, columns, maxBlockRows, counters, null);
    }

    /** A stream that appends the {@code __global_row_index} column numbered by {@code rowIndex}'s snapshot. */
    public MergeTreeSelectSource(List<PartRanges> tasks, List<String> columns, int maxBlockRows, ReadCounters counters,
                                 LazyMaterializingRows rowIndex) {
        this.tasks = List.copyOf(tasks);
        this.columns = List.copyOf(columns);
        this.maxBlockRows = maxBlockRows;
        this.counters = counters;
        this.rowIndex = rowIndex;
    }

    /** Tags each chunk with the part and granules it holds, so the read's filters can fill the condition cache. */
    public MergeTreeSelectSource withConditionCacheFill(ConditionCacheFill fill) {
        this.cacheFill = fill;
        return this;
    }

    /** Reads only the granules {@code filter} accepts, asking right before each is read. */
    public MergeTreeSelectSource withGranuleFilter(GranuleFilter filter) {
        this.granuleFilter = filter;
        return this;
    }

    @Override
    public String name() {
        return "MergeTreeSelect(pool: ReadPool, algorithm: Thread)";
    }

    @Override
    protected Chunk generate() {
        while (current == null || !current.hasNext()) {
            if (nextTask == tasks.size()) {
                closeGranuleFilter();
                return null;
            }
            PartRanges t = tasks.get(nextTask++);
            GranuleFilter filter = granuleFilter;
            current = filter == null
                    ? PartReader.read(t.part(), columns, t.ranges(), maxBlockRows)
                    : PartReader.read(t.part(), columns, t.ranges(), maxBlockRows, m -> filter.mayRead(t.part(), m));
            if (rowIndex != null) {
                currentPartStart = rowIndex.startingOffset(t.part());
            }
        }
        Chunk c = current.next();
        counters.add(c.rows(), c.byteSize());
        Chunk out = rowIndex == null ? c : withRowIndex(c);
        return cacheFill == null ? out : out.withInfo(cacheFill.origin(tasks.get(nextTask - 1).part(), current.lastRange()));
    }

    private Chunk withRowIndex(Chunk c) {
        long first = currentPartStart + tasks.get(nextTask - 1).part().markStartRow(current.lastRange().begin());
        long[] index = new long[c.rows()];
        for (int i = 0; i < index.length; i++) {
            index[i] = first + i;
        }
        List<Column> out = new ArrayList<>(c.columns());
        out.add(new LongColumn(IntegerType.UINT64, index, index.length));
        return new Chunk(out, c.rows());
    }

    @Override
    protected void onOutputClosed() {
        if (current != null) {
            current.close();
        }
        closeGranuleFilter();
    }

    private void closeGranuleFilter() {
        if (granuleFilter != null) {
            granuleFilter.close();
            granuleFilter = null;
        }
    }
}
