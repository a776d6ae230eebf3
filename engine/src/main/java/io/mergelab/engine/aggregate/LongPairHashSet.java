package io.mergelab.engine.aggregate;

/**
 * A set of 128-bit values (two {@code long}s) by open addressing: a slot's two halves lie side by side in one array,
 * so a probe reads one cache line, not one per array. The pair (0, 0) marks an empty slot; the value (0, 0) itself
 * is held beside the slots, as ClickHouse's hash tables keep their zero key.
 */
final class LongPairHashSet {
    /** Per slot: high half, low half. */
    private long[] slots;
    private int capacity;
    private boolean hasZero;
    /** Values held, the zero value included. */
    private int size;

    LongPairHashSet() {
        this(8);
    }

    private LongPairHashSet(int capacity) {
        this.capacity = capacity;
        slots = new long[2 * capacity];
    }

    /** A copy: one array copy, not an insert per value (a merge into an empty group takes the other's set so). */
    LongPairHashSet copy() {
        LongPairHashSet c = new LongPairHashSet(0);
        c.capacity = capacity;
        c.slots = slots.clone();
        c.hasZero = hasZero;
        c.size = size;
        return c;
    }

    int size() {
        return size;
    }

    /** Adds the pair; {@code false} when it was present. */
    boolean add(long h, long l) {
        if ((h | l) == 0) {
            if (hasZero) {
                return false;
            }
            hasZero = true;
            size++;
            return true;
        }
        if ((size + 1) * 2 > capacity) {
            rehash(capacity * 2);
        }
        insert(h, l);
        return true;
    }

    /** Places a non-zero pair unless present; counts it when placed. */
    private void insert(long h, long l) {
        long[] s = slots;
        int mask = capacity - 1;
        int slot = (int) (KeyHash.mix(h ^ (l * 0x9E3779B97F4A7C15L)) & mask);
        while (true) {
            int base = slot << 1;
            long sh = s[base];
            long sl = s[base + 1];
            if ((sh | sl) == 0) {
                s[base] = h;
                s[base + 1] = l;
                size++;
                return;
            }
            if (sh == h && sl == l) {
                return;
            }
            slot = (slot + 1) & mask;
        }
    }

    private void rehash(int newCapacity) {
        long[] old = slots;
        capacity = newCapacity;
        slots = new long[2 * newCapacity];
        size = hasZero ? 1 : 0;
        for (int base = 0; base < old.length; base += 2) {
            if ((old[base] | old[base + 1]) != 0) {
                insert(old[base], old[base + 1]);
            }
        }
    }

    /** Calls {@code action} for every pair. */
    void forEach(PairConsumer action) {
        if (hasZero) {
            action.accept(0, 0);
        }
        for (int base = 0; base < slots.length; base += 2) {
            if ((slots[base] | slots[base + 1]) != 0) {
                action.accept(slots[base], slots[base + 1]);
            }
        }
    }

    @FunctionalInterface
    interface PairConsumer {
        void accept(long hi, long lo);
    }

    /** Heap bytes of the slot array. */
    long byteSize() {
        return 8L * slots.length;
    }
}
