package io.mergelab.engine.aggregate;

import io.mergelab.engine.memory.QueryGuard;
import java.util.Arrays;

/**
 * The distinct 64-bit values of every group of an aggregation: per group an open-addressing set of 8-byte slots, all
 * in one shared array, each group's at its own offset. A set object per group made a row touch the group's object,
 * its array's header and then the slot, each a cache miss once there are hundreds of groups; here a row reads the
 * group's offset and mask (small arrays that stay in the first-level cache) and then the one slot. A set that fills
 * to three quarters moves to a region twice its size at the end of the array; the regions left behind are dropped
 * when the array itself must grow (its live regions are copied together then). The value 0 marks an empty slot and
 * is held as a flag per group, as ClickHouse's hash tables keep their zero key.
 */
final class GroupValueSets {
    /** Slots a group's first region holds. */
    private static final int FIRST_REGION = 4;

    private long[] arena = new long[256];
    /** Arena slots handed out (the end of the last region). */
    private int used;
    /** Arena slots in regions still in use. */
    private long live;
    /** Per group: its region's start, its region's slot count - 1 (-1: no region yet), its distinct values. */
    private int[] offset = new int[16];
    private int[] mask = filledMasks(16);
    private int[] counts = new int[16];
    private boolean[] hasZero = new boolean[16];

    private static int[] filledMasks(int groups) {
        int[] m = new int[groups];
        Arrays.fill(m, -1);
        return m;
    }

    /** Makes room for groups {@code [0, groups)}. */
    void ensureGroups(int groups) {
        if (groups > counts.length) {
            int n = Math.max(groups, 2 * counts.length);
            int old = counts.length;
            offset = Arrays.copyOf(offset, n);
            mask = Arrays.copyOf(mask, n);
            Arrays.fill(mask, old, n, -1);
            counts = Arrays.copyOf(counts, n);
            hasZero = Arrays.copyOf(hasZero, n);
        }
    }

    int count(int group) {
        return counts[group];
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

    /** Adds the value to the group's set (a no-op when present). */
    void add(int group, long value) {
        if (value == 0) {
            if (!hasZero[group]) {
                hasZero[group] = true;
                counts[group]++;
            }
            return;
        }
        int m = mask[group];
        if (m >= 0) {
            long[] a = arena;
            int base = offset[group];
            int slot = (int) KeyHash.mix(value) & m;
            while (true) {
                long sv = a[base + slot];
                if (sv == 0) {
                    break;
                }
                if (sv == value) {
                    return;
                }
                slot = (slot + 1) & m;
            }
        }
        int nonZero = counts[group] - (hasZero[group] ? 1 : 0);
        if (m < 0 || (nonZero + 1) * 4L > (m + 1) * 3L) {
            moveTo(group, m < 0 ? FIRST_REGION : 2 * (m + 1));
        }
        place(group, value);
        counts[group]++;
    }

    /** Puts a non-zero value known to be absent into the group's region. */
    private void place(int group, long value) {
        long[] a = arena;
        int base = offset[group];
        int m = mask[group];
        int slot = (int) KeyHash.mix(value) & m;
        while (a[base + slot] != 0) {
            slot = (slot + 1) & m;
        }
        a[base + slot] = value;
    }

    /** Makes room for {@code more} values in the group beyond those held without growing on the way. */
    void reserve(int group, int more) {
        int nonZero = counts[group] - (hasZero[group] ? 1 : 0);
        long needed = (4L * (nonZero + (long) more) + 2) / 3;
        int m = mask[group];
        if (needed > m + 1) {
            moveTo(group, (int) Math.min(1 << 30, Math.max(FIRST_REGION, Long.highestOneBit(needed - 1) << 1)));
        }
    }

    /** Gives the group a region of {@code slots} slots at the arena's end and moves its values there. */
    private void moveTo(int group, int slots) {
        if ((long) used + slots > arena.length) {
            compact(slots);
        }
        int oldBase = offset[group];
        int oldSlots = mask[group] + 1;
        offset[group] = used;
        mask[group] = slots - 1;
        used += slots;
        live += slots - oldSlots;
        long[] a = arena;
        for (int i = oldBase; i < oldBase + oldSlots; i++) {
            if (a[i] != 0) {
                place(group, a[i]);
            }
        }
    }

    /**
     * A new arena with the live regions side by side and room for {@code more} slots after them, twice what they
     * will take, so the copies stay a constant share of the inserts.
     */
    private void compact(int more) {
        long target = Math.max(256, 2 * (live + more));
        if (target > Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("uniqExact sets exceed " + (Integer.MAX_VALUE - 16) + " slots");
        }
        long[] fresh = new long[(int) target];
        int at = 0;
        for (int g = 0; g < counts.length; g++) {
            int slots = mask[g] + 1;
            if (slots > 0) {
                System.arraycopy(arena, offset[g], fresh, at, slots);
                offset[g] = at;
                at += slots;
            }
        }
        arena = fresh;
        used = at;
    }

    /**
     * Adds the values of {@code other}'s group og to group {@code target[og]} of this, for every og with
     * {@code target[og] >= 0} (a merge of another thread's groups into this one's).
     */
    void addFrom(GroupValueSets other, int[] target) {
        QueryGuard guard = QueryGuard.current();
        long[] a = other.arena;
        for (int og = 0; og < target.length; og++) {
            int g = target[og];
            if (g < 0 || other.counts[og] == 0) {
                continue;
            }
            // a merge of large sets is long: the query's time limit must hold inside it
            if ((og & 255) == 0) {
                guard.check();
            }
            int base = other.offset[og];
            int otherSlots = other.mask[og] + 1;
            if (counts[g] == 0) {
                // an empty group takes a copy of the other's region: one array copy, no insert per value
                if (mask[g] + 1 != otherSlots) {
                    moveTo(g, otherSlots);
                }
                System.arraycopy(a, base, arena, offset[g], otherSlots);
                counts[g] = other.counts[og];
                hasZero[g] = other.hasZero[og];
                continue;
            }
            reserve(g, other.counts[og]);
            if (other.hasZero[og]) {
                add(g, 0);
            }
            for (int i = base; i < base + otherSlots; i++) {
                if (a[i] != 0) {
                    add(g, a[i]);
                }
            }
        }
    }

    /** Calls {@code action} for every value of every group. */
    void forEach(ValueAction action) {
        for (int g = 0; g < counts.length; g++) {
            if (hasZero[g]) {
                action.accept(g, 0);
            }
            int base = offset[g];
            for (int i = base; i < base + mask[g] + 1; i++) {
                if (arena[i] != 0) {
                    action.accept(g, arena[i]);
                }
            }
        }
    }

    @FunctionalInterface
    interface ValueAction {
        void accept(int group, long value);
    }

    /** Heap bytes of the arena and the per-group arrays. */
    long byteSize() {
        return 8L * arena.length + 13L * counts.length;
    }
}
