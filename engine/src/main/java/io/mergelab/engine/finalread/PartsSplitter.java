package io.mergelab.engine.finalread;

import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.storage.PrimaryIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Splits the selected ranges of one group of parts for a FINAL read, by primary-key value (the sparse index holds
 * each granule's first key and, at the final mark, the part's last key, so granule g spans the closed interval
 * {@code [index[g], index[g + 1]]}).
 *
 * <p>Non-intersecting: a granule of a part with unique keys (level > 0: merged, so deduplicated) whose interval meets
 * no granule of any other part of the group holds keys no other part has, so it needs no merge. Level-0 parts may
 * repeat a key inside themselves and are always merged.
 *
 * <p>Layers: the intersecting granules are cut by borders B1 < B2 < ... (granule start keys chosen so each layer has
 * about the same rows) into slices {@code (B[i-1], B[i]]}; layer i reads every granule whose interval meets its slice,
 * so each key is merged, whole, in exactly one layer.
 */
public final class PartsSplitter {
    private PartsSplitter() {
    }

    /**
     * The layout for {@code group} (the selected ranges of one partition, or of all parts), merging in at most
     * {@code maxLayers} layers. {@code splitNonIntersecting} / {@code splitLayers} are the two split settings; both
     * need a key of {@link KeyOrder#splittable splittable} types ({@code keySplittable}). Without
     * {@code mergedPartsFinal} (the collapsing engines, whose merged parts may still hold rows FINAL hides) every
     * range is merged.
     */
    public static FinalLayout split(List<PartRanges> group, int maxLayers, boolean splitNonIntersecting,
                                    boolean splitLayers, boolean keySplittable, boolean mergedPartsFinal) {
        List<PartRanges> parts = new ArrayList<>(group);
        parts.sort(Comparator.comparingLong((PartRanges p) -> p.part().partName().minBlock())
                .thenComparing(p -> p.part().partitionId()));
        if (mergedPartsFinal && parts.size() == 1 && parts.get(0).part().partName().level() > 0) {
            return new FinalLayout(parts, List.of());
        }
        List<PartRanges> nonIntersecting = new ArrayList<>();
        List<PartRanges> intersecting = parts;
        if (mergedPartsFinal && splitNonIntersecting && keySplittable && parts.size() > 1) {
            intersecting = new ArrayList<>();
            new Sweep(parts).classify(nonIntersecting, intersecting);
        }
        if (intersecting.isEmpty()) {
            return new FinalLayout(nonIntersecting, List.of());
        }
        if (!splitLayers || !keySplittable || maxLayers <= 1) {
            return new FinalLayout(nonIntersecting, List.of(new Layer(intersecting, null, null)));
        }
        return new FinalLayout(nonIntersecting, layers(intersecting, maxLayers));
    }

    /** Finds, for a granule of one part, whether a range of another part may hold one of its keys. */
    private static final class Sweep {
        private final List<PartRanges> parts;
        /** Every range of every part as (part, range), sorted by start key. */
        private final int[] runPart;
        private final MarkRange[] runRange;
        /** Over runs [0, i]: the run with the highest end key, and the highest among parts other than its part. */
        private final int[] best;
        private final int[] second;

        Sweep(List<PartRanges> parts) {
            this.parts = parts;
            List<int[]> runs = new ArrayList<>();
            for (int p = 0; p < parts.size(); p++) {
                List<MarkRange> ranges = parts.get(p).ranges();
                for (int r = 0; r < ranges.size(); r++) {
                    runs.add(new int[] {p, r});
                }
            }
            runs.sort((x, y) -> KeyOrder.compare(index(x[0]), range(x).begin(), index(y[0]), range(y).begin()));
            int n = runs.size();
            runPart = new int[n];
            runRange = new MarkRange[n];
            best = new int[n];
            second = new int[n];
            int b = -1;
            int s = -1;
            for (int i = 0; i < n; i++) {
                runPart[i] = runs.get(i)[0];
                runRange[i] = range(runs.get(i));
                if (b >= 0 && runPart[b] == runPart[i]) {
                    b = endsLater(i, b) ? i : b;
                } else if (b < 0 || endsLater(i, b)) {
                    s = b;
                    b = i;
                } else if (s < 0 || endsLater(i, s)) {
                    s = i;
                }
                best[i] = b;
                second[i] = s;
            }
        }

        private PrimaryIndex index(int part) {
            return parts.get(part).part().primaryIndex();
        }

        private MarkRange range(int[] run) {
            return parts.get(run[0]).ranges().get(run[1]);
        }

        private boolean endsLater(int run, int than) {
            return KeyOrder.compare(index(runPart[run]), runRange[run].end(), index(runPart[than]), runRange[than].end()) > 0;
        }

