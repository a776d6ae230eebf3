package io.mergelab.engine.storage.codec;

import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.HashingFileOutput;
import io.mergelab.engine.storage.format.Marks;
import io.mergelab.engine.storage.serial.ByteSink;
import io.mergelab.engine.storage.serial.LittleEndian;
import io.mergelab.engine.storage.serial.ValueEncoding;
import java.nio.file.Path;
import java.util.Arrays;
import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * Writes one substream as compressed blocks and records its marks. Values collect in a buffer of
 * {@code maxBlockBytes}; a block is compressed when the buffer is full, or at a granule start once it
 * holds at least {@code minBlockBytes} (ClickHouse's min/max_compress_block_size), so a granule may
 * start inside a block. Numeric values never straddle blocks; byte runs may.
 */
public final class CompressedStreamWriter implements ByteSink, AutoCloseable {
    private static final XXHash64 HASH = XXHashFactory.fastestInstance().hash64();

    private final HashingFileOutput out;
    private final BlockCompressor compressor;
    private final int minBlockBytes;
    private final int maxBlockBytes;
    private byte[] buffer;
    private byte[] compressed = new byte[0];
    private int pos;
    private long uncompressedBytes;
    private long[] markBlockOffsets = new long[16];
    private int[] markOffsetsInBlock = new int[16];
    private int markCount;

    public CompressedStreamWriter(Path file, BlockCompressor compressor, int minBlockBytes, int maxBlockBytes, FsyncContext fsync) {
        this.compressor = compressor;
        this.minBlockBytes = minBlockBytes;
        this.maxBlockBytes = Math.max(16, maxBlockBytes);
        // buffers grow on demand, so small parts of wide tables stay cheap
        this.buffer = new byte[Math.min(this.maxBlockBytes, 4096)];
        this.out = new HashingFileOutput(file, fsync);
    }

    /**
     * A writer of blocks into {@code out}, a file other writers (of other codecs) write too: a Compact part's
     * {@code data.bin}. Its caller ends blocks ({@link #endBlock}) and finishes the shared file; marks are its own.
     */
    public CompressedStreamWriter(HashingFileOutput out, BlockCompressor compressor, int maxBlockBytes) {
        this.compressor = compressor;
        this.minBlockBytes = maxBlockBytes;
        this.maxBlockBytes = Math.max(16, maxBlockBytes);
        this.buffer = new byte[Math.min(this.maxBlockBytes, 4096)];
        this.out = out;
    }

    /** Compresses what is buffered into a block now, so the next bytes start a block (a Compact part's column granule). */
    public void endBlock() {
        flush();
    }

    /** Bytes written so far before compression (blocks ended). */
    public long uncompressedBytes() {
        return uncompressedBytes;
    }

    /** Records a mark at the current position: a granule of every substream of the column starts here. */
    public void mark() {
        if (pos >= minBlockBytes) {
            flush();
        }
        if (markCount == markBlockOffsets.length) {
            markBlockOffsets = Arrays.copyOf(markBlockOffsets, markCount * 2);
            markOffsetsInBlock = Arrays.copyOf(markOffsetsInBlock, markCount * 2);
        }
        markBlockOffsets[markCount] = out.size();
        markOffsetsInBlock[markCount] = pos;
        markCount++;
    }

    @Override
    public void putLongs(long[] values, int from, int count, int width) {
        for (int done = 0, n; done < count; done += n) {
            n = reserve(count - done, width);
            ValueEncoding.encodeLongs(values, from + done, n, width, buffer, pos);
            pos += n * width;
        }
    }

    @Override
    public void putDoubles(double[] values, int from, int count, int width) {
        for (int done = 0, n; done < count; done += n) {
            n = reserve(count - done, width);
            ValueEncoding.encodeDoubles(values, from + done, n, width, buffer, pos);
            pos += n * width;
        }
    }

    @Override
    public void putBytes(byte[] src, int offset, int length) {
        while (length > 0) {
            if (pos == maxBlockBytes) {
                flush();
            }
            int n = Math.min(maxBlockBytes - pos, length);
            ensureCapacity(pos + n);
            System.arraycopy(src, offset, buffer, pos, n);
            pos += n;
            offset += n;
            length -= n;
        }
    }

    @Override
    public void putLengths(int[] offsets, int from, int count) {
        for (int done = 0, n; done < count; done += n) {
            n = reserve(count - done, 4);
            ValueEncoding.encodeLengths(offsets, from + done, n, buffer, pos);
            pos += n * 4;
        }
    }

    /**
     * Makes room at {@code pos} for as many of {@code count} values of {@code width} bytes as fit in the
     * current block (flushing it first when not one fits), so a value never straddles blocks; returns how many.
     */
    private int reserve(int count, int width) {
        if (maxBlockBytes - pos < width) {
            flush();
        }
        int n = Math.min((maxBlockBytes - pos) / width, count);
        ensureCapacity(pos + n * width);
        return n;
    }

    private void ensureCapacity(int bytes) {
        if (bytes > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.min(maxBlockBytes, Math.max(bytes, buffer.length * 2)));
        }
    }

    /** Compresses the buffered bytes into one block; stores them raw when compression does not shrink them. */
    private void flush() {
        if (pos == 0) {
            return;
        }
        int needed = BlockFormat.HEADER_BYTES + Math.max(pos, compressor.maxCompressedLength(pos));
        if (compressed.length < needed) {
            compressed = new byte[Math.max(needed, Math.min(2 * compressed.length, BlockFormat.HEADER_BYTES
                    + compressor.maxCompressedLength(maxBlockBytes)))];
        }
        int payload = compressor.compress(buffer, 0, pos, compressed, BlockFormat.HEADER_BYTES);
        CompressionMethod method = compressor.method();
        if (payload >= pos && method != CompressionMethod.NONE) {
            System.arraycopy(buffer, 0, compressed, BlockFormat.HEADER_BYTES, pos);
            payload = pos;
            method = CompressionMethod.NONE;
        }
        compressed[8] = method.code();
        LittleEndian.putInt(compressed, 9, payload);
        LittleEndian.putInt(compressed, 13, pos);
        int total = BlockFormat.HEADER_BYTES + payload;
        long hash = HASH.hash(compressed, BlockFormat.CHECKSUMMED_FROM, total - BlockFormat.CHECKSUMMED_FROM, 0);
        LittleEndian.putLong(compressed, 0, hash);
        out.write(compressed, 0, total);
        uncompressedBytes += pos;
        pos = 0;
    }

    /** Flushes, adds the final mark (end of file, 0 rows) and closes the data file (forcing it as the context says). */
    public FileChecksum finish() {
        flush();
        mark();
        return out.finish(uncompressedBytes);
    }

    /** The marks, after {@link #finish()}, given the row count of every granule. */
    public Marks marks(int[] granuleRows) {
        if (granuleRows.length + 1 != markCount) {
            throw new IllegalStateException(markCount + " marks for " + granuleRows.length + " granules");
        }
        return new Marks(Arrays.copyOf(markBlockOffsets, markCount), Arrays.copyOf(markOffsetsInBlock, markCount),
                Arrays.copyOf(granuleRows, markCount));
    }

    @Override
    public void close() {
        out.close();
    }
}
