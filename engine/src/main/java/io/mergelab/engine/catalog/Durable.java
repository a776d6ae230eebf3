package io.mergelab.engine.catalog;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Crash-safe small-file operations for metadata; directory operations live in {@link Directories}. */
public final class Durable {
    private Durable() {
    }

    /** Replaces {@code target} with {@code content} atomically: a reader sees the old or the new file, never half. */
    public static void writeAtomically(Path target, byte[] content) {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try {
            Files.createDirectories(target.getParent());
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.wrap(content));
                ch.force(true);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write " + target + ": " + e, e);
        }
        Directories.renameAtomically(tmp, target);
    }

    /**
     * Renames a file that start-up cannot use to {@code <name>.broken} ({@code <name>.broken_tryN} when taken: insert
     * transaction numbers restart with every process, so names repeat) and returns where it went. It is kept for a
     * person to look at, never deleted.
     */
    public static Path setAside(Path file) {
        Path target = file.resolveSibling(file.getFileName() + ".broken");
        for (int attempt = 1; Files.exists(target, LinkOption.NOFOLLOW_LINKS); attempt++) {
            target = file.resolveSibling(file.getFileName() + ".broken_try" + attempt);
        }
        Directories.renameAtomically(file, target);
        return target;
    }

    /** Deletes a file durably (no error if absent). */
    public static void delete(Path file) {
        try {
            if (Files.deleteIfExists(file)) {
                Directories.fsync(file.getParent());
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot delete " + file + ": " + e, e);
        }
    }
}
