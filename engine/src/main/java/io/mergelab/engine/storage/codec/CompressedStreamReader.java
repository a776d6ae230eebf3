package io.mergelab.engine.storage.codec;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.serial.ByteSource;
import io.mergelab.engine.storage.serial.IntegerTotals;
import io.mergelab.engine.storage.serial.LongDecoder;
import io.mergelab.engine.storage.serial.ValueEncoding;
import io.mergelab.engine.storage.format.ReadFileBudget;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * Reads one substream's compressed blocks. Positioned by {@link #seek} (a mark's block offset and offset
 * in block), then consumed sequentially; blocks are loaded through a read-ahead window (a direct buffer from
 * {@link ReadWindows}), checked against their xxHash64 there and decompressed into a reused buffer. Raw (NONE)
 * blocks stay in the window: {@link #readBytes} copies from there straight into the caller's array, other reads
 * copy the block to the reused buffer first. A block whose checksum this part's readers have verified before
 * ({@link VerifiedBlocks}) is not checked again, and is not even read while the reader only passes over it
 * ({@link #skipBytes}); where the part handle maps the file ({@link FileMapping}), such a block is read from the
 * mapping instead of the window (decompressed from there, or of a raw one only the bytes a read wants): no system
 * call and no kernel copy of the compressed bytes, which is what ClickHouse's {@code min_bytes_to_use_mmap_io} saves.
 * Only verified blocks, so the mapping never serves a block whose header was not checked against the file's size.
 * The file is read through the process's {@link ReadFileBudget}, so thousands of readers at once do not exhaust file
 * descriptors.
 */
public final class CompressedStreamReader implements ByteSource, AutoCloseable {
    private static final XXHash64 HASH = XXHashFactory.fastestInstance().hash64();
    /** Bytes read at once while scanning forward; a jump to a mark reads only {@link #JUMP_READ_BYTES}. */
    private static final int READ_AHEAD_BYTES = 256 * 1024;
    private static final int JUMP_READ_BYTES = 64 * 1024;
    /**
     * A read of a raw block not loaded yet reads just its bytes when they are at most this part of the block;
     * a larger one loads the whole block (one read, no checksum) as the next reads will likely want the rest.
     */
    private static final int SLICE_OF_BLOCK = 8;
    /** Bytes read at once for such a slice: the page holding it, and the small reads that follow (an index's). */
    private static final int SLICE_READ_BYTES = 4096;

    private final ReadFileBudget.ReadFile file;
    private final long fileSize;
    private final String partName;
    private final String fileName;
    private final BlockDecompressor decompressor;
    private final BlockReadTally counters;
    private final VerifiedBlocks verified;

    /** File bytes {@code [windowStart, windowStart + windowLength)}; null until the first read. */
    private ByteBuffer window;
    private long windowStart;
    private int windowLength;
    private byte[] decompressed = new byte[0];

    /**
     * The current block's bytes are {@code [pos, limit)} of {@code buf}, the decompression buffer, or, while
     * {@code held} is {@link Held#RAW}, of the raw block at {@code raw[rawAt, rawAt + limit)} ({@code buf} not filled
     * yet); a deferred block holds none yet.
     */
    private byte[] buf = new byte[0];
    private Held held = Held.BUFFER;
    /** The buffer a raw block's {@code rawAt} indexes: the window, or the file's mapping. */
    private ByteBuffer raw;
    private int rawAt;
    private int pos;
    private int limit;
    private long blockOffset = -1;
    private long nextBlockOffset;
    /** A seek to a block not loaded yet is deferred until data is needed: a granule may have no bytes here. */
    private boolean seekPending;
    private int pendingOffsetInBlock;
    /** Whether the deferred current block was reached by reading on (its load then reads ahead). */
    private boolean deferredSequential;
    /**
     * Whether this reader has passed over bytes ({@link #skipBytes}): a sparse reader, whose few bytes of a deferred raw
     * block are read alone. A reader that only reads on, as an index's does, loads the whole block at its first read.
     */
    private boolean passingOver;
    /** The file's mapping ({@link #mapping}); null when not mapped or not asked for yet. */
    private ByteBuffer mapped;
    private boolean mappingLeased;

    public CompressedStreamReader(Path file, long fileSize, String partName, BlockDecompressor decompressor,
                                  BlockReadTally counters, VerifiedBlocks verified) {
        this.fileSize = fileSize;
        this.verified = verified;
        this.partName = partName;
        this.fileName = file.getFileName().toString();
        this.decompressor = decompressor;
        this.counters = counters;
        // a file the part handle has mapped exists, and its verified blocks are read from the mapping: no channel
        // is opened (and closed) per query unless a block must be read and checked
        this.file = verified.mapping().isMapped() ? ReadFileBudget.SHARED.openAtFirstRead(file) : ReadFileBudget.SHARED.open(file);
    }

    /** Positions the stream at a mark; a block already loaded is not read or decompressed again. */
    public void seek(long markBlockOffset, int offsetInBlock) {
        if (markBlockOffset == blockOffset) {
            checkOffsetInBlock(offsetInBlock);
            pos = offsetInBlock;
            seekPending = false;
        } else {
            nextBlockOffset = markBlockOffset;
            pendingOffsetInBlock = offsetInBlock;
            seekPending = true;
            pos = limit;
        }
    }

    private void checkOffsetInBlock(int offsetInBlock) {
        if (offsetInBlock > limit) {
            throw new MergeLabException(ErrorCode.INCORRECT_MARK, "Mark points to offset " + offsetInBlock
                    + " in a block of " + (limit) + " bytes" + where());
        }
    }

    /** Moves to the next bytes of the stream once the current block is consumed. */
    private void advance() {
        loadBlock(nextBlockOffset, null, 0, 0);
        if (seekPending) {
            seekPending = false;
            checkOffsetInBlock(pendingOffsetInBlock);
            pos = pendingOffsetInBlock;
        }
    }

    /**
     * Makes the block at {@code offset} the current one. A compressed block that fits whole in {@code room} bytes of
     * {@code dst} is decompressed straight there, as ClickHouse's {@code CompressedReadBufferFromFile::readBig} does,
     * and nothing of it stays here: returns its size then, otherwise 0. A verified block not wanted whole is deferred:
     * its bytes are read only when a read needs them.
     */
    private int loadBlock(long offset, byte[] dst, int dstOffset, int room) {
        if (offset >= fileSize) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA,
                    "Cannot read all data: end of file reached" + where());
        }
        boolean sequential = offset == nextBlockOffset && !seekPending;
        long known = verified.header(offset);
        if (VerifiedBlocks.isKnown(known) && (dst == null || VerifiedBlocks.uncompressed(known) > room)) {
            held = DEFERRED[VerifiedBlocks.rawBit(known)];
            deferredSequential = sequential;
            pos = 0;
            limit = VerifiedBlocks.uncompressed(known);
            blockOffset = offset;
            nextBlockOffset = offset + BlockFormat.HEADER_BYTES + VerifiedBlocks.payload(known);
            return 0;
        }
        return readBlock(offset, sequential, VerifiedBlocks.isKnown(known), dst, dstOffset, room);
    }

    /** Loads the deferred current block's bytes, keeping the position in it. */
    private void loadDeferred() {
        int at = pos;
        readBlock(blockOffset, deferredSequential, true, null, 0, 0);
        pos = at;
    }

    /**
     * Loads the deferred current raw block: in place in the file's mapping where there is one (no copy into the
     * window), else as any block.
     */
    private void loadDeferredRaw() {
        if (mapping() == null) {
            loadDeferred();
            return;
        }
        held = Held.RAW;
        raw = mapped;
        rawAt = Math.toIntExact(blockOffset + BlockFormat.HEADER_BYTES);
        counters.addBlock(BlockFormat.HEADER_BYTES + limit, limit);
    }

    /** The file's mapping, leased at the first call ({@link FileMapping#lease}); null when the file is not mapped. */
    private ByteBuffer mapping() {
        if (!mappingLeased) {
            mappingLeased = true;
            mapped = verified.mapping().lease();
        }
        return mapped;
    }

    /**
     * The file's mapping when it holds the whole file this reader was opened for (verified blocks are read from it),
     * else null: a file shorter than its checksums say is not mapped ({@link FileMapping}) and is read, and fails, as
     * before.
     */
    private ByteBuffer blockMapping() {
        ByteBuffer m = mapping();
        return m != null && m.capacity() >= fileSize ? m : null;
    }

    /**
     * Reads the block at {@code offset} (see {@link #loadBlock}), checking its checksum unless {@code known}: a known
     * one from the file's mapping where there is one, else through the read window.
     */
    private int readBlock(long offset, boolean sequential, boolean known, byte[] dst, int dstOffset, int room) {
        // a verified block is read where the file is mapped: no system call, no kernel copy into the window
        boolean inMapping = known && blockMapping() != null;
        int h = inMapping ? Math.toIntExact(offset) : ensureWindow(offset, BlockFormat.HEADER_BYTES, sequential);
        ByteBuffer src = inMapping ? mapped : window;
        long payload = src.getInt(h + 9) & 0xFFFF_FFFFL;
        long uncompressed = src.getInt(h + 13) & 0xFFFF_FFFFL;
        if (offset + BlockFormat.HEADER_BYTES + payload > fileSize || uncompressed > BlockFormat.MAX_UNCOMPRESSED_BYTES) {
            throw new MergeLabException(ErrorCode.CHECKSUM_DOESNT_MATCH, "Checksum doesn't match: corrupted data. Block header at offset "
                    + offset + " has impossible sizes (compressed " + payload + ", uncompressed " + uncompressed + ")" + where());
        }
        int total = BlockFormat.HEADER_BYTES + (int) payload;
        if (!inMapping) {
            h = ensureWindow(offset, total, sequential);
            src = window;
        }
        if (!known) {
            long reference = window.getLong(h);
            long actual = HASH.hash(window, h + BlockFormat.CHECKSUMMED_FROM, total - BlockFormat.CHECKSUMMED_FROM, 0);
            if (reference != actual) {
                throw new MergeLabException(ErrorCode.CHECKSUM_DOESNT_MATCH, String.format(
                        "Checksum doesn't match: corrupted data. Reference: %016x. Actual: %016x. Size of compressed block: %d. Block at offset %d%s",
                        reference, actual, total, offset, where()));
            }
        }
        CompressionMethod m = CompressionMethod.fromCode(src.get(h + 8));
        if (m == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_COMPRESSION_METHOD,
                    String.format("Unknown compression method: 0x%02x%s", src.get(h + 8) & 0xFF, where()));
        }
        if (!known) {
            verified.remember(offset, payload, uncompressed, m.verifiedBits());
        }
        // the block's kind is a call on its method, not a branch: see Held
        return m.place(this, src, h, offset, total, (int) payload, (int) uncompressed, dst, dstOffset, room);
    }

    /**
     * Makes a raw block read by {@link #readBlock} the current one, its bytes left where they were read ({@code dst}
     * is not used).
     */
    int placeRaw(ByteBuffer src, int h, long offset, int total, int payload, int size) {
        if (payload != size) {
            throw new MergeLabException(ErrorCode.CANNOT_DECOMPRESS, "Raw block of " + payload + " bytes declares "
                    + size + " uncompressed bytes" + where());
        }
        held = Held.RAW;
        raw = src;
        rawAt = h + BlockFormat.HEADER_BYTES;
        return current(offset, total, size);
    }

    /**
     * Decompresses a block read by {@link #readBlock}: straight into {@code dst} when it fits in {@code room} (returns
     * its size, nothing of it stays here), else into the reused buffer as the current block (returns 0).
     */
    int placeCompressed(CompressionMethod m, ByteBuffer src, int h, long offset, int total, int payload, int size,
                        byte[] dst, int dstOffset, int room) {
        held = Held.BUFFER;
        if (dst != null && size <= room) {
            decompressor.decompress(m, src, h + BlockFormat.HEADER_BYTES, payload, dst, dstOffset, size, where());
            pos = 0;
            limit = 0;
            blockOffset = -1;
            nextBlockOffset = offset + total;
            counters.addBlock(total, size);
            return size;
        }
        ensureDecompressedRoom(size);
        decompressor.decompress(m, src, h + BlockFormat.HEADER_BYTES, payload, decompressed, 0, size, where());
        buf = decompressed;
        return current(offset, total, size);
    }

    private int current(long offset, int total, int size) {
        pos = 0;
        limit = size;
        blockOffset = offset;
        nextBlockOffset = offset + total;
        counters.addBlock(total, size);
        return 0;
    }

    /** Makes {@code [offset, offset + length)} of the file available in the window; returns its start in the window. */
    private int ensureWindow(long offset, int length, boolean sequential) {
        int capacity = window == null ? 0 : window.capacity();
        return ensureWindow(offset, length, sequential ? Math.max(READ_AHEAD_BYTES, capacity) : JUMP_READ_BYTES);
    }

    /** {@link #ensureWindow(long, int, boolean)}, reading at least {@code readAhead} bytes when it must read. */
    private int ensureWindow(long offset, int length, int readAhead) {
        if (offset >= windowStart && offset + length <= windowStart + windowLength) {
            return (int) (offset - windowStart);
        }
        int capacity = window == null ? 0 : window.capacity();
        int want = (int) Math.min(fileSize - offset, Math.max(length, readAhead));
        if (capacity < want) {
            // room for about two blocks, so sequential scans of large blocks mostly need one read per block
            if (window != null) {
                ReadWindows.give(window);
            }
            // a read of a few bytes still takes a window the next block's read can use
            window = ReadWindows.take((int) Math.min(fileSize - offset, Math.max(2L * want, JUMP_READ_BYTES)));
        }
        window.clear().limit(want);
        try {
            file.readFully(window, offset);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read" + where() + ": " + e, e);
        }
        windowStart = offset;
        windowLength = window.position();
        if (windowLength < length) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read all data: file is shorter than expected" + where());
        }
        return 0;
    }

    private String where() {
        return " in part " + partName + ", file " + fileName;
    }

    @Override
    public void readLongs(long[] dst, int offset, int count, LongDecoder decoder) {
        int width = decoder.width();
        for (int done = 0, n; done < count; done += n) {
            n = Math.min(valuesInBlock(width, false), count - done);
            decoder.decode(buf, pos, dst, offset + done, n);
            pos += n * width;
        }
    }

    /** Totals the values where the block was decompressed to, block by block: no copy of them is made. */
    @Override
    public void totalLongs(IntegerTotals totals, int count, int width, boolean signed) {
        for (int done = 0, n; done < count; done += n) {
            n = Math.min(valuesInBlock(width, false), count - done);
            totals.addStored(buf, pos, n, width, signed);
            pos += n * width;
        }
    }

    @Override
    public void readDoubles(double[] dst, int offset, int count, int width) {
        for (int done = 0, n; done < count; done += n) {
            n = Math.min(valuesInBlock(width, false), count - done);
            ValueEncoding.decodeDoubles(buf, pos, dst, offset + done, n, width);
            pos += n * width;
        }
    }

    @Override
    public void readBytes(byte[] dst, int offset, int length) {
        while (length > 0) {
            if (pos == limit) {
                if (seekPending) {
                    advance();
                } else {
                    int whole = loadBlock(nextBlockOffset, dst, offset, length);
                    offset += whole;
                    length -= whole;
                }
                continue;
            }
            int n = Math.min(limit - pos, length);
            held.copy(this, dst, offset, n);
            pos += n;
            offset += n;
            length -= n;
        }
    }

    /**
     * Moves {@code length} bytes on without copying them; the blocks passed through are read and checked, unless
     * verified before: those are not read at all.
     */
    public void skipBytes(long length) {
        passingOver = true;
        while (length > 0) {
            if (pos == limit) {
                advance();
                continue;
            }
            int n = (int) Math.min(limit - pos, length);
            pos += n;
            length -= n;
        }
    }

    @Override
    public int readLengths(int[] offsets, int count) {
        offsets[0] = 0;
        for (int done = 0, n; done < count; done += n) {
            n = Math.min(valuesInBlock(4, true), count - done);
            ValueEncoding.decodeLengths(buf, pos, offsets, done, n);
            pos += n * 4;
        }
        return offsets[count];
    }

    /**
     * How many whole values of {@code width} bytes are left in the current block, loading the next block
     * when this one is used up; writers never split a value (a UInt32 size when {@code sizes}) across blocks.
     */
    private int valuesInBlock(int width, boolean sizes) {
        while (pos == limit) {
            advance();
        }
        held.toBuffer(this);
        int fit = (limit - pos) / width;
        if (fit == 0) {
            String value = sizes ? "A size" : "A " + width + "-byte value";
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, value + " straddles a block boundary" + where());
        }
        return fit;
    }

    /** A few bytes of the deferred current raw block: read alone, from the mapped file if it is. */
    private void readSlice(byte[] dst, int offset, int n) {
        long from = blockOffset + BlockFormat.HEADER_BYTES + pos;
        if (mapping() != null) {
            mapped.get((int) from, dst, offset, n);
        } else {
            window.get(ensureWindow(from, n, SLICE_READ_BYTES), dst, offset, n);
        }
        counters.addBytes(n);
    }

    /** Values are decoded from an array: the current raw block is copied there once. */
    private void copyRawToBuffer() {
        ensureDecompressedRoom(limit);
        raw.get(rawAt, decompressed, 0, limit);
        buf = decompressed;
        held = Held.BUFFER;
    }

    private void ensureDecompressedRoom(int size) {
        if (decompressed.length < size) {
            DecompressBuffers.give(decompressed);
            decompressed = DecompressBuffers.take(Math.max(size, decompressed.length + decompressed.length / 2));
        }
    }

    @Override
    public void close() {
        file.close();
        if (mapped != null) {
            raw = null;
            held = Held.BUFFER;
            mapped = null;
            verified.mapping().release();
        }
        DecompressBuffers.give(decompressed);
        decompressed = new byte[0];
        buf = decompressed;
        if (window != null) {
            ReadWindows.give(window);
            window = null;
        }
    }

    /** The deferred kinds by {@link VerifiedBlocks#rawBit}: compressed, raw. */
    private static final Held[] DEFERRED = {Held.DEFERRED, Held.DEFERRED_RAW};

    /**
     * Where the current block's bytes are. One constant, a class of its own, per kind of block, and the reads call it
     * rather than branch on flags: queries read compressed blocks, loaded and deferred, and the JIT compiles a flag
     * test they never saw go the other way as a trap, so the first raw block (a system log's merge, a column that does
     * not compress) threw the queries' compiled read path out and had it interpreted and profiled again (a
     * deoptimisation, {@code unstable_if}). A call site that meets a receiver class it has not seen keeps its
     * compiled code (a class check, recompiled only if it keeps failing).
     */
    private enum Held {
        /** In {@code buf}: decompressed, or a raw block copied there. */
        BUFFER {
            @Override
            void toBuffer(CompressedStreamReader r) {
            }

            @Override
            void copy(CompressedStreamReader r, byte[] dst, int offset, int n) {
                System.arraycopy(r.buf, r.pos, dst, offset, n);
            }
        },
        /** A raw block in place, {@code raw[rawAt, rawAt + limit)}: the read window or the file's mapping. */
        RAW {
            @Override
            void toBuffer(CompressedStreamReader r) {
                r.copyRawToBuffer();
            }

            @Override
            void copy(CompressedStreamReader r, byte[] dst, int offset, int n) {
                r.raw.get(r.rawAt + r.pos, dst, offset, n);
            }
        },
        /**
         * A verified compressed block not loaded: its header is known, {@code [pos, limit)} count its uncompressed
         * bytes, nothing holds them until a read needs them.
         */
        DEFERRED {
            @Override
            void toBuffer(CompressedStreamReader r) {
                r.loadDeferred();
            }

            @Override
            void copy(CompressedStreamReader r, byte[] dst, int offset, int n) {
                r.loadDeferred();
                r.held.copy(r, dst, offset, n);
            }
        },
        /** A verified raw block not loaded; a sparse reader's few bytes of it are read alone. */
        DEFERRED_RAW {
            @Override
            void toBuffer(CompressedStreamReader r) {
                r.loadDeferredRaw();
                r.held.toBuffer(r);
            }

            @Override
            void copy(CompressedStreamReader r, byte[] dst, int offset, int n) {
                if (r.passingOver && n <= r.limit / SLICE_OF_BLOCK) {
                    r.readSlice(dst, offset, n);
                    return;
                }
                r.loadDeferredRaw();
                r.held.copy(r, dst, offset, n);
            }
        };

        /** Makes the block's bytes available in {@code buf}. */
        abstract void toBuffer(CompressedStreamReader r);

        /** Copies {@code n} bytes from the position to {@code dst} (the caller moves the position on). */
        abstract void copy(CompressedStreamReader r, byte[] dst, int offset, int n);
    }
}
