package io.mergelab.engine.index;

import io.mergelab.engine.IndexFunnel;
import io.mergelab.engine.IndexStage;
import io.mergelab.engine.index.stream.StreamingSkipTally;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * One MergeTree read as a query ran it: the selection its pipeline was built from and, when its skip indexes were
 * checked while reading ({@code use_skip_indexes_on_data_read = 1}), what its streams dropped ({@code tally}, else
 * null). From these come the read's index funnel in the query's profile and the selection its EXPLAIN shows after the
 * run: the Skip rows are then the granules dropped while reading, one row per index in the order they were checked,
 * where EXPLAIN before a run checks every granule. Granules a satisfied LIMIT never reached count as selected.
 * {@code read} is the plan step, by identity.
 */
public record ExecutedRead(Object read, String database, String table, Selection selection, StreamingSkipTally tally) {

    /** The read's funnel: the stages before reading, then a Skip row per streaming index with what it dropped. */
    public IndexFunnel funnel() {
        return new IndexFunnel(database, table, explained().funnel());
    }

    /** The selection as EXPLAIN shows it after the run: the granules dropped while reading left out. */
    public Selection explained() {
        List<UsableSkipIndex> streaming = selection.skipIndexesForRead();
        if (tally == null || streaming.isEmpty()) {
            return selection;
        }
        List<IndexStage> funnel = new ArrayList<>(selection.funnel());
        List<PartRanges> current = selection.parts();
        for (int i = 0; i < streaming.size(); i++) {
            List<PartRanges> next = new ArrayList<>(current.size());
            for (PartRanges part : current) {
                PartRanges kept = without(part, tally.droppedBy(part.part(), i));
                if (kept.marks() > 0) {
                    next.add(kept);
                }
            }
            UsableSkipIndex index = streaming.get(i);
            funnel.add(new IndexStage("Skip", index.index().name(), index.index().description(), List.of(), "",
                    current.size(), next.size(), marks(current), marks(next), ""));
            current = next;
        }
        return new Selection(current, funnel, selection.partsTotal(), selection.marksTotal(),
                selection.primaryKeyNanos(), List.of(), selection.skipIndexNanos(), selection.cacheLookups());
    }

    private static PartRanges without(PartRanges part, BitSet dropped) {
        if (dropped.isEmpty()) {
            return part;
        }
        List<MarkRange> kept = new ArrayList<>();
        for (MarkRange r : part.ranges()) {
            int begin = r.begin();
            while (begin < r.end()) {
                int from = dropped.nextClearBit(begin);
                if (from >= r.end()) {
                    break;
                }
                int to = Math.min(r.end(), dropped.nextSetBit(from) < 0 ? r.end() : dropped.nextSetBit(from));
                kept.add(new MarkRange(from, to));
                begin = to;
            }
        }
        return new PartRanges(part.part(), kept);
    }

    private static long marks(List<PartRanges> parts) {
        long n = 0;
        for (PartRanges p : parts) {
            n += p.marks();
        }
        return n;
    }
}
