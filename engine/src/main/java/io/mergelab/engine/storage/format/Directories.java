package io.mergelab.engine.storage.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.channels.FileChannel;
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

    public static void deleteRecursively(Path dir) {
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                    if (exc != null) {
                        throw exc;
                    }
                    Files.deleteIfExists(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (NoSuchFileException e) {
            // already gone
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot delete " + dir + ": " + e, e);
        }
    }
}
