package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import net.jpountz.xxhash.StreamingXXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * A new file being written: counts bytes and hashes them (xxHash64) on the way out; {@link #finish} closes it,
 * forcing it to disk if its {@link FsyncContext} says so, and yields the file's checksum entry.
 */
public final class HashingFileOutput implements AutoCloseable {
    private final Path path;
    private final FileChannel channel;
    private final FsyncContext fsync;
    private final StreamingXXHash64 hash = XXHashFactory.fastestInstance().newStreamingHash64(0);
    private long size;
    private boolean finished;

    public HashingFileOutput(Path path, FsyncContext fsync) {
        this.path = path;
        this.fsync = fsync;
        try {
            channel = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open file " + path + " for writing: " + e, e);
        }
    }

    /** Writes an entire small file in one call. */
    public static FileChecksum writeFile(Path path, byte[] content, FsyncContext fsync) {
        try (HashingFileOutput out = new HashingFileOutput(path, fsync)) {
            out.write(content, 0, content.length);
            return out.finish(content.length);
        }
    }

    public void write(byte[] bytes, int offset, int length) {
        hash.update(bytes, offset, length);
        ByteBuffer buffer = ByteBuffer.wrap(bytes, offset, length);
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write to file " + path + ": " + e, e);
        }
        size += length;
    }

    public long size() {
        return size;
    }

    /** Forces the content to disk (as the context says) and closes the file; {@code uncompressedSize} goes into the checksum. */
    public FileChecksum finish(long uncompressedSize) {
        fsync.forceFile(channel, path);
        try {
            channel.close();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot close file " + path + ": " + e, e);
        }
        finished = true;
        long value = hash.getValue();
        hash.close();
        return new FileChecksum(size, value, uncompressedSize);
    }

    /** Closes without forcing if {@link #finish} was not reached (the part is being abandoned). */
    @Override
    public void close() {
        if (!finished) {
            finished = true;
            hash.close();
            try {
                channel.close();
            } catch (IOException ignored) {
                // the temporary part directory is deleted right after
            }
        }
    }
}
