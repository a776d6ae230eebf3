package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.SortPermutation;
import java.util.ArrayList;
import java.util.List;

/** One ORDER BY key: a column position of the chunk, its direction and where NULLs go. */
public record SortColumn(int index, boolean descending, boolean nullsFirst) {

    /** The row comparator of a chunk for the keys, in key order. */
    public static SortPermutation.RowComparator comparator(List<SortColumn> keys, Chunk chunk) {
        List<SortPermutation.RowComparator> parts = new ArrayList<>(keys.size());
        for (SortColumn k : keys) {
            parts.add(SortPermutation.comparator(chunk.column(k.index()), k.descending(), k.nullsFirst()));
        }
        return SortPermutation.chain(parts);
    }

    /**
     * The first {@code limit} rows of the chunk in key order (stable): a bounded heap selects them in
     * O(rows · log limit) instead of sorting every row, as ClickHouse's partial sort with a limit does.
     */
    public static Chunk sortTop(List<SortColumn> keys, Chunk chunk, long limit) {
        if (limit >= (chunk.rows() + 3) / 4) {
            Chunk sorted = sort(keys, chunk);
            return limit >= sorted.rows() ? sorted : sorted.slice(0, (int) limit);
        }
        return selectTop(keys, chunk, null, chunk.rows(), (int) limit);
    }

    /** As {@link #sortTop(List, Chunk, long)} over only the rows {@code candidates[0..count)} (ascending). */
    public static Chunk sortTop(List<SortColumn> keys, Chunk chunk, int[] candidates, int count, long limit) {
        if (count == chunk.rows()) {
            return sortTop(keys, chunk, limit);
        }
        return selectTop(keys, chunk, candidates, count, (int) Math.min(limit, count));
    }

    private static Chunk selectTop(List<SortColumn> keys, Chunk chunk, int[] candidates, int count, int k) {
        if (k == 0) {
            return chunk.slice(0, 0);
        }
        SortPermutation.RowComparator cmp = comparator(keys, chunk);
        // ties broken by row number keep the selection stable
        SortPermutation.RowComparator order = (a, b) -> {
            int c = cmp.compare(a, b);
            return c != 0 ? c : Integer.compare(a, b);
        };
        int[] heap = new int[k];
        int size = 0;
        for (int i = 0; i < count; i++) {
            int row = candidates == null ? i : candidates[i];
            if (size < k) {
                heap[size] = row;
                siftUp(heap, size++, order);
            } else if (order.compare(row, heap[0]) < 0) {
                heap[0] = row;
                siftDown(heap, k, order);
            }
        }
        // pop the max-heap from the back: rows come out in key order
        int[] rows = new int[size];
        for (int n = size; n > 0; n--) {
            rows[n - 1] = heap[0];
            heap[0] = heap[n - 1];
            siftDown(heap, n - 1, order);
        }
        return chunk.take(rows, size);
    }

    /** Max-heap on {@code order}: the root is the worst row kept so far. */
    private static void siftUp(int[] heap, int i, SortPermutation.RowComparator order) {
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (order.compare(heap[i], heap[parent]) <= 0) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[parent];
            heap[parent] = t;
            i = parent;
        }
    }

    private static void siftDown(int[] heap, int size, SortPermutation.RowComparator order) {
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            int r = l + 1;
            int largest = i;
            if (l < size && order.compare(heap[l], heap[largest]) > 0) {
                largest = l;
            }
            if (r < size && order.compare(heap[r], heap[largest]) > 0) {
                largest = r;
            }
            if (largest == i) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[largest];
            heap[largest] = t;
            i = largest;
        }
    }

    /** The chunk sorted by the keys (stable), or the chunk itself when already in order. */
    public static Chunk sort(List<SortColumn> keys, Chunk chunk) {
        int[] perm = SortPermutation.compute(comparator(keys, chunk), chunk.rows());
        return perm == null ? chunk : chunk.take(perm, perm.length);
    }
}
