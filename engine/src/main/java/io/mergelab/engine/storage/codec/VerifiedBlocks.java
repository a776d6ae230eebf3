package io.mergelab.engine.storage.codec;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The blocks of one immutable part file whose checksum a reader has already verified in this process, with their
 * header's sizes. A reader passes over such a block without reading it, and reads a raw block's few bytes it needs
 * without the rest: a string equality that compares 1 row in 1,024 (its sizes checked first) otherwise reads and
 * hashes every block of bytes. ClickHouse verifies every block at every read ({@code checksum_on_read}); here a
 * block is verified at its first read by this part handle (a part's files never change while it is attached; a
 * part attached again, or written again under its name, is a new handle with nothing verified), so bytes that change
 * on disk afterwards are no longer noticed by reads that trust the first check.
 *
 * <p>An open-addressing table of (offset + 1, header) pairs: readers look up without a lock (a header is written
 * before its key is published, and never changes), writers add under this object's lock and grow the table by
 * publishing a new one; a reader still on the old one at worst misses a block and checks it again.
 */
public final class VerifiedBlocks {
    /** The header bit of a raw block ({@link CompressionMethod#verifiedBits}). */
    static final long RAW = 1L << 63;
    private static final int INITIAL_SLOTS = 64;

    /** The file mapped, to read a few bytes of its verified raw blocks from. */
    private final FileMapping mapping;
    /** Slot i holds the key (offset + 1, 0 when empty) at 2i and the header at 2i + 1. */
    private volatile AtomicLongArray table = new AtomicLongArray(2 * INITIAL_SLOTS);
    private int size;

    private VerifiedBlocks(FileMapping mapping) {
        this.mapping = mapping;
    }

    /** An empty set for one file of a part handle, the file mapped by {@code mapping}. */
    public static VerifiedBlocks create(FileMapping mapping) {
        return new VerifiedBlocks(mapping);
    }

    /**
     * An empty set for one reader that must verify every block it reads (a merge, a rewrite, a file read once): given
     * to that reader alone, so no block another reader checked is trusted. It remembers what its reader checks like any
     * set, rather than remembering nothing behind a flag: a merge then takes the very branches a query's first read
     * takes, and does not throw out the queries' compiled read path with a branch they never took (a JIT
     * deoptimisation, {@code unstable_if}, after which the read path is interpreted and profiled again).
     */
    public static VerifiedBlocks forOneReader() {
        return new VerifiedBlocks(FileMapping.NONE);
    }

    /** The file's mapping, for reads of a few bytes of its verified raw blocks. */
    public FileMapping mapping() {
        return mapping;
    }

    /** Remembers a block checked; {@code bits} is its method's {@link CompressionMethod#verifiedBits}. */
    synchronized void remember(long offset, long payload, long uncompressed, long bits) {
        if (payload >= Integer.MAX_VALUE || header(offset) != 0) {
            return;
        }
        AtomicLongArray t = table;
        if (2 * (size + 1) > t.length() / 2) {
            AtomicLongArray grown = new AtomicLongArray(2 * t.length());
            for (int i = 0; i < t.length(); i += 2) {
                long key = t.get(i);
                if (key != 0) {
                    put(grown, key, t.get(i + 1));
                }
            }
            table = grown;
            t = grown;
        }
        put(t, offset + 1, bits | payload << 32 | uncompressed);
        size++;
    }

    private static void put(AtomicLongArray t, long key, long header) {
        int mask = t.length() / 2 - 1;
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            if (t.get(2 * slot) == 0) {
                t.set(2 * slot + 1, header);
                t.set(2 * slot, key);
                return;
            }
        }
    }

    private static int slot(long key, int mask) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }

    /** The packed header of the verified block at {@code offset}, or 0 when it is not known to be verified. */
    long header(long offset) {
        AtomicLongArray t = table;
        int mask = t.length() / 2 - 1;
        long key = offset + 1;
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            long k = t.get(2 * slot);
            if (k == key) {
                return t.get(2 * slot + 1);
            }
            if (k == 0) {
                return 0;
            }
        }
    }

    static boolean isKnown(long header) {
        return header != 0;
    }

    /** 1 for a raw block, else 0: an index, not a test (see {@code CompressedStreamReader.Held}). */
    static int rawBit(long header) {
        return (int) (header >>> 63);
    }

    static int payload(long header) {
        return (int) ((header & ~RAW) >>> 32);
    }

    static int uncompressed(long header) {
        return (int) header;
    }
}
