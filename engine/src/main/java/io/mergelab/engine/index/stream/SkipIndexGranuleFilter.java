package io.mergelab.engine.index.stream;

import io.mergelab.engine.index.cache.ConditionCacheFill;
import io.mergelab.engine.index.skip.SkipIndex;
import io.mergelab.engine.index.skip.SkipIndexCondition;
import io.mergelab.engine.index.skip.SkipIndexGranules;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.ReadCounters;
import java.util.List;
import java.util.Optional;

/**
 * Streaming skip indexes ({@code use_skip_indexes_on_data_read = 1}) for one read stream: before a data granule is
 * read, each usable index's covering granule (index mark = data mark / GRANULARITY) is read, lazily and at most once
 * per stream, and judged by the index's condition; the data granule is skipped when any index rules it out. Index
 * files are opened per part on the first question about it and closed when the stream moves on or stops.
 *
 * <p>Granules ruled out are proof that no row matches the read's condition, so they also go to the query condition
 * cache when the read fills it.
 */
public final class SkipIndexGranuleFilter implements GranuleFilter {
    /** One usable index and what its condition says about the read's filter. */
    public record IndexCheck(SkipIndex index, SkipIndexCondition condition) {
    }

    /** The index granules of the current part, with the last verdict per index (asked once per index granule). */
    private static final class PartIndex {
        final SkipIndexGranules granules;
        int judgedMark = -1;
        boolean mayMatch;

        PartIndex(SkipIndexGranules granules) {
            this.granules = granules;
        }
    }

    private final List<IndexCheck> checks;
    private final ReadCounters counters;
    private final StreamingSkipTally tally;
    private final ConditionCacheFill cacheFill;
    private DataPart part;
    /** Per check, the current part's index granules; null where the part has no file for that index. */
    private PartIndex[] opened;
    private int[] skipped = new int[64];
    private int skippedCount;

    /**
     * {@code tally} receives each dropped granule with the index that dropped it (its position in {@code checks});
     * {@code cacheFill} may be null (the read does not fill the condition cache).
     */
    public SkipIndexGranuleFilter(List<IndexCheck> checks, ReadCounters counters, StreamingSkipTally tally,
                                  ConditionCacheFill cacheFill) {
        this.checks = List.copyOf(checks);
        this.counters = counters;
        this.tally = tally;
        this.cacheFill = cacheFill;
    }

    @Override
    public boolean mayRead(DataPart p, int mark) {
        if (p != part) {
            switchTo(p);
        }
        for (int i = 0; i < opened.length; i++) {
            PartIndex idx = opened[i];
            if (idx == null) {
                continue;
            }
            int indexMark = idx.granules.indexMarkOf(mark);
            if (indexMark != idx.judgedMark) {
                idx.mayMatch = checks.get(i).condition().mayMatch(idx.granules.granule(indexMark));
                idx.judgedMark = indexMark;
                counters.addStreamingSkips(0, 1);
            }
            if (!idx.mayMatch) {
                tally.dropped(p, i, mark);
                skip(mark);
                return false;
            }
        }
        return true;
    }

    private void skip(int mark) {
        counters.addStreamingSkips(1, 0);
        if (cacheFill == null) {
            return;
        }
        if (skippedCount == skipped.length) {
            flushSkipped();
        }
        skipped[skippedCount++] = mark;
    }

    private void flushSkipped() {
        if (skippedCount > 0) {
            cacheFill.noMatch(part, skipped, skippedCount);
            skippedCount = 0;
        }
    }

    private void switchTo(DataPart p) {
        closePart();
        part = p;
        opened = new PartIndex[checks.size()];
        for (int i = 0; i < opened.length; i++) {
            Optional<SkipIndexGranules> g = SkipIndexGranules.open(p, checks.get(i).index());
            opened[i] = g.map(PartIndex::new).orElse(null);
        }
    }

    private void closePart() {
        flushSkipped();
        if (opened != null) {
            for (PartIndex idx : opened) {
                if (idx != null) {
                    idx.granules.close();
                }
            }
            opened = null;
        }
        part = null;
    }

    @Override
    public void close() {
        closePart();
    }
}
