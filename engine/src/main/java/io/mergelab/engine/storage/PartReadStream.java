package io.mergelab.engine.storage;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.IntPredicate;

/**
 * Chunks of a part's mark ranges: each chunk is one or more whole granules of one range, as many as fit in
 * {@code maxBlockRows} (at least one). Closes its files when exhausted or closed.
 *
 * <p>A stream with a granule filter ({@code mayRead}, given a mark) asks it right before reading each granule and
 * skips the granules it rejects; it asks about no granule beyond the chunk being read, so a reader that stops early
 * (a satisfied LIMIT) leaves the rest unasked.
 */
public final class PartReadStream implements Iterator<Chunk>, AutoCloseable {
    private final PartColumnsReader reader;
    private final List<MarkRange> ranges;
    private final int maxBlockRows;
    /** Whether a granule may be read; {@code null} reads every granule of the ranges. */
    private final IntPredicate mayRead;
    private int rangeIndex;
    private int nextMark;
    /** The mark {@link #hasNext} found readable, so asking twice does not ask the filter twice. */
    private int approvedMark = -1;
    private MarkRange lastRange;
    private boolean closed;

    PartReadStream(PartColumnsReader reader, List<MarkRange> ranges, int maxBlockRows, IntPredicate mayRead) {
        this.reader = reader;
        this.ranges = List.copyOf(ranges);
        this.maxBlockRows = Math.max(1, maxBlockRows);
        this.mayRead = mayRead;
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
        while (true) {
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
            if (mayRead == null || approvedMark == nextMark || mayRead.test(nextMark)) {
                approvedMark = nextMark;
                return true;
            }
            nextMark++;
        }
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
        int next = -1;
        while (last < end && rows + part.granuleRows(last) <= maxBlockRows) {
            if (mayRead != null && !mayRead.test(last)) {
                next = last + 1;
                break;
            }
            rows += part.granuleRows(last);
            last++;
        }
        Chunk chunk = reader.read(begin, last);
        lastRange = new MarkRange(begin, last);
        nextMark = next < 0 ? last : next;
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
