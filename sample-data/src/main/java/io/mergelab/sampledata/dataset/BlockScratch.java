package io.mergelab.sampledata.dataset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.ObjIntConsumer;
import java.util.function.ToIntFunction;

/**
 * Where a generator takes a block's arrays. {@link #fresh()} gives new arrays on every call, so each block owns its
 * arrays (what {@link BlockGenerator#block(int)} hands out). {@link #reused()} gives one thread's blocks the same
 * arrays again and again: a loader that inserts a block before it asks for the next needs no fresh heap per block,
 * whose first touch is slow on some machines and holds every thread's way to a safepoint meanwhile
 * (docs/benchmarks.md, "The UI during a 10 M-row load"). Arrays come back zeroed on their first {@code n} entries, as
 * new arrays are, so a generator fills a reused block exactly as a fresh one. A fill asks for its arrays in the same
 * order every block: after {@link #startBlock}, the k-th request of each kind gets the k-th array back (grown if
 * too short).
 */
public abstract sealed class BlockScratch {
    private static final BlockScratch FRESH = new Fresh();

    private BlockScratch() {
    }

    /** New arrays on every call: blocks that callers may keep. Shared and stateless. */
    public static BlockScratch fresh() {
        return FRESH;
    }

    /** Arrays kept for the next block: for one thread, whose blocks are dropped before it asks for the next one. */
    public static BlockScratch reused() {
        return new Reused();
    }

    /** Starts a block: the next requests get the first arrays of each kind again. */
    public abstract void startBlock();

    public abstract long[] longs(int n);

    public abstract int[] ints(int n);

    public abstract double[] doubles(int n);

    public abstract byte[] bytes(int n);

    /** {@code data} (which {@link #bytes} gave) with room for {@code length} bytes, its first {@code used} kept. */
    public abstract byte[] grow(byte[] data, int used, int length);

    /**
     * {@code data} as a column's buffer of {@code used} bytes: a fresh block's is cut to its length (no spare bytes
     * kept alive by a block that may be kept); a reused one is left whole for the next block.
     */
    public abstract byte[] trim(byte[] data, int used);

    private static final class Fresh extends BlockScratch {
        @Override
        public void startBlock() {
        }

        @Override
        public long[] longs(int n) {
            return new long[n];
        }

        @Override
        public int[] ints(int n) {
            return new int[n];
        }

        @Override
        public double[] doubles(int n) {
            return new double[n];
        }

        @Override
        public byte[] bytes(int n) {
            return new byte[n];
        }

        @Override
        public byte[] grow(byte[] data, int used, int length) {
            return Arrays.copyOf(data, length);
        }

        @Override
        public byte[] trim(byte[] data, int used) {
            return data.length == used ? data : Arrays.copyOf(data, used);
        }
    }

    private static final class Reused extends BlockScratch {
        private final Kind<long[]> longs = new Kind<>(long[]::new, a -> a.length,
                (a, n) -> Arrays.fill(a, 0, n, 0L));
        private final Kind<int[]> ints = new Kind<>(int[]::new, a -> a.length,
                (a, n) -> Arrays.fill(a, 0, n, 0));
        private final Kind<double[]> doubles = new Kind<>(double[]::new, a -> a.length,
                (a, n) -> Arrays.fill(a, 0, n, 0.0));
        private final Kind<byte[]> bytes = new Kind<>(byte[]::new, a -> a.length,
                (a, n) -> Arrays.fill(a, 0, n, (byte) 0));

        @Override
        public void startBlock() {
            longs.next = 0;
            ints.next = 0;
            doubles.next = 0;
            bytes.next = 0;
        }

        @Override
        public long[] longs(int n) {
            return longs.take(n);
        }

        @Override
        public int[] ints(int n) {
            return ints.take(n);
        }

        @Override
        public double[] doubles(int n) {
            return doubles.take(n);
        }

        @Override
        public byte[] bytes(int n) {
            return bytes.take(n);
        }

        @Override
        public byte[] grow(byte[] data, int used, int length) {
            byte[] grown = Arrays.copyOf(data, length);
            bytes.replace(data, grown);
            return grown;
        }

        @Override
        public byte[] trim(byte[] data, int used) {
            return data;
        }
    }

    /** The arrays of one element type, in the order a block asks for them. */
    private static final class Kind<A> {
        private final IntFunction<A> create;
        private final ToIntFunction<A> length;
        private final ObjIntConsumer<A> clear;
        private final List<A> arrays = new ArrayList<>();
        private int next;

        Kind(IntFunction<A> create, ToIntFunction<A> length, ObjIntConsumer<A> clear) {
            this.create = create;
            this.length = length;
            this.clear = clear;
        }

        A take(int n) {
            int slot = next++;
            if (slot == arrays.size()) {
                arrays.add(create.apply(n));
            } else if (length.applyAsInt(arrays.get(slot)) < n) {
                arrays.set(slot, create.apply(n));
            } else {
                clear.accept(arrays.get(slot), n);
            }
            return arrays.get(slot);
        }

        void replace(A old, A grown) {
            for (int i = 0; i < arrays.size(); i++) {
                if (arrays.get(i) == old) {
                    arrays.set(i, grown);
                    return;
                }
            }
            throw new IllegalArgumentException("not an array of this scratch");
        }
    }
}