        /** Whether granule {@code g} of part {@code p} meets a range of another part. */
        private boolean intersects(int p, int g) {
            PrimaryIndex idx = index(p);
            int lo = 0;
            int hi = runPart.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (KeyOrder.compare(index(runPart[mid]), runRange[mid].begin(), idx, g + 1) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            if (lo == 0) {
                return false;
            }
            int candidate = runPart[best[lo - 1]] != p ? best[lo - 1] : second[lo - 1];
            return candidate >= 0
                    && KeyOrder.compare(index(runPart[candidate]), runRange[candidate].end(), idx, g) >= 0;
        }

        void classify(List<PartRanges> nonIntersecting, List<PartRanges> intersecting) {
            for (int p = 0; p < parts.size(); p++) {
                PartRanges pr = parts.get(p);
                if (pr.part().partName().level() == 0) {
                    intersecting.add(pr);
                    continue;
                }
                RangeCollector alone = new RangeCollector();
                RangeCollector shared = new RangeCollector();
                for (MarkRange r : pr.ranges()) {
                    for (int g = r.begin(); g < r.end(); g++) {
                        (intersects(p, g) ? shared : alone).add(g);
                    }
                }
                alone.addTo(pr.part(), nonIntersecting);
                shared.addTo(pr.part(), intersecting);
            }
        }
    }

    /** Collects granule numbers, in increasing order, into ranges. */
    private static final class RangeCollector {
        private final List<MarkRange> ranges = new ArrayList<>();
        private int begin = -1;
        private int end = -1;

        void add(int granule) {
            if (granule != end) {
                flush();
                begin = granule;
            }
            end = granule + 1;
        }

        void add(MarkRange r) {
            if (r.begin() != end) {
                flush();
                begin = r.begin();
            }
            end = r.end();
        }

        private void flush() {
            if (begin >= 0) {
                ranges.add(new MarkRange(begin, end));
            }
        }

        void addTo(DataPart part, List<PartRanges> out) {
            flush();
            begin = -1;
            if (!ranges.isEmpty()) {
                out.add(new PartRanges(part, ranges));
            }
        }
    }

    /** Cuts the intersecting ranges into at most {@code maxLayers} layers of about equal rows. */
    private static List<Layer> layers(List<PartRanges> parts, int maxLayers) {
        List<KeyBound> borders = borders(parts, maxLayers);
        List<Layer> layers = new ArrayList<>(borders.size() + 1);
        for (int i = 0; i <= borders.size(); i++) {
            KeyBound lower = i == 0 ? null : borders.get(i - 1);
            KeyBound upper = i == borders.size() ? null : borders.get(i);
            List<PartRanges> read = new ArrayList<>();
            for (PartRanges pr : parts) {
                RangeCollector ranges = new RangeCollector();
                for (MarkRange r : pr.ranges()) {
                    MarkRange slice = slice(pr.part().primaryIndex(), r, lower, upper);
                    if (slice != null) {
                        ranges.add(slice);
                    }
                }
                ranges.addTo(pr.part(), read);
            }
            if (!read.isEmpty()) {
                layers.add(new Layer(read, lower, upper));
            }
        }
        return layers;
    }

    /**
     * Border keys, strictly increasing, chosen in key order once each layer so far has its share of the rows. A
     * granule's rows lie somewhere between its start and end keys, so half are counted at each: counting them all at
     * the start put every part's first selected granule (which starts before the queried keys but mostly holds them)
     * into the first layer, and one layer got nearly all the work.
     */
    private static List<KeyBound> borders(List<PartRanges> parts, int maxLayers) {
        int count = 0;
        long rows = 0;
        for (PartRanges pr : parts) {
            count += 2 * (int) pr.marks();
            rows += pr.rows();
        }
        KeyBound[] keys = new KeyBound[count];
        long[] weights = new long[count];
        Integer[] order = new Integer[count];
        int n = 0;
        for (PartRanges pr : parts) {
            for (MarkRange r : pr.ranges()) {
                for (int g = r.begin(); g < r.end(); g++) {
                    int granuleRows = pr.part().granuleRows(g);
                    keys[n] = new KeyBound(pr.part().primaryIndex(), g);
                    weights[n] = granuleRows / 2;
                    keys[n + 1] = new KeyBound(pr.part().primaryIndex(), g + 1);
                    weights[n + 1] = granuleRows - granuleRows / 2;
                    order[n] = n;
                    order[n + 1] = n + 1;
                    n += 2;
                }
            }
        }
        Arrays.sort(order, (x, y) -> keys[x].compareTo(keys[y]));
        long perLayer = Math.max(1, rows / maxLayers);
        List<KeyBound> borders = new ArrayList<>();
        long seen = 0;
        for (int i = 0; i < count && borders.size() < maxLayers - 1; i++) {
            KeyBound key = keys[order[i]];
            if (seen >= perLayer * (borders.size() + 1)
                    && (borders.isEmpty() || key.compareTo(borders.get(borders.size() - 1)) > 0)) {
                borders.add(key);
            }
            seen += weights[order[i]];
        }
        return borders;
    }

    /**
     * The granules of {@code r} whose interval meets {@code (lower, upper]}: from the first whose end key is above
     * {@code lower} to the last whose start key is at most {@code upper}; null when none.
     */
    static MarkRange slice(PrimaryIndex index, MarkRange r, KeyBound lower, KeyBound upper) {
        int begin = r.begin();
        if (lower != null) {
            int lo = r.begin();
            int hi = r.end();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (KeyOrder.compare(index, mid + 1, lower.index(), lower.mark()) > 0) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            begin = lo;
        }
        int end = r.end();
        if (upper != null) {
            int lo = begin;
            int hi = r.end();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (KeyOrder.compare(index, mid, upper.index(), upper.mark()) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            end = lo;
        }
        return begin < end ? new MarkRange(begin, end) : null;
    }
}
