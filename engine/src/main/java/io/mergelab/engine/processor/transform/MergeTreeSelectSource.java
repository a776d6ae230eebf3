package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.index.cache.ConditionCacheFill;
import io.mergelab.engine.index.cache.ReadOrigin;
import io.mergelab.engine.index.stream.GranuleFilter;
import io.mergelab.engine.plan.step.BlockTotals;
import io.mergelab.engine.plan.step.PrewhereInfo;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * One read stream of a MergeTree table: reads its share of mark ranges, part after part, only the needed
 * columns, in blocks of whole granules sized by {@link ReadBlockSize} that go on across a part's mark ranges (as
 * ClickHouse's range reader fills a block across a read task's ranges), counting what it reads. With a PREWHERE
 * it outputs only the rows passing it (see {@link PartBlockReader}). Stops (and closes its files) as soon as
 * downstream closes its output. For lazy materialization it appends each row's {@code __global_row_index} (see
 * {@link LazyMaterializingRows}).
 *
 * <p>With streaming skip indexes a {@link GranuleFilter} is asked about each granule right before it joins a block
 * (never about granules beyond the block read), and rejected granules are skipped. When the read fills the query
 * condition cache, each chunk carries its {@link ReadOrigin}, and the granules PREWHERE leaves without rows are
 * reported.
 */
public final class MergeTreeSelectSource extends SourceProcessor {
    private final List<PartRanges> tasks;
    private final List<String> columns;
    private final PrewhereInfo prewhere;
    private final ReadBlockSize blockSize;
    /** Rows per block for the current part's columns. */
    private int partBlockRows;
    private final ReadCounters counters;
    /** Numbers the rows for lazy materialization; {@code null} when no row index is read. */
    private final LazyMaterializingRows rowIndex;
    /** Tags chunks with their origin for the query condition cache; {@code null} when the cache is not filled. */
    private ConditionCacheFill cacheFill;
    /** Streaming skip indexes: asked before each granule is read; {@code null} reads every selected granule. */
    private GranuleFilter granuleFilter;
    /** Read for a merge in key order (FINAL): one part's ranges, named as ClickHouse's in-order pool names it. */
    private boolean inOrder;
    /** Outputs one row of totals per block instead of its rows; {@code null} for a plain read. */
    private BlockTotals totals;
    private int nextTask;
    private PartRanges task;
    private int rangeIndex;
    private int nextMark;
    private PartBlockReader reader;
    private long currentPartStart;

    public MergeTreeSelectSource(List<PartRanges> tasks, List<String> columns, int maxBlockRows, ReadCounters counters) {
        this(tasks, columns, null, new ReadBlockSize(maxBlockRows, 0), counters, null);
    }

