package io.mergelab.engine.finalread;

import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.storage.PrimaryIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code use_skip_indexes_if_final_exact_mode}: skip indexes may drop the granule holding a key's winning row while
 * keeping one holding an older row of the same key, which FINAL would then return. So a granule the indexes dropped
 * is read again when its key interval chains, through overlapping intervals, to a granule they kept: the selected
 * granules become whole connected groups of overlapping key intervals (each granule spans
 * {@code [index[g], index[g + 1]]}), and every row of a key in a kept granule is read. Groups without a kept granule
 * hold no row that can pass the filter as a winner and stay dropped.
 */
public final class SkipIndexExactMode {
    private SkipIndexExactMode() {
    }

    /** The granules of {@code candidates} (the selection before the skip indexes) to read, given what they kept. */
    public static List<PartRanges> expand(List<PartRanges> candidates, List<PartRanges> kept) {
        Map<DataPart, boolean[]> keptGranules = new IdentityHashMap<>();
        for (PartRanges pr : kept) {
            boolean[] flags = keptGranules.computeIfAbsent(pr.part(), p -> new boolean[p.granules()]);
            for (MarkRange r : pr.ranges()) {
                Arrays.fill(flags, r.begin(), r.end(), true);
            }
        }
        int count = 0;
        for (PartRanges pr : candidates) {
            count += (int) pr.marks();
        }
        int[] partOf = new int[count];
        int[] granuleOf = new int[count];
        Integer[] order = new Integer[count];
        int n = 0;
        for (int p = 0; p < candidates.size(); p++) {
            for (MarkRange r : candidates.get(p).ranges()) {
                for (int g = r.begin(); g < r.end(); g++) {
                    partOf[n] = p;
                    granuleOf[n] = g;
                    order[n] = n;
                    n++;
                }
            }
        }
        Arrays.sort(order, (x, y) -> KeyOrder.compare(candidates.get(partOf[x]).part().primaryIndex(), granuleOf[x],
                candidates.get(partOf[y]).part().primaryIndex(), granuleOf[y]));
        boolean[] read = new boolean[count];
        int groupStart = 0;
        int hull = -1;
        for (int i = 0; i <= count; i++) {
            int x = i == count ? -1 : order[i];
            if (i == count || (hull >= 0 && KeyOrder.compare(index(candidates, partOf[x]), granuleOf[x],
                    index(candidates, partOf[hull]), granuleOf[hull] + 1) > 0)) {
                boolean anyKept = false;
                for (int j = groupStart; j < i && !anyKept; j++) {
                    boolean[] flags = keptGranules.get(candidates.get(partOf[order[j]]).part());
                    anyKept = flags != null && flags[granuleOf[order[j]]];
                }
                for (int j = groupStart; j < i; j++) {
                    read[order[j]] = anyKept;
                }
                groupStart = i;
                hull = -1;
            }
            if (x >= 0 && (hull < 0 || KeyOrder.compare(index(candidates, partOf[x]), granuleOf[x] + 1,
                    index(candidates, partOf[hull]), granuleOf[hull] + 1) > 0)) {
                hull = x;
            }
        }
        List<PartRanges> out = new ArrayList<>();
        n = 0;
        for (PartRanges pr : candidates) {
            List<MarkRange> ranges = new ArrayList<>();
            int begin = -1;
            int end = -1;
            for (MarkRange r : pr.ranges()) {
                for (int g = r.begin(); g < r.end(); g++, n++) {
                    if (!read[n]) {
                        continue;
                    }
                    if (g != end) {
                        if (begin >= 0) {
                            ranges.add(new MarkRange(begin, end));
                        }
                        begin = g;
                    }
                    end = g + 1;
                }
            }
            if (begin >= 0) {
                ranges.add(new MarkRange(begin, end));
            }
            if (!ranges.isEmpty()) {
                out.add(new PartRanges(pr.part(), ranges));
            }
        }
        return out;
    }

    private static PrimaryIndex index(List<PartRanges> candidates, int part) {
        return candidates.get(part).part().primaryIndex();
    }
}
