package io.mergelab.engine.catalog;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.stream.Stream;

/** Small crash-safe file operations: write-then-rename with fsync, and recursive delete. */
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
                ch.write(java.nio.ByteBuffer.wrap(content));
                ch.force(true);
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            syncDirectory(target.getParent());
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write " + target + ": " + e, e);
        }
    }

    /** Moves a file or directory atomically and makes the move durable. */
    public static void move(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
            syncDirectory(to.getParent());
            if (!from.getParent().equals(to.getParent())) {
                syncDirectory(from.getParent());
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot move " + from + " to " + to + ": " + e, e);
        }
    }

    /** Deletes a file durably (no error if absent). */
    public static void delete(Path file) {
        try {
            if (Files.deleteIfExists(file)) {
                syncDirectory(file.getParent());
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot delete " + file + ": " + e, e);
        }
    }

    public static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot delete " + dir + ": " + e, e);
        }
    }

    public static void syncDirectory(Path dir) throws IOException {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        }
    }
}
