package io.mergelab.engine.finalread;

import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code use_skip_indexes_if_final_exact_mode}: skip indexes may drop the granule holding a key's winning row while
 * keeping one holding an older row of the same key, which FINAL would then return. So every candidate granule whose
 * key interval (granule g spans {@code [index[g], index[g + 1]]}) meets the key interval of a granule the indexes kept
 * is read too: then every row of a key found in a kept granule is read. A key found in no kept granule has rows only
 * in granules the indexes dropped, so none of its rows passes the filter, and whichever FINAL picks, the filter
 * (applied after FINAL) removes it.
 */
public final class SkipIndexExactMode {
    private SkipIndexExactMode() {
    }

    /** A granule's key interval, both ends as index entries. */
    private record Interval(KeyBound lower, KeyBound upper) {
    }

    /** The granules of {@code candidates} (the selection before the skip indexes) to read, given what they kept. */
    public static List<PartRanges> expand(List<PartRanges> candidates, List<PartRanges> kept) {
        List<Interval> keptIntervals = new ArrayList<>();
        for (PartRanges pr : kept) {
            for (MarkRange r : pr.ranges()) {
                keptIntervals.add(interval(pr.part(), r.begin(), r.end()));
            }
        }
        List<Interval> union = union(keptIntervals);
        List<PartRanges> out = new ArrayList<>();
        for (PartRanges pr : candidates) {
            List<MarkRange> ranges = new ArrayList<>();
            for (MarkRange r : pr.ranges()) {
                for (int g = r.begin(); g < r.end(); g++) {
                    if (!meets(union, interval(pr.part(), g, g + 1))) {
                        continue;
                    }
                    if (!ranges.isEmpty() && ranges.get(ranges.size() - 1).end() == g) {
                        ranges.set(ranges.size() - 1, new MarkRange(ranges.get(ranges.size() - 1).begin(), g + 1));
                    } else {
                        ranges.add(new MarkRange(g, g + 1));
                    }
                }
            }
            if (!ranges.isEmpty()) {
                out.add(new PartRanges(pr.part(), ranges));
            }
        }
        return out;
    }

    private static Interval interval(DataPart part, int begin, int end) {
        return new Interval(new KeyBound(part.primaryIndex(), begin), new KeyBound(part.primaryIndex(), end));
    }

    /** Disjoint intervals covering {@code intervals}, in key order. */
    private static List<Interval> union(List<Interval> intervals) {
        List<Interval> sorted = new ArrayList<>(intervals);
        sorted.sort(Comparator.comparing(Interval::lower, KeyBound::compareTo));
        List<Interval> out = new ArrayList<>();
        for (Interval i : sorted) {
            Interval last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && i.lower().compareTo(last.upper()) <= 0) {
                if (i.upper().compareTo(last.upper()) > 0) {
                    out.set(out.size() - 1, new Interval(last.lower(), i.upper()));
                }
            } else {
                out.add(i);
            }
        }
        return out;
    }

    /** Whether {@code i} meets one of the disjoint, sorted {@code union}. */
    private static boolean meets(List<Interval> union, Interval i) {
        int lo = 0;
        int hi = union.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (union.get(mid).lower().compareTo(i.upper()) <= 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo > 0 && union.get(lo - 1).upper().compareTo(i.lower()) >= 0;
    }
}
