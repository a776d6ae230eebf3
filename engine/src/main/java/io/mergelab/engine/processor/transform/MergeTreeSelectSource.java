package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.SourceProcessor;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartReadStream;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.ReadCounters;
import java.util.List;

/**
 * One read stream of a MergeTree table: reads its share of mark ranges, part after part, only the needed
 * columns, counting what it reads. Stops (and closes its files) as soon as downstream closes its output.
 */
public final class MergeTreeSelectSource extends SourceProcessor {
    /** The mark ranges of one part given to one stream. */
    public record PartRanges(DataPart part, List<MarkRange> ranges) {
        public PartRanges {
            ranges = List.copyOf(ranges);
        }
    }

    private final List<PartRanges> tasks;
    private final List<String> columns;
    private final int maxBlockRows;
    private final ReadCounters counters;
    private int nextTask;
    private PartReadStream current;

    public MergeTreeSelectSource(List<PartRanges> tasks, List<String> columns, int maxBlockRows, ReadCounters counters) {
        this.tasks = List.copyOf(tasks);
        this.columns = List.copyOf(columns);
        this.maxBlockRows = maxBlockRows;
        this.counters = counters;
    }

    @Override
    public String name() {
        return "MergeTreeSelect(pool: ReadPool, algorithm: Thread)";
    }

    @Override
    protected Chunk generate() {
        while (current == null || !current.hasNext()) {
            if (nextTask == tasks.size()) {
                return null;
            }
            PartRanges t = tasks.get(nextTask++);
            current = PartReader.read(t.part(), columns, t.ranges(), maxBlockRows);
        }
        Chunk c = current.next();
        counters.add(c.rows(), c.byteSize());
        return c;
    }

    @Override
    protected void onOutputClosed() {
        if (current != null) {
            current.close();
        }
    }
}
