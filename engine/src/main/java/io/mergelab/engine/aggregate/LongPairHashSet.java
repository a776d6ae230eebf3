package io.mergelab.engine.aggregate;

/** A set of 128-bit values (two {@code long}s) by open addressing over primitive arrays. */
final class LongPairHashSet {
    private long[] hi;
    private long[] lo;
    private boolean[] used;
    private int size;

    LongPairHashSet() {
        this(8);
    }

    private LongPairHashSet(int capacity) {
        hi = new long[capacity];
        lo = new long[capacity];
        used = new boolean[capacity];
    }

    int size() {
        return size;
    }

    /** Adds the pair; {@code false} when it was present. */
    boolean add(long h, long l) {
        if ((size + 1) * 2 > used.length) {
            rehash(used.length * 2);
        }
        int mask = used.length - 1;
        int slot = (int) (KeyHash.mix(h ^ (l * 0x9E3779B97F4A7C15L)) & mask);
        while (used[slot]) {
            if (hi[slot] == h && lo[slot] == l) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        used[slot] = true;
        hi[slot] = h;
        lo[slot] = l;
        size++;
        return true;
    }

    private void rehash(int capacity) {
        long[] oh = hi;
        long[] ol = lo;
        boolean[] ou = used;
        hi = new long[capacity];
        lo = new long[capacity];
        used = new boolean[capacity];
        size = 0;
        for (int i = 0; i < ou.length; i++) {
            if (ou[i]) {
                add(oh[i], ol[i]);
            }
        }
    }

    /** Calls {@code action} for every pair. */
    void forEach(PairConsumer action) {
        for (int i = 0; i < used.length; i++) {
            if (used[i]) {
                action.accept(hi[i], lo[i]);
            }
        }
    }

    @FunctionalInterface
    interface PairConsumer {
        void accept(long hi, long lo);
    }

    /** Heap bytes of the slot arrays. */
    long byteSize() {
        return 17L * hi.length;
    }
}
