package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A table's {@code detached/} directory on disk: parts taken out of the table, by a user ({@code ALTER TABLE ... DETACH})
 * or by the engine (broken ones), kept until attached back or dropped. Names follow {@link DetachedPartName}.
 *
 * <p>Detaching a part copies it here as hard links first and leaves the original to be retired (deleted once no
 * running query reads it), as ClickHouse does: queries that selected the part finish on it. Should the process stop
 * before the original is deleted, start-up finds it beside its detached copy, the same files, and removes it
 * ({@link #isDetachedTwin}).
 */
public final class DetachedDirectory {
    private static final String CLONE_PREFIX = TableStorage.TMP_PREFIX + "detach_";
    private static final String DELETING_PREFIX = "deleting_";

    private final Path tableDir;
    private final Path dir;

    public DetachedDirectory(Path tableDir) {
        this.tableDir = tableDir;
        this.dir = tableDir.resolve(TableStorage.DETACHED);
    }

    /** One entry of {@code detached/}: its parsed name, path, size of its files and modification time. */
    public record Entry(DetachedPartName name, Path path, long bytesOnDisk, Instant modificationTime) {
    }

    /** Every directory in {@code detached/}, sorted by name; none when it does not exist. */
    public List<Entry> list() {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Entry> out = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path p : entries) {
                if (Files.isDirectory(p)) {
                    out.add(new Entry(DetachedPartName.parse(p.getFileName().toString()), p, bytes(p), modified(p)));
                }
            }
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + dir + ": " + e, e);
        }
        out.sort(Comparator.comparing(e -> e.name().directoryName()));
        return out;
    }

    /**
     * The entry named {@code directoryName}, which must be a plain name (no separator, not {@code .} or {@code ..}:
     * BAD_DATA_PART_NAME) of an existing directory here (else BAD_DATA_PART_NAME "not found", as ClickHouse says).
     */
    public Entry get(String directoryName) {
        if (directoryName.isEmpty() || directoryName.equals(".") || directoryName.equals("..") || directoryName.contains("/")
                || directoryName.contains("\\") || directoryName.indexOf('\0') >= 0) {
            throw new MergeLabException(ErrorCode.BAD_DATA_PART_NAME, "Invalid part name '" + directoryName + "'");
        }
        Path p = dir.resolve(directoryName);
        if (!Files.isDirectory(p)) {
            throw new MergeLabException(ErrorCode.BAD_DATA_PART_NAME, "Detached part \"" + directoryName + "\" not found");
        }
        return new Entry(DetachedPartName.parse(directoryName), p, bytes(p), modified(p));
    }

    /**
     * Copies an active part into {@code detached/<prefix><name>} ({@code _tryN} added if taken) as hard links (copies
     * where links are not possible), durably, and returns where. The original stays for its caller to retire.
     */
    public Path cloneIn(DataPart part, String prefix) {
        Path tmp = tableDir.resolve(CLONE_PREFIX + part.name());
        try {
            if (Files.exists(tmp)) {
                Directories.deleteRecursively(tmp);
            }
            Files.createDirectories(tmp);
            for (Path file : regularFiles(part.path())) {
                link(file, tmp.resolve(file.getFileName()));
            }
            Directories.fsync(tmp);
            Files.createDirectories(dir);
        } catch (IOException e) {
            Directories.deleteRecursively(tmp);
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot detach part " + part.name() + ": " + e, e);
        }
        Path target = freeName(prefix + part.name());
        Directories.renameAtomically(tmp, target);
        return target;
    }

    /**
     * Moves a detached part into the table under {@code name} (one atomic rename) and loads it; the caller verified it
     * ({@link #verify}) and makes it active.
     */
    public DataPart moveIn(Entry entry, PartName name, List<PartColumn> columns) {
        Path target = tableDir.resolve(name.toString());
        if (Files.exists(target)) {
            throw new MergeLabException(ErrorCode.DUPLICATE_DATA_PART, "Part " + name + " already exists in " + tableDir);
        }
        Directories.renameAtomically(entry.path(), target);
        Directories.fsync(dir);
        return PartLoader.load(target, name, columns, false);
    }

    /**
     * Verifies a detached part completely (every file's hash, as CHECK TABLE) against {@code columns}; throws what is
     * wrong, prefixed with the part's directory name.
     */
    public static void verify(Entry entry, List<PartColumn> columns) {
        try {
            PartLoader.load(entry.path(), entry.name().part(), columns, true);
        } catch (MergeLabException e) {
            throw new MergeLabException(e.code(), "Cannot attach part " + entry.name().directoryName() + ": " + e.getMessage(), e);
        }
    }

    /** Deletes a detached part: renamed to {@code deleting_<name>} first, so a half-deleted one says so. */
    public void delete(Entry entry) {
        Path doomed = freeName(DELETING_PREFIX + entry.name().directoryName());
        Directories.renameAtomically(entry.path(), doomed);
        Directories.deleteRecursively(doomed);
    }

    /**
     * Whether a part directory of the table is the original of a detached copy whose detach did not finish: the copy is
     * there under the part's name (with any reason prefix) and its checksums.txt is the very same file, a hard link.
     */
    static boolean isDetachedTwin(Path partDir, PartName name, List<Entry> detached) {
        for (Entry e : detached) {
            if (name.equals(e.name().part()) && sameFile(partDir.resolve(Checksums.FILE_NAME), e.path().resolve(Checksums.FILE_NAME))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a detached part shares its files with a directory still in the table that is not active (a part detached
     * while queries read it, not yet deleted): attaching it now could bring its rows back twice after a crash.
     */
    public boolean sharesFilesWithRetiredPart(Entry entry, List<DataPart> active) {
        Path checksums = entry.path().resolve(Checksums.FILE_NAME);
        try (Stream<Path> dirs = Files.list(tableDir)) {
            return dirs.filter(d -> PartName.tryParse(d.getFileName().toString()) != null)
                    .filter(d -> active.stream().noneMatch(p -> p.path().equals(d)))
                    .anyMatch(d -> sameFile(d.resolve(Checksums.FILE_NAME), checksums));
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + tableDir + ": " + e, e);
        }
    }

    private Path freeName(String name) {
        Path target = dir.resolve(name);
        for (int attempt = 1; Files.exists(target); attempt++) {
            target = dir.resolve(name + "_try" + attempt);
        }
        return target;
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            // a missing file (NoSuchFileException) is no twin either
            return false;
        }
    }

    private static List<Path> regularFiles(Path partDir) throws IOException {
        try (Stream<Path> files = Files.list(partDir)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    private static void link(Path from, Path to) throws IOException {
        try {
            Files.createLink(to, from);
        } catch (UnsupportedOperationException | FileSystemException e) {
            Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    private static long bytes(Path partDir) {
        try (Stream<Path> files = Files.list(partDir)) {
            return files.filter(Files::isRegularFile).mapToLong(DetachedDirectory::size).sum();
        } catch (IOException e) {
            return 0;
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    private static Instant modified(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class).lastModifiedTime().toInstant();
        } catch (IOException e) {
            return Instant.EPOCH;
        }
    }
}
