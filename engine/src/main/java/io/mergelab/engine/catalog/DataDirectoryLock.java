package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Exclusive ownership of a data directory: an OS file lock on {@code <data>/status} holding the owner's
 * process id, so a second process gets an error naming the holder instead of corrupting tables.
 */
public final class DataDirectoryLock implements AutoCloseable {
    static final String FILE_NAME = "status";

    private final FileChannel channel;
    private final FileLock lock;

    private DataDirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    public static DataDirectoryLock acquire(Path dataDir) {
        Path file = dataDir.resolve(FILE_NAME);
        FileChannel channel = null;
        try {
            Files.createDirectories(dataDir);
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                String holder = readHolder(channel);
                channel.close();
                throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot lock data directory " + dataDir
                        + ": it is in use by process " + holder + " (another MergeLab instance)");
            }
            byte[] pid = ("PID: " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(pid), 0);
            channel.force(true);
            return new DataDirectoryLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot open data directory " + dataDir + ": " + e, e);
        }
    }

    private static String readHolder(FileChannel channel) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(64);
        int n = channel.read(buf, 0);
        String text = n <= 0 ? "" : new String(buf.array(), 0, n, StandardCharsets.UTF_8).trim();
        return text.startsWith("PID: ") ? text.substring(5) : "unknown";
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // already failing; the original error is reported
            }
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot release data directory lock: " + e, e);
        }
    }
}
