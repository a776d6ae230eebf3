package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/** Durable directory operations: fsync of a directory, atomic rename, recursive delete. */
public final class Directories {
    private static final boolean WINDOWS = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    /** How often {@link #deleteRecursively} walks a tree whose directories other threads keep renaming entries into. */
    private static final int DELETE_WALKS = 10;

    private Directories() {
    }

    /** Forces a directory's entries to disk. Windows cannot open directories for this and needs no such step. */
    public static void fsync(Path dir) {
        if (WINDOWS) {
            return;
        }
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_FSYNC, "Cannot fsync directory " + dir + ": " + e, e);
        }
    }

    /** Renames {@code from} to {@code to} atomically and makes the rename durable. */
    public static void renameAtomically(Path from, Path to) {
        rename(from, to);
        fsync(to.getParent());
    }

    /** Renames {@code from} to {@code to} atomically: other processes see the old name or the new one, never neither. */
    public static void rename(Path from, Path to) {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR,
                    "Cannot rename " + from + " to " + to + ": " + e, e);
        }
    }

    /**
     * Deletes {@code dir} and everything in it; nothing to do when it is gone. Another thread may delete in it at the
     * same time (the retired parts' cleanup renames a part to {@code delete_tmp_<name>} and deletes that while a DROP
     * deletes the table's directory): an entry gone meanwhile is passed over, and a directory that held an entry the
     * walk had not seen (renamed in after it was listed) is walked again.
     */
    public static void deleteRecursively(Path dir) {
        for (int walk = 1; ; walk++) {
            try {
                Files.walkFileTree(dir, DELETING);
                return;
            } catch (DirectoryNotEmptyException e) {
                if (walk == DELETE_WALKS) {
                    throw cannotDelete(dir, e);
                }
            } catch (IOException e) {
                throw cannotDelete(dir, e);
            }
        }
    }

    private static MergeLabException cannotDelete(Path dir, IOException e) {
        return new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot delete " + dir + ": " + e, e);
    }

    private static final SimpleFileVisitor<Path> DELETING = new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
            Files.deleteIfExists(file);
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException exc) throws IOException {
            if (exc instanceof NoSuchFileException) {
                return FileVisitResult.CONTINUE;
            }
            throw exc;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
            if (exc != null && !(exc instanceof NoSuchFileException)) {
                throw exc;
            }
            Files.deleteIfExists(d);
            return FileVisitResult.CONTINUE;
        }
    };
}
