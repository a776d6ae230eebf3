package io.mergelab.engine.processor.transform;

import io.mergelab.engine.storage.DataPart;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the two branches of a lazily materialized read share (ClickHouse's {@code LazyMaterializingRows}): the
 * parts snapshot the main read took, where each part's rows start in one global row numbering
 * ({@code __global_row_index} = the part's starting offset + the row's offset in the part), and — once the main
 * branch has sorted and limited — the global row numbers whose remaining columns the lazy read must fetch.
 *
 * <p>One object serves one plan; the main read takes a new snapshot each time the plan is built into a pipeline
 * (a plan is built once per execution), so the lazy read always fetches from the parts the main read read.
 */
public final class LazyMaterializingRows {
    private List<DataPart> parts = List.of();
    private long[] startingOffsets = {0};
    private Map<DataPart, Long> offsetOfPart = new IdentityHashMap<>();
    private volatile long[] requested = new long[0];

    /** Takes the parts the main read reads; called while the pipeline is built, before any processor runs. */
    public synchronized void snapshot(List<DataPart> snapshot) {
        parts = List.copyOf(snapshot);
        startingOffsets = new long[parts.size() + 1];
        offsetOfPart = new IdentityHashMap<>();
        for (int i = 0; i < parts.size(); i++) {
            offsetOfPart.put(parts.get(i), startingOffsets[i]);
            startingOffsets[i + 1] = startingOffsets[i] + parts.get(i).rows();
        }
        requested = new long[0];
    }

    public synchronized List<DataPart> parts() {
        return parts;
    }

    /** The global row number of the part's first row. */
    public synchronized long startingOffset(DataPart part) {
        Long at = offsetOfPart.get(part);
        if (at == null) {
            throw new IllegalStateException("part " + part.name() + " is not in the lazy materialization snapshot");
        }
        return at;
    }

    /** The index in {@link #parts()} of the part holding a global row. */
    synchronized int partOf(long globalRow) {
        int at = Arrays.binarySearch(startingOffsets, globalRow);
        // an exact hit may be the start of an empty part: take the last part starting there
        if (at >= 0) {
            while (at + 1 < startingOffsets.length - 1 && startingOffsets[at + 1] == globalRow) {
                at++;
            }
            return at;
        }
        return -at - 2;
    }

    /** Hands the sorted, distinct global rows the LIMIT kept to the lazy read. */
    void request(long[] sortedDistinctRows) {
        requested = sortedDistinctRows;
    }

    long[] requested() {
        return requested;
    }
}
