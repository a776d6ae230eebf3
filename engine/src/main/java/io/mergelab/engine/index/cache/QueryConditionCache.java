package io.mergelab.engine.index.cache;

import io.mergelab.engine.memory.LruByBytes;
import io.mergelab.engine.storage.MarkRange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The query condition cache of one engine: per (table, part, condition) one bit per mark, 1 when some row of the
 * mark may satisfy the condition, 0 when none does. Filters clear bits as they find granules without matching rows;
 * index analysis drops the marks whose bit is 0 before any other stage. Entries are evicted least recently used
 * once their sizes pass the byte budget (server setting {@code query_condition_cache_size}).
 *
 * <p>Part names are unique within a table for the engine's lifetime, and a dropped table's entries are removed, so
 * an entry never describes other data than its part's.
 */
public final class QueryConditionCache {
    /** ClickHouse's default {@code query_condition_cache_size}: 100 MiB. */
    public static final long DEFAULT_MAX_BYTES = 100L * 1024 * 1024;

    private record Key(String tableUuid, String partName, long conditionHash) {
    }

    /** A mutable entry, guarded by the cache's lock. */
    private static final class Entry {
        final String condition;
        final int marks;
        final long[] matching;

        Entry(String condition, int marks) {
            this.condition = condition;
            this.marks = marks;
            this.matching = new long[(marks + 63) >>> 6];
        }

        long bytes() {
            return (long) matching.length * Long.BYTES;
        }

        boolean matches(int mark) {
            return (matching[mark >>> 6] & (1L << mark)) != 0;
        }
    }

    /** One entry as {@code system.query_condition_cache} shows it; {@code matchingMarks} is a string of 0s and 1s. */
    public record EntryView(String tableUuid, String partName, long conditionHash, String condition, long entrySize,
                            String matchingMarks) {
    }

    private final LruByBytes<Key, Entry> entries;

    public QueryConditionCache(long maxBytes) {
        this.entries = new LruByBytes<>(maxBytes, Entry::bytes);
    }

    /**
     * The marks of {@code ranges} whose bit is set, as ranges; {@code null} when there is no entry (a miss). An entry
     * for another mark count than {@code marks} (not possible for a live part) counts as a miss.
     */
    public synchronized List<MarkRange> matchingRanges(String tableUuid, String partName, CacheableCondition condition,
                                                       int marks, List<MarkRange> ranges) {
        Entry e = entries.get(new Key(tableUuid, partName, condition.hash()));
        if (e == null || e.marks != marks || !e.condition.equals(condition.text())) {
            return null;
        }
        List<MarkRange> kept = new ArrayList<>();
        for (MarkRange r : ranges) {
            int begin = -1;
            for (int m = r.begin(); m < r.end(); m++) {
                if (e.matches(m)) {
                    if (begin < 0) {
                        begin = m;
                    }
                } else if (begin >= 0) {
                    kept.add(new MarkRange(begin, m));
                    begin = -1;
                }
            }
            if (begin >= 0) {
                kept.add(new MarkRange(begin, r.end()));
            }
        }
        return kept;
    }

    /**
     * Records what a read learnt about a part of {@code marks} marks: marks outside {@code selected} (null: none
     * given) and the first {@code count} marks of {@code noMatch} have no row satisfying the condition. Creates the
     * entry (every mark matching) when there is none; bits only ever go from 1 to 0.
     */
    public synchronized void recordNoMatch(String tableUuid, String partName, CacheableCondition condition, int marks,
                                           List<MarkRange> selected, int[] noMatch, int count) {
        Key key = new Key(tableUuid, partName, condition.hash());
        Entry e = entries.get(key);
        if (e == null || e.marks != marks || !e.condition.equals(condition.text())) {
            e = new Entry(condition.text(), marks);
            Arrays.fill(e.matching, -1L);
            entries.put(key, e);
        }
        if (selected != null) {
            int next = 0;
            for (MarkRange r : selected) {
                clear(e, next, r.begin());
                next = r.end();
            }
            clear(e, next, marks);
        }
        for (int i = 0; i < count; i++) {
            clear(e, noMatch[i], noMatch[i] + 1);
        }
    }

    private static void clear(Entry e, int from, int to) {
        for (int m = from; m < to; m++) {
            e.matching[m >>> 6] &= ~(1L << m);
        }
    }

    /** Removes every entry of a table (dropped or truncated). */
    public synchronized void removeTable(String tableUuid) {
        entries.removeIf(k -> k.tableUuid().equals(tableUuid));
    }

    /** Removes the entries of one part (the part was merged away, mutated or dropped). */
    public synchronized void removePart(String tableUuid, String partName) {
        entries.removeIf(k -> k.tableUuid().equals(tableUuid) && k.partName().equals(partName));
    }

    /** {@code SYSTEM DROP QUERY CONDITION CACHE}. */
    public synchronized void clear() {
        entries.clear();
    }

    public synchronized long bytes() {
        return entries.bytes();
    }

    public synchronized int size() {
        return entries.size();
    }

    /** Every entry, least recently used first, without touching their recency. */
    public synchronized List<EntryView> snapshot() {
        List<EntryView> out = new ArrayList<>(entries.size());
        entries.forEach((k, e) -> {
            StringBuilder marks = new StringBuilder(e.marks);
            for (int m = 0; m < e.marks; m++) {
                marks.append(e.matches(m) ? '1' : '0');
            }
            out.add(new EntryView(k.tableUuid(), k.partName(), k.conditionHash(), e.condition, e.bytes(),
                    marks.toString()));
        });
        return out;
    }
}
