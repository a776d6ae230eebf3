package io.mergelab.engine.aggregate;

import java.util.function.LongConsumer;

/**
 * A set of 64-bit values by open addressing, 8 bytes a slot: half the bytes of {@link LongPairHashSet}, whose second
 * half is always 0 for one numeric argument, so a large set of one group touches half the cache lines. The value 0
 * marks an empty slot and is held beside the slots, as ClickHouse's hash tables keep their zero key. It grows at three
 * quarters full (linear probing with a mixed hash stays short there, mostly within one cache line) to keep sets small.
 */
final class LongHashSet {
    private long[] slots;
    private boolean hasZero;
    /** Values held, the zero value included. */
    private int size;

    LongHashSet() {
        slots = new long[8];
    }

    private LongHashSet(long[] slots, boolean hasZero, int size) {
        this.slots = slots;
        this.hasZero = hasZero;
        this.size = size;
    }

    int size() {
        return size;
    }

    /** A copy: one array copy, not an insert per value (a merge into an empty group takes the other's set so). */
    LongHashSet copy() {
        return new LongHashSet(slots.clone(), hasZero, size);
    }

    /** Adds the value (a no-op when present). */
    void add(long v) {
        if (v == 0) {
            if (!hasZero) {
                hasZero = true;
                size++;
            }
            return;
        }
        if ((size + 1) * 4L > slots.length * 3L) {
            rehash(slots.length * 2);
        }
        insert(v);
    }

    /** Makes room for {@code more} values beyond those held without growing on the way. */
    void reserve(int more) {
        long needed = (4L * (size + (long) more) + 2) / 3;
        if (needed > slots.length) {
            rehash((int) Math.min(1 << 30, Long.highestOneBit(needed - 1) << 1));
        }
    }

    /** Adds every value of {@code other}. */
    void addAll(LongHashSet other) {
        reserve(other.size);
        if (other.hasZero) {
            add(0);
        }
        for (long v : other.slots) {
            if (v != 0) {
                insert(v);
            }
        }
    }

    /** Places a non-zero value unless present; counts it when placed. */
    private void insert(long v) {
        long[] s = slots;
        int mask = s.length - 1;
        int slot = (int) KeyHash.mix(v) & mask;
        while (true) {
            long sv = s[slot];
            if (sv == 0) {
                s[slot] = v;
                size++;
                return;
            }
            if (sv == v) {
                return;
            }
            slot = (slot + 1) & mask;
        }
    }

    private void rehash(int newCapacity) {
        long[] old = slots;
        slots = new long[newCapacity];
        size = hasZero ? 1 : 0;
        for (long v : old) {
            if (v != 0) {
                insert(v);
            }
        }
    }

    /** Calls {@code action} for every value. */
    void forEach(LongConsumer action) {
        if (hasZero) {
            action.accept(0);
        }
        for (long v : slots) {
            if (v != 0) {
                action.accept(v);
            }
        }
    }

    /** Heap bytes of the slot array. */
    long byteSize() {
        return 8L * slots.length;
    }
}
