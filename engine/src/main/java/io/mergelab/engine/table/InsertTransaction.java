package io.mergelab.engine.table;

import io.mergelab.engine.catalog.Durable;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.PartName;
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
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes a multi-part insert all-or-nothing across crashes. Before a part is renamed into place its name
 * is appended to {@code txn_<id>.pending}; committing deletes that file. At start-up every part named in a
 * leftover pending file belongs to an unacknowledged insert and is removed, provided the file holds nothing but part
 * names ({@link PendingFile}); one that does not is set aside as {@code <name>.broken} and nothing is removed, since
 * deleting by an untrusted name could reach outside the table. A killed process leaves the file
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
    /** The parts recorded so far: an in-process rollback removes these rather than re-reading the file. */
    private final List<PartName> recorded = new ArrayList<>();
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
    void willCreate(PartName partName) {
        recorded.add(partName);
        try {
            ByteBuffer line = ByteBuffer.wrap((partName + "\n").getBytes(StandardCharsets.US_ASCII));
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
        undo(tableDir, file, recorded);
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

    /**
     * Rolls back every insert that was in flight when the process stopped. Run before loading parts. Only part
     * directories directly inside {@code tableDir} are ever deleted.
     */
    static void recover(Path tableDir) {
        if (!Files.isDirectory(tableDir)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(tableDir, PREFIX + "*" + SUFFIX)) {
            for (Path pending : files) {
                List<PartName> parts;
                try {
                    parts = PendingFile.partNames(Files.readAllBytes(pending));
                } catch (PendingFile.Invalid | IOException e) {
                    String reason = e instanceof PendingFile.Invalid ? e.getMessage() : "cannot be read: " + e;
                    Path aside = Durable.setAside(pending);
                    LOG.warn("Insert transaction file {} is invalid ({}); moved to {}. Nothing was rolled back: "
                            + "the parts of that insert, if any, stay in the table", pending, reason, aside);
                    continue;
                }
                LOG.warn("Rolling back unfinished insert {} in {}: removing parts {}", pending.getFileName(), tableDir, parts);
                undo(tableDir, pending, parts);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + tableDir + ": " + e, e);
        }
    }

    private static void undo(Path tableDir, Path pending, List<PartName> parts) {
        for (PartName part : parts) {
            // a part name has no separator or dot, so this stays a direct child of the table directory
            Directories.deleteRecursively(tableDir.resolve(part.toString()));
        }
        Directories.fsync(tableDir);
        Durable.delete(pending);
    }
}
