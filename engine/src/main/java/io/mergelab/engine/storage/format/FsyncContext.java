package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/**
 * Which forces to disk one piece of work (writing a part, one insert's transaction) makes, and how many it made in how
 * long. Files are forced only with {@code files}, directories (new entries, renames, deletions) only with
 * {@code directories}: the rename-based atomicity of parts needs no fsync to survive a killed process, only a power
 * loss or kernel crash. Not thread-safe: one per writer.
 */
public final class FsyncContext {
    private final boolean files;
    private final boolean directories;
    private long fileSyncs;
    private long fileSyncNanos;
    private long directorySyncs;
    private long directorySyncNanos;

    public FsyncContext(boolean files, boolean directories) {
        this.files = files;
        this.directories = directories;
    }

    /** Forces everything: work whose loss after a power failure would lose data already acknowledged. */
    public static FsyncContext always() {
        return new FsyncContext(true, true);
    }

    public boolean forcesFiles() {
        return files;
    }

    public boolean forcesDirectories() {
        return directories;
    }

    /** Forces a written file's content and metadata to disk when files are forced. */
    public void forceFile(FileChannel channel, Path path) {
        if (!files) {
            return;
        }
        long start = System.nanoTime();
        try {
            channel.force(true);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_FSYNC, "Cannot fsync file " + path + ": " + e, e);
        }
        fileSyncNanos += System.nanoTime() - start;
        fileSyncs++;
    }

    /** Forces a directory's entries to disk when directories are forced. */
    public void syncDirectory(Path dir) {
        if (!directories) {
            return;
        }
        long start = System.nanoTime();
        Directories.fsync(dir);
        directorySyncNanos += System.nanoTime() - start;
        directorySyncs++;
    }

    /** Renames {@code from} to {@code to} atomically; the rename is made durable when directories are forced. */
    public void rename(Path from, Path to) {
        Directories.rename(from, to);
        syncDirectory(to.getParent());
    }

    /** The forces made so far. */
    public FsyncStats stats() {
        return new FsyncStats(fileSyncs, fileSyncNanos / 1000, directorySyncs, directorySyncNanos / 1000);
    }
}
