package io.mergelab.engine.index.stream;

import io.mergelab.engine.storage.DataPart;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The granules one MergeTree read's streams dropped with streaming skip indexes ({@code use_skip_indexes_on_data_read
 * = 1}), per index (in the order the read checks them) and part: what the read's Skip rows of the index funnel are
 * made of once it ended. A granule counts for the first index that ruled it out; the later ones never see it. The
 * read's streams record into one tally, from their worker threads.
 */
public final class StreamingSkipTally {
    private final int indexes;
    private final Map<DataPart, BitSet[]> dropped = new IdentityHashMap<>();

    public StreamingSkipTally(int indexes) {
        this.indexes = indexes;
    }

    /** Records that index number {@code index} ruled out data granule {@code mark} of {@code part}. */
    public synchronized void dropped(DataPart part, int index, int mark) {
        dropped.computeIfAbsent(part, p -> new BitSet[indexes]);
        BitSet[] byIndex = dropped.get(part);
        if (byIndex[index] == null) {
            byIndex[index] = new BitSet();
        }
        byIndex[index].set(mark);
    }

    /** The granules of {@code part} index number {@code index} dropped so far (a copy; empty if none). */
    public synchronized BitSet droppedBy(DataPart part, int index) {
        BitSet[] byIndex = dropped.get(part);
        return byIndex == null || byIndex[index] == null ? new BitSet() : (BitSet) byIndex[index].clone();
    }
}
