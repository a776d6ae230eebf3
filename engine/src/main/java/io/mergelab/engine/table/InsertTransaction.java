package io.mergelab.engine.table;

import io.mergelab.engine.catalog.Durable;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.storage.format.FsyncContext;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes a multi-part insert all-or-nothing across crashes. Before a part is renamed into place its name
 * is appended to {@code txn_<id>.pending}; committing deletes that file. At start-up every part named in a
 * leftover pending file belongs to an unacknowledged insert and is removed. A killed process leaves the file
 * system in the order of these operations; keeping that order through a power loss too takes the forces to disk of
 * the pending file and the table directory that the {@link FsyncContext} makes (with fsync_part_directory).
 */
final class InsertTransaction implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(InsertTransaction.class);
    private static final String PREFIX = "txn_";
    private static final String SUFFIX = ".pending";

    private final Path tableDir;
    private final Path file;
    private final FileChannel channel;
    private final FsyncContext fsync;
    private boolean finished;

    private InsertTransaction(Path tableDir, Path file, FileChannel channel, FsyncContext fsync) {
        this.tableDir = tableDir;
        this.file = file;
        this.channel = channel;
        this.fsync = fsync;
    }

    static InsertTransaction begin(Path tableDir, long id, FsyncContext fsync) {
        Path file = tableDir.resolve(PREFIX + id + SUFFIX);
        try {
            FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            fsync.syncDirectory(tableDir);
            return new InsertTransaction(tableDir, file, ch, fsync);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot start insert in " + tableDir + ": " + e, e);
        }
    }

    /** Records a part that is about to appear in the table directory. */
    void willCreate(String partName) {
        try {
            ByteBuffer line = ByteBuffer.wrap((partName + "\n").getBytes(StandardCharsets.UTF_8));
            while (line.hasRemaining()) {
                channel.write(line);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write " + file + ": " + e, e);
        }
        fsync.forceFile(channel, file);
    }

    /** The insert is acknowledged: its parts stay. */
    void commit() {
        closeChannel();
        try {
            if (Files.deleteIfExists(file)) {
                fsync.syncDirectory(tableDir);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot delete " + file + ": " + e, e);
        }
        finished = true;
    }

    /** Removes every part recorded so far (used when the insert fails in this process). */
    void rollback() {
        closeChannel();
        undo(tableDir, file);
        finished = true;
    }

    @Override
    public void close() {
        if (!finished) {
            rollback();
        }
    }

    private void closeChannel() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot close " + file + ": " + e, e);
        }
    }

    /** Rolls back every insert that was in flight when the process stopped. Run before loading parts. */
    static void recover(Path tableDir) {
        if (!Files.isDirectory(tableDir)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(tableDir, PREFIX + "*" + SUFFIX)) {
            for (Path pending : files) {
                LOG.warn("Rolling back unfinished insert {} in {}", pending.getFileName(), tableDir);
                undo(tableDir, pending);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + tableDir + ": " + e, e);
        }
    }

    private static void undo(Path tableDir, Path pending) {
        try {
            String content = Files.readString(pending, StandardCharsets.UTF_8);
            // A name without its newline was being written when the process died: its part was never renamed in.
            String complete = content.substring(0, content.lastIndexOf('\n') + 1);
            for (String part : complete.split("\n")) {
                if (!part.isBlank()) {
                    Directories.deleteRecursively(tableDir.resolve(part.strip()));
                }
            }
            Directories.fsync(tableDir);
            Durable.delete(pending);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot roll back " + pending + ": " + e, e);
        }
    }
}
