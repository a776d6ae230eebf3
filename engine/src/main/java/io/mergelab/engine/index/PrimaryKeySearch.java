package io.mergelab.engine.index;

import io.mergelab.engine.index.key.KeyValues;
import io.mergelab.engine.storage.MarkRange;
import java.util.ArrayList;
import java.util.List;

/**
 * The granules of one part whose primary-key values may satisfy a key condition, found over the part's primary
 * index ({@code granules + 1} entries: a range {@code [b, e)} lies between the key tuples at {@code b} and
 * {@code e}) as ClickHouse's markRangesFromPKRange does: by binary search when the condition is one continuous key
 * interval, otherwise by generic exclusion search.
 */
final class PrimaryKeySearch {
    private PrimaryKeySearch() {
    }

    private static boolean mayMatch(KeyValues index, int begin, int end) {
        return index.checkRange(begin, end).canBeTrue();
    }

    /** The first and then the last granule that may match, each by bisection: at most one range. */
    static List<MarkRange> binarySearch(KeyValues index, int granules) {
        int left = 0;
        int right = granules;
        while (left + 1 < right) {
            int middle = (left + right) >>> 1;
            if (mayMatch(index, 0, middle)) {
                right = middle;
            } else {
                left = middle;
            }
        }
        int begin = left;
        right = granules;
        while (left + 1 < right) {
            int middle = (left + right) >>> 1;
            if (mayMatch(index, middle, granules)) {
                left = middle;
            } else {
                right = middle;
            }
        }
        if (begin < right && mayMatch(index, begin, right)) {
            return List.of(new MarkRange(begin, right));
        }
        return List.of();
    }

    /**
     * Splits ranges that may match into {@code coarseGranularity} pieces until single granules are left, dropping
     * ranges that cannot match; kept granules join the previous range when the gap is at most {@code minMarksForSeek}.
     */
    static List<MarkRange> exclusionSearch(KeyValues index, int granules, int coarseGranularity, long minMarksForSeek) {
        List<MarkRange> out = new ArrayList<>();
        List<MarkRange> stack = new ArrayList<>();
        stack.add(new MarkRange(0, granules));
        int pieces = Math.max(2, coarseGranularity);
        while (!stack.isEmpty()) {
            MarkRange range = stack.remove(stack.size() - 1);
            if (!mayMatch(index, range.begin(), range.end())) {
                continue;
            }
            if (range.size() == 1) {
                MarkRange last = out.isEmpty() ? null : out.get(out.size() - 1);
                if (last == null || range.begin() - last.end() > minMarksForSeek) {
                    out.add(range);
                } else {
                    out.set(out.size() - 1, new MarkRange(last.begin(), range.end()));
                }
                continue;
            }
            int step = (range.size() - 1) / pieces + 1;
            int end = range.end();
            for (; end > range.begin() + step; end -= step) {
                stack.add(new MarkRange(end - step, end));
            }
            stack.add(new MarkRange(range.begin(), end));
        }
        return out;
    }
}
