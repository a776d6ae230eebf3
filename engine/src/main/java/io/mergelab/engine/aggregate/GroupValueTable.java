package io.mergelab.engine.aggregate;

import io.mergelab.engine.memory.QueryGuard;
import java.util.Arrays;

/**
 * The distinct (group, 64-bit value) pairs of every group of an aggregation in one open-addressing table, with a
 * count per group: DuckDB's way of a DISTINCT aggregate (one hash table over the group keys and the argument). Set
 * per group, a row touched the group's set object, its array's header and then the slot, each a cache miss among
 * thousands of sets; here a row touches one slot whose place depends on the row alone, so the processor overlaps
 * the misses of consecutive rows. A slot is 16 bytes (value, group + 1; 0 marks an empty slot), so the value 0 needs
 * no special place.
 */
final class GroupValueTable {
    private static final int INITIAL_SLOTS = 64;

    /** Slot i holds its value at {@code 2i} and group + 1 at {@code 2i + 1} (0: empty). */
    private long[] slots = new long[2 * INITIAL_SLOTS];
    private int mask = INITIAL_SLOTS - 1;
    /** Pairs held. */
    private int size;
    /** Distinct values per group. */
    private int[] counts = new int[16];

    /** Makes room for groups {@code [0, groups)}. */
    void ensureGroups(int groups) {
        if (groups > counts.length) {
            counts = Arrays.copyOf(counts, Math.max(groups, 2 * counts.length));
        }
    }

    int count(int group) {
        return counts[group];
    }

    int size() {
        return size;
    }

    /**
     * Adds {@code values[i]} to group {@code groups[i]} for every row whose group is not negative. A row with the
     * previous row's group and value adds nothing: sorted columns repeat values in runs.
     */
    void addRows(int[] groups, long[] values, int rows) {
        int lastGroup = -1;
        long last = 0;
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            long v = values[i];
            if (g >= 0 && (g != lastGroup || v != last)) {
                add(g, v);
                lastGroup = g;
                last = v;
            }
        }
    }

    /** Adds the pair (a no-op when present). */
    void add(int group, long value) {
        long tag = group + 1L;
        long[] s = slots;
        int m = mask;
        int slot = slotOf(tag, value, m);
        while (true) {
            long t = s[2 * slot + 1];
            if (t == 0) {
                s[2 * slot] = value;
                s[2 * slot + 1] = tag;
                counts[group]++;
                if (++size * 4L > (m + 1) * 3L) {
                    resize(2 * (m + 1));
                }
                return;
            }
            if (t == tag && s[2 * slot] == value) {
                return;
            }
            slot = (slot + 1) & m;
        }
    }

    private static int slotOf(long tag, long value, int mask) {
        return (int) KeyHash.mix(value ^ (tag * 0x9E3779B97F4A7C15L)) & mask;
    }

    /** Makes room for {@code more} pairs beyond those held without growing on the way. */
    void reserve(long more) {
        long needed = (4 * (size + more) + 2) / 3;
        if (needed > mask + 1) {
            resize((int) Math.min(1 << 29, Long.highestOneBit(needed - 1) << 1));
        }
    }

    private void resize(int newSlots) {
        long[] old = slots;
        long[] s = new long[2 * newSlots];
        int m = newSlots - 1;
        for (int i = 0; i < old.length; i += 2) {
            long tag = old[i + 1];
            if (tag != 0) {
                int slot = slotOf(tag, old[i], m);
                while (s[2 * slot + 1] != 0) {
                    slot = (slot + 1) & m;
                }
                s[2 * slot] = old[i];
                s[2 * slot + 1] = tag;
            }
        }
        slots = s;
        mask = m;
    }

    /**
     * Adds the pairs of {@code other} whose group og has {@code target[og] >= 0}, as group {@code target[og]} (a
     * merge of other threads' groups into this one's, one pass over the other table).
     */
    void addFrom(GroupValueTable other, int[] target) {
        QueryGuard guard = QueryGuard.current();
        long[] o = other.slots;
        for (int i = 0; i < o.length; i += 2) {
            // a merge of large tables is long: the query's time limit must hold inside it
            if ((i & 0xFFFF) == 0) {
                guard.check();
            }
            long tag = o[i + 1];
            if (tag != 0) {
                int g = target[(int) tag - 1];
                if (g >= 0) {
                    add(g, o[i]);
                }
            }
        }
    }

    /** Calls {@code action} for every pair. */
    void forEach(PairAction action) {
        long[] s = slots;
        for (int i = 0; i < s.length; i += 2) {
            if (s[i + 1] != 0) {
                action.accept((int) s[i + 1] - 1, s[i]);
            }
        }
    }

    @FunctionalInterface
    interface PairAction {
        void accept(int group, long value);
    }

    /** Heap bytes of the slots and the counts. */
    long byteSize() {
        return 8L * slots.length + 4L * counts.length;
    }
}
