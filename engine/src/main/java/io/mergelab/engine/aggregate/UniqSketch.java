package io.mergelab.engine.aggregate;

import java.nio.ByteBuffer;
/**
 * The state of {@code uniq} for one group, in the manner of ClickHouse's adaptive sampling: a set of 64-bit
 * hashes, exact while it holds at most {@link #MAX_SIZE} of them; beyond that only hashes whose lowest
 * {@code skipDegree} bits are zero are kept and the count is scaled by 2^skipDegree.
 */
final class UniqSketch {
    static final int MAX_SIZE = 1 << 16;
    private LongPairHashSet hashes = new LongPairHashSet();
    private int skipDegree;

    void add(long hash) {
        if ((hash & ((1L << skipDegree) - 1)) != 0) {
            return;
        }
        hashes.add(hash, 0);
        while (hashes.size() > MAX_SIZE) {
            skipDegree++;
            resample();
        }
    }

    private void resample() {
        LongPairHashSet kept = new LongPairHashSet();
        long mask = (1L << skipDegree) - 1;
        hashes.forEach((h, unused) -> {
            if ((h & mask) == 0) {
                kept.add(h, 0);
            }
        });
        hashes = kept;
    }

    void merge(UniqSketch other) {
        if (other.skipDegree > skipDegree) {
            skipDegree = other.skipDegree;
            resample();
        }
        other.hashes.forEach((h, unused) -> add(h));
    }

    long estimate() {
        return (long) hashes.size() << skipDegree;
    }

    /** Heap bytes of the kept hashes. */
    long byteSize() {
        return hashes.byteSize();
    }

    /** The state as bytes: skip degree, hash count, the hashes. */
    byte[] serialize() {
        ByteBuffer b = ByteBuffer.allocate(8 + 8 * hashes.size()).putInt(skipDegree).putInt(hashes.size());
        hashes.forEach((h, unused) -> b.putLong(h));
        return b.array();
    }

    /** A sketch from {@link #serialize()}'s bytes. */
    static UniqSketch deserialize(ByteBuffer b) {
        UniqSketch s = new UniqSketch();
        s.skipDegree = b.getInt();
        int count = b.getInt();
        for (int i = 0; i < count; i++) {
            s.hashes.add(b.getLong(), 0);
        }
        return s;
    }
}
