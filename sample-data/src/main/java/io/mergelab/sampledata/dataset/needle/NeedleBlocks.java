package io.mergelab.sampledata.dataset.needle;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.Ascii;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.dataset.EqualBlocksGenerator;
import io.mergelab.sampledata.dataset.RowRandom;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;

/**
 * The needle rows in blocks of 1,048,576. A block (or each piece of it) is one byte array filled directly, eight
 * characters at a time: each random row takes sixteen 64-bit random values, four characters from each.
 */
final class NeedleBlocks extends EqualBlocksGenerator {
    static final int BLOCK_ROWS = 1 << 20;
    /**
     * Rows of a piece of a block (4.3 MiB of strings): the biggest array a load takes fresh, whose zeroing on fresh
     * heap holds every thread's way to a safepoint (docs/benchmarks.md, "Needle blocks in pieces").
     */
    static final int PIECE_ROWS = 1 << 16;
    private static final DataType STRING = DataType.parse("String");
    private static final byte[] NEEDLE = Ascii.bytes(NeedleDataset.NEEDLE);
    private static final int LENGTH = NeedleDataset.RANDOM_LENGTH;
    private static final int PRINTABLE = 95;
    /** The 16-bit lanes 0 and 2 of a random value, each alone in a 32-bit slot so that times 95 it cannot spill. */
    private static final long LANES = 0x0000FFFF0000FFFFL;
    /** The 7 bits of a character in each 32-bit slot. */
    private static final long CHARS = 0x0000007F0000007FL;
    /** 32 (the first printable code) in every byte. */
    private static final long SPACES = 0x2020202020202020L;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final long seed;
    private final long period;

    NeedleBlocks(long rows, long seed, long period) {
        super(rows, BLOCK_ROWS);
        this.seed = seed;
        this.period = period;
    }

    @Override
    protected Chunk fill(int index, long first, int n, BlockScratch scratch) {
        return fill(RowRandom.ofBlock(seed, index), first, n, scratch);
    }

    /**
     * The block in pieces of {@link #PIECE_ROWS}, filled from the block's one random stream as it goes on: the same
     * rows as the whole block, each piece in the scratch's first arrays again.
     */
    @Override
    public Iterator<Chunk> pieces(int index, BlockScratch scratch) {
        long first = firstRow(index);
        int rows = (int) Math.min(BLOCK_ROWS, rows() - first);
        SplittableRandom random = RowRandom.ofBlock(seed, index);
        return new Iterator<>() {
            private int filled;

            @Override
            public boolean hasNext() {
                return filled < rows;
            }

            @Override
            public Chunk next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                int n = Math.min(PIECE_ROWS, rows - filled);
                scratch.startBlock();
                Chunk piece = fill(random, first + filled, n, scratch);
                filled += n;
                return piece;
            }
        };
    }

    /** Rows {@code first} .. {@code first + n - 1} of the generation, their random rows drawn from {@code random}. */
    private Chunk fill(SplittableRandom random, long first, int n, BlockScratch scratch) {
        int firstNeedle = (int) Math.min(n, Math.floorMod(-first, period));
        int needles = firstNeedle >= n ? 0 : (int) ((n - 1 - firstNeedle) / period + 1);
        byte[] data = scratch.bytes(needles * NEEDLE.length + (n - needles) * LENGTH);
        int[] offsets = scratch.ints(n + 1);
        long nextNeedle = firstNeedle;
        int at = 0;
        for (int i = 0; i < n; i++) {
            if (i == nextNeedle) {
                System.arraycopy(NEEDLE, 0, data, at, NEEDLE.length);
                at += NEEDLE.length;
                nextNeedle += period;
            } else {
                for (int word = 0; word < LENGTH; word += Long.BYTES) {
                    LONGS.set(data, at + word, printable(random.nextLong(), random.nextLong()));
                }
                at += LENGTH;
            }
            offsets[i + 1] = at;
        }
        return new Chunk(List.of(new BytesColumn(STRING, data, offsets, n)), n);
    }

    /**
     * Eight printable characters from two random values, one per byte. Each character is ' ' + (lane * 95 >> 16) for a
     * 16-bit lane of the values (Lemire's multiply-shift in place of lane % 95, as ClickHouse's randomPrintableASCII
     * does; each of the 95 codes 32..126 comes up with probability 1/95 within 0.15%). Two lanes at a time share one
     * multiplication, each in its own 32-bit slot.
     */
    private static long printable(long a, long b) {
        return (quarter(a) | quarter(b) << 16) + SPACES; // bytes of at most 94: adding 32 to each cannot carry
    }

    /** The digits of value x's four lanes in bytes 0, 1, 4 and 5. */
    private static long quarter(long x) {
        long even = (x & LANES) * PRINTABLE;
        long odd = (x >>> 16 & LANES) * PRINTABLE;
        return (even >>> 16 & CHARS) | (odd >>> 8 & CHARS << 8);
    }
}