    /**
     * A stream filtering by {@code prewhere} (or none, when null) that appends the {@code __global_row_index}
     * column numbered by {@code rowIndex}'s snapshot (or none, when null).
     */
    public MergeTreeSelectSource(List<PartRanges> tasks, List<String> columns, PrewhereInfo prewhere,
                                 ReadBlockSize blockSize, ReadCounters counters, LazyMaterializingRows rowIndex) {
        this.tasks = List.copyOf(tasks);
        this.columns = List.copyOf(columns);
        this.prewhere = prewhere;
        this.blockSize = blockSize;
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

    /**
     * Outputs, per block, the one row {@code totals} makes of its columns instead of the block's rows (a read without
     * PREWHERE, row index or FINAL, whose columns are {@code totals}' columns).
     */
    public MergeTreeSelectSource withBlockTotals(BlockTotals totals) {
        this.totals = totals;
        return this;
    }

    /**
     * Marks this stream as an in-order read (its tasks are ranges of one part, read in key order, as FINAL merges
     * them): only the name changes, to ClickHouse's {@code MergeTreeSelect(pool: ReadPoolInOrder, algorithm: InOrder)}.
     */
    public MergeTreeSelectSource inOrder() {
        this.inOrder = true;
        return this;
    }

    @Override
    public String name() {
        return inOrder ? "MergeTreeSelect(pool: ReadPoolInOrder, algorithm: InOrder)"
                : "MergeTreeSelect(pool: ReadPool, algorithm: Thread)";
    }

    @Override
    protected Chunk generate() {
        while (true) {
            BlockGranules block = nextBlock();
            if (block == null) {
                return null;
            }
            Chunk c = totals != null ? reader.readTotals(block, totals) : reader.read(block);
            counters.add(reader.blockRows(), reader.blockBytes());
            ReadOrigin origin = cacheFill == null ? null : origin(block, c);
            if (c != null) {
                Chunk out = rowIndex == null ? c : withRowIndex(c, block);
                return origin == null ? out : out.withInfo(origin);
            }
        }
    }

    /** The origin of the rows {@code c} holds (null: none passed PREWHERE), reporting granules PREWHERE emptied. */
    private ReadOrigin origin(BlockGranules block, Chunk c) {
        ReadOrigin read = cacheFill.origin(block.part(), block.marks(), block.rowsPerGranule());
        int[] selection = reader.lastSelection();
        if (c == null) {
            read.noRowsKept();
            return null;
        }
        return selection == null ? read : read.afterFilter(selection, c.rows());
    }

    /**
     * The next block's granules: as ClickHouse's range reader does, granules of the current task's mark ranges, one
     * range after another, until the block would exceed the part's rows per block (see {@link ReadBlockSize}; at least
     * one granule), skipping those the granule filter rejects; the next task's part is opened when there is a granule
     * to read from it; {@code null} at the end. A block never spans two tasks (parts), and its granules keep the
     * ranges' order, so in-order reads stay in key order. This is the one place the stream walks its granules.
     */
    private BlockGranules nextBlock() {
        while (true) {
            while (task == null || rangeIndex == task.ranges().size()) {
                closeReader();
                if (nextTask == tasks.size()) {
                    closeGranuleFilter();
                    return null;
                }
                task = tasks.get(nextTask++);
                rangeIndex = 0;
                nextMark = task.ranges().isEmpty() ? 0 : task.ranges().get(0).begin();
                skipFinishedRanges();
            }
            if (mayRead(nextMark)) {
                break;
            }
            advance();
        }
        if (reader == null) {
            reader = new PartBlockReader(task.part(), columns, prewhere);
            int[] lookups = reader.markCacheLookups();
            counters.addMarkCacheLookups(lookups[0], lookups[1]);
            partBlockRows = blockSize.rows(task.part(), sizedBy());
            if (rowIndex != null) {
                currentPartStart = rowIndex.startingOffset(task.part());
            }
        }
        DataPart part = task.part();
        BlockGranules.Builder block = new BlockGranules.Builder(part);
        block.add(nextMark);
        advance();
        while (rangeIndex < task.ranges().size() && block.rows() + part.granuleRows(nextMark) <= partBlockRows) {
            if (mayRead(nextMark)) {
                block.add(nextMark);
            }
            advance();
        }
        return block.build();
    }

    /**
     * The columns whose width sizes the blocks: those output, or, for a read that outputs none (a count() its
     * PREWHERE decides), the condition's first, as when the read output it.
     */
    private List<String> sizedBy() {
        return columns.isEmpty() && prewhere != null ? List.of(prewhere.input().names().get(0)) : columns;
    }

    /** Whether the granule filter (if any) lets granule {@code mark} of the current part be read. */
    private boolean mayRead(int mark) {
        return granuleFilter == null || granuleFilter.mayRead(task.part(), mark);
    }

    /** Moves past the current granule, to the next range's first when the current range is done. */
    private void advance() {
        nextMark++;
        skipFinishedRanges();
    }

    private void skipFinishedRanges() {
        while (rangeIndex < task.ranges().size() && nextMark >= task.ranges().get(rangeIndex).end()) {
            rangeIndex++;
            if (rangeIndex < task.ranges().size()) {
                nextMark = task.ranges().get(rangeIndex).begin();
            }
        }
    }

    private Chunk withRowIndex(Chunk c, BlockGranules block) {
        long[] partRows = block.partRows(reader.lastSelection(), c.rows());
        for (int i = 0; i < partRows.length; i++) {
            partRows[i] += currentPartStart;
        }
        List<Column> out = new ArrayList<>(c.columns());
        out.add(new LongColumn(IntegerType.UINT64, partRows, partRows.length));
        return new Chunk(out, c.rows());
    }

    private void closeReader() {
        if (reader != null) {
            counters.addReaderRows(reader.rowsReadByPrewhere(), reader.rowsReadByMain());
            reader.close();
            reader = null;
        }
    }

    private void closeGranuleFilter() {
        if (granuleFilter != null) {
            granuleFilter.close();
            granuleFilter = null;
        }
    }

    @Override
    protected void onOutputClosed() {
        closeReader();
        closeGranuleFilter();
    }
}
