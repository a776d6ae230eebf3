package io.mergelab.engine.storage;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Chunks of a part's mark ranges: each chunk is one or more whole granules of one range, as many as fit in
 * {@code maxBlockRows} (at least one). Closes its files when exhausted or closed.
 */
public final class PartReadStream implements Iterator<Chunk>, AutoCloseable {
    private final PartColumnsReader reader;
    private final List<MarkRange> ranges;
    private final int maxBlockRows;
    private int rangeIndex;
    private int nextMark;
    private MarkRange lastRange;
    private boolean closed;

    PartReadStream(PartColumnsReader reader, List<MarkRange> ranges, int maxBlockRows) {
        this.reader = reader;
        this.ranges = List.copyOf(ranges);
        this.maxBlockRows = Math.max(1, maxBlockRows);
        DataPart part = reader.part();
        for (MarkRange r : this.ranges) {
            if (r.end() > part.granules()) {
                reader.close();
                throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Mark range [" + r.begin() + ", " + r.end()
                        + ") is outside the " + part.granules() + " granules of part " + part.name());
            }
        }
        nextMark = this.ranges.isEmpty() ? 0 : this.ranges.get(0).begin();
    }

    @Override
    public boolean hasNext() {
        while (rangeIndex < ranges.size() && nextMark >= ranges.get(rangeIndex).end()) {
            rangeIndex++;
            if (rangeIndex < ranges.size()) {
                nextMark = ranges.get(rangeIndex).begin();
            }
        }
        if (rangeIndex >= ranges.size()) {
            close();
            return false;
        }
        return true;
    }

    @Override
    public Chunk next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        DataPart part = reader.part();
        int end = ranges.get(rangeIndex).end();
        int begin = nextMark;
        int last = begin + 1;
        long rows = part.granuleRows(begin);
        while (last < end && rows + part.granuleRows(last) <= maxBlockRows) {
            rows += part.granuleRows(last);
            last++;
        }
        Chunk chunk = reader.read(begin, last);
        lastRange = new MarkRange(begin, last);
        nextMark = last;
        return chunk;
    }

    /** The granules of the chunk last returned by {@link #next()}. */
    public MarkRange lastRange() {
        return lastRange;
    }

    public ReadStats stats() {
        return reader.stats();
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            reader.close();
        }
    }
}
