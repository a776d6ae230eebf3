package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;

/**
 * The current chunk and row of each sorted source, ordered in a binary heap by (sorting key, source number): the top
 * is the row that comes next in the merged order. Holds one chunk per source; when the top's chunk runs out, the
 * source waits for its next chunk (the {@link MergingAlgorithm} protocol) before any further row can be ordered.
 */
final class SortedCursors {
    private final SortingKeyColumns keyOf;
    private final Chunk[] chunks;
    private final Column[][] keys;
    private final int[] positions;
    /** Sources that must be fed before merging continues (a stack: any order will do). */
    private final int[] waiting;
    private int waitingCount;
    private final int[] heap;
    private int heapSize;
    private KeyComparator comparator;
    private long heldBytes;
    private final long[] chunkBytes;

    SortedCursors(int sources, SortingKeyColumns keyOf) {
        if (sources < 1) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "A merge needs at least one source, got " + sources);
        }
        this.keyOf = keyOf;
        chunks = new Chunk[sources];
        keys = new Column[sources][];
        positions = new int[sources];
        waiting = new int[sources];
        heap = new int[sources];
        chunkBytes = new long[sources];
        // every source is fed once before the first merge step
        for (int s = sources - 1; s >= 0; s--) {
            waiting[waitingCount++] = s;
        }
    }

    int sources() {
        return chunks.length;
    }

    /** Gives a waiting source its next chunk, {@code null} when it has no more; an empty chunk keeps it waiting. */
    void consume(int source, Chunk chunk) {
        int at = indexOfWaiting(source);
        if (at < 0) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Merge source " + source + " was fed while it still has rows");
        }
        heldBytes -= chunkBytes[source];
        chunkBytes[source] = 0;
        chunks[source] = null;
        keys[source] = null;
        if (chunk != null && chunk.rows() == 0) {
            return;
        }
        if (chunk != null) {
            List<Column> key = keyOf.of(chunk);
            if (comparator == null) {
                comparator = KeyComparator.of(key);
            }
            chunks[source] = chunk;
            keys[source] = key.toArray(Column[]::new);
            positions[source] = 0;
            chunkBytes[source] = chunk.byteSize();
            heldBytes += chunkBytes[source];
            heap[heapSize] = source;
            siftUp(heapSize++);
        }
        waiting[at] = waiting[--waitingCount];
    }

    private int indexOfWaiting(int source) {
        for (int i = 0; i < waitingCount; i++) {
            if (waiting[i] == source) {
                return i;
            }
        }
        return -1;
    }

    /** A source that must be fed before merging continues, or -1 when every unfinished source has rows. */
    int waitingSource() {
        return waitingCount == 0 ? -1 : waiting[waitingCount - 1];
    }

    /** Whether every source is finished and every row was taken. */
    boolean exhausted() {
        return heapSize == 0 && waitingCount == 0;
    }

    /** The source whose current row comes next (only while no source waits and not exhausted). */
    int top() {
        return heap[0];
    }

    Chunk chunk(int source) {
        return chunks[source];
    }

    Column[] keys(int source) {
        return keys[source];
    }

    int position(int source) {
        return positions[source];
    }

    KeyComparator comparator() {
        return comparator;
    }

    /** Bytes of the chunks held (one per source). */
    long heldBytes() {
        return heldBytes;
    }

    /**
     * How many rows of the top source, from its current row, come before every other source's current row (at least
     * one, at most {@code max}): the run the merge may take from it in one copy. Gallops, so that both single rows
     * (interleaved sources) and whole chunks (disjoint sources) cost few comparisons.
     */
    int runLength(int max) {
        int top = heap[0];
        int from = positions[top];
        int end = Math.min(chunks[top].rows(), from + max);
        if (heapSize == 1 || end - from == 1) {
            return end - from;
        }
        int next = heapSize == 2 || less(heap[1], heap[2]) ? heap[1] : heap[2];
        Column[] topKeys = keys[top];
        Column[] nextKeys = keys[next];
        int nextRow = positions[next];
        // rows of the top equal to the next source's row still come first when the top is the lower source
        int limit = top < next ? 0 : -1;
        if (comparator.compare(topKeys, end - 1, nextKeys, nextRow) <= limit) {
            return end - from;
        }
        int lo = from;
        int hi = end - 1;
        int step = 1;
        while (lo + step < hi) {
            if (comparator.compare(topKeys, lo + step, nextKeys, nextRow) <= limit) {
                lo += step;
                step <<= 1;
            } else {
                hi = lo + step;
                break;
            }
        }
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (comparator.compare(topKeys, mid, nextKeys, nextRow) <= limit) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo - from + 1;
    }

    /** Moves the top source on by {@code rows}; a source whose chunk ran out waits for its next one. */
    void advance(int rows) {
        int top = heap[0];
        positions[top] += rows;
        if (positions[top] < chunks[top].rows()) {
            siftDown(0);
            return;
        }
        heap[0] = heap[--heapSize];
        if (heapSize > 0) {
            siftDown(0);
        }
        waiting[waitingCount++] = top;
    }

    /** Whether source {@code a}'s current row comes before source {@code b}'s. */
    private boolean less(int a, int b) {
        int c = comparator.compare(keys[a], positions[a], keys[b], positions[b]);
        return c < 0 || c == 0 && a < b;
    }

    private void siftUp(int i) {
        int x = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(x, heap[parent])) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = x;
    }

    private void siftDown(int i) {
        int x = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= heapSize) {
                break;
            }
            if (child + 1 < heapSize && less(heap[child + 1], heap[child])) {
                child++;
            }
            if (!less(heap[child], x)) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = x;
    }
}
