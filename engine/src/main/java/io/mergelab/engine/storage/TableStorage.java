package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Directories;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A table directory's parts on disk: loading them at start-up with recovery, and removing retired ones.
 *
 * <p>Layout: {@code <table>/<part name>/} for active parts, {@code <table>/tmp_*} for parts being written
 * or deleted (never valid after a restart), {@code <table>/detached/} for parts taken out of the table
 * (see {@link DetachedPartName}). Other files in the table directory (such as the engine's metadata) are
 * left alone.
 */
public final class TableStorage {
    private static final Logger LOG = LoggerFactory.getLogger(TableStorage.class);
    public static final String DETACHED = "detached";
    public static final String TMP_PREFIX = "tmp_";
    private static final String DELETE_PREFIX = "tmp_delete_";

    private TableStorage() {
    }

    /** {@link #open(Path, List, boolean)} without checking the hashes of column data and marks. */
    public static LoadedTable open(Path tableDir, List<PartColumn> expectedColumns) {
        return open(tableDir, expectedColumns, false);
    }

    /**
     * Opens a table directory at start-up: deletes {@code tmp_*} leftovers, loads and verifies every part
     * (see {@link PartLoader}; with {@code verifyContent} also the hashes of all data and marks files),
     * moves parts that fail to {@code detached/broken-on-start_<name>} with a WARN naming the reason, and deletes
     * parts covered by another active part (sources of a finished merge). A part directory that something else removes
     * while this runs is skipped with a WARN; nothing else is touched for it. {@code expectedColumns} (names and
     * types, in order) must match every part's columns; null skips that check.
     */
    public static LoadedTable open(Path tableDir, List<PartColumn> expectedColumns, boolean verifyContent) {
        try {
            Files.createDirectories(tableDir);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create table directory " + tableDir + ": " + e, e);
        }
        PartDirectoryScan scan = scan(tableDir);
        for (Path entry : scan.temporaryDirs()) {
            LOG.info("Removing temporary directory {} left by an unfinished write", entry);
            Directories.deleteRecursively(entry);
        }
        for (Path entry : scan.unknownDirs()) {
            LOG.warn("Ignoring directory {}: not a part name", entry);
        }
        long maxBlock = scan.maxBlockNumber();
        List<Path> candidates = scan.partDirs();
        List<DetachedDirectory.Entry> detached = new DetachedDirectory(tableDir).list();
        List<DataPart> loaded = new ArrayList<>();
        List<BrokenPart> broken = new ArrayList<>();
        for (Path dir : candidates) {
            PartName name = PartName.parse(dir.getFileName().toString());
            if (DetachedDirectory.isDetachedTwin(dir, name, detached)) {
                LOG.info("Removing part {} of {}: it was detached and its copy in {} is complete", name, tableDir, DETACHED);
                removeUnlessGone(dir, name);
                continue;
            }
            try {
                loaded.add(PartLoader.load(dir, name, expectedColumns, verifyContent));
            } catch (RuntimeException e) {
                BrokenPart part = setAsideBroken(tableDir, dir, name, e);
                if (part != null) {
                    broken.add(part);
                }
            }
        }
        List<DataPart> active = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (DataPart part : loaded) {
            DataPart cover = coveringPart(part, loaded);
            if (cover != null) {
                LOG.info("Removing part {}: covered by {}", part.name(), cover.name());
                if (removeUnlessGone(part.path(), part.partName())) {
                    removed.add(part.name());
                }
            } else {
                active.add(part);
            }
        }
        active.sort(Comparator.comparing(DataPart::partitionId).thenComparingLong(p -> p.partName().minBlock()));
        warnAboutIntersections(active);
        return new LoadedTable(active, maxBlock, broken, removed);
    }

    /** Lists a table directory's names without opening a part or changing anything (see {@link PartDirectoryScan}). */
    public static PartDirectoryScan scan(Path tableDir) {
        long maxBlock = 0;
        List<Path> parts = new ArrayList<>();
        List<Path> temporary = new ArrayList<>();
        List<Path> unknown = new ArrayList<>();
        if (!Files.isDirectory(tableDir)) {
            return new PartDirectoryScan(parts, temporary, unknown, maxBlock);
        }
        for (Path entry : list(tableDir)) {
            String dirName = entry.getFileName().toString();
            if (!Files.isDirectory(entry)) {
                continue;
            }
            if (dirName.startsWith(TMP_PREFIX)) {
                temporary.add(entry);
            } else if (dirName.equals(DETACHED)) {
                maxBlock = Math.max(maxBlock, maxDetachedBlock(entry));
            } else {
                PartName name = PartName.tryParse(dirName);
                if (name == null) {
                    unknown.add(entry);
                } else {
                    parts.add(entry);
                    maxBlock = Math.max(maxBlock, lastBlockUsed(name));
                }
            }
        }
        parts.sort(Comparator.comparing(p -> p.getFileName().toString()));
        return new PartDirectoryScan(parts, temporary, unknown, maxBlock);
    }

    /**
     * Whatever makes a part unreadable, the part is set aside in {@code detached/}, never deleted, and the table opens.
     * A part directory that is gone by then was removed by something else while the table loaded (as the cleanup of
     * an engine still closing on the same directory did in the soak): it is skipped with a WARN, and null returned.
     */
    private static BrokenPart setAsideBroken(Path tableDir, Path dir, PartName name, RuntimeException failure) {
        String reason = BrokenPart.reasonOf(failure);
        if (vanished(dir, name, tableDir, reason)) {
            return null;
        }
        Path target;
        try {
            target = detach(tableDir, dir, DetachedPartName.prefix(DetachedPartName.BROKEN_ON_START) + name);
        } catch (RuntimeException moveFailed) {
            if (vanished(dir, name, tableDir, reason)) {
                return null;
            }
            moveFailed.addSuppressed(failure);
            throw moveFailed;
        }
        if (failure instanceof MergeLabException) {
            LOG.warn("Part {} of {} is broken and was moved to {}: {}", name, tableDir, target, reason);
        } else {
            LOG.warn("Part {} of {} is broken and was moved to {}", name, tableDir, target, failure);
        }
        return new BrokenPart(name.toString(), target, reason);
    }

    /** Whether {@code dir} is gone (saying so with a WARN): another remover took it while the table loaded. */
    private static boolean vanished(Path dir, PartName name, Path tableDir, String failure) {
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        LOG.warn("Part {} of {} disappeared while the table was loading (removed by something else); it is skipped: {}",
                name, tableDir, failure);
        return true;
    }

    /**
     * Removes a part directory start-up found redundant; true if this removed it, false if it was already gone (taken by
     * another remover meanwhile, which start-up tolerates). Any other failure is thrown.
     */
    private static boolean removeUnlessGone(Path dir, PartName name) {
        try {
            removePartDirectory(dir);
            return true;
        } catch (RuntimeException e) {
            if (vanished(dir, name, dir.getParent(), BrokenPart.reasonOf(e))) {
                return false;
            }
            throw e;
        }
    }

    private static DataPart coveringPart(DataPart part, List<DataPart> all) {
        for (DataPart other : all) {
            if (other != part && other.partName().contains(part.partName())) {
                return other;
            }
        }
        return null;
    }

    private static void warnAboutIntersections(List<DataPart> active) {
        for (int i = 1; i < active.size(); i++) {
            PartName a = active.get(i - 1).partName();
            PartName b = active.get(i).partName();
            if (a.partitionId().equals(b.partitionId()) && b.minBlock() <= a.maxBlock()) {
                LOG.warn("Parts {} and {} intersect without one covering the other; both stay active", a, b);
            }
        }
    }

    /**
     * Deletes a part's directory: first renamed to {@code tmp_delete_<name>} (durably), so an interrupted
     * delete never leaves a half part that looks valid, then removed.
     */
    public static void removePart(DataPart part) {
        part.unmapFiles();
        removePartDirectory(part.path());
    }

    /**
     * {@link #removePart} for many parts: every rename first, then one fsync per table directory, then the deletes,
     * so a hundred parts of a table cost one directory sync rather than a hundred (a closing engine deleting the
     * parts its merges retired waited minutes on a busy disk). A part that cannot be renamed stays where it is
     * (warned about); the returned parts are the removed ones.
     */
    public static List<DataPart> removeParts(List<DataPart> parts) {
        List<DataPart> renamed = new ArrayList<>();
        List<Path> doomed = new ArrayList<>();
        Set<Path> tableDirs = new LinkedHashSet<>();
        for (DataPart part : parts) {
            part.unmapFiles();
            Path dir = part.path();
            Path target = dir.resolveSibling(DELETE_PREFIX + dir.getFileName());
            try {
                Directories.rename(dir, target);
            } catch (RuntimeException e) {
                LOG.warn("Cannot remove part {}: {}", dir, e.getMessage());
                continue;
            }
            renamed.add(part);
            doomed.add(target);
            tableDirs.add(dir.getParent());
        }
        // Until these syncs, a crash may bring a renamed part back under its own name: nothing is deleted before.
        tableDirs.forEach(Directories::fsync);
        for (Path dir : doomed) {
            try {
                Directories.deleteRecursively(dir);
            } catch (RuntimeException e) {
                // gone from the table already; start-up deletes what is left of a tmp_ directory
                LOG.warn("Cannot delete {}: {}", dir, e.getMessage());
            }
        }
        return renamed;
    }

    /** {@link #removePart} for a part directory that was never loaded (start-up recovery). */
    public static void removePartDirectory(Path dir) {
        Path doomed = dir.resolveSibling(DELETE_PREFIX + dir.getFileName());
        Directories.renameAtomically(dir, doomed);
        Directories.deleteRecursively(doomed);
    }

    /**
     * Takes an active part out of its table into {@code detached/<prefix><name>} (kept, never deleted) and returns
     * where it went; for parts the table can no longer use, such as a log part of an unknown older layout.
     */
    public static Path detachPart(DataPart part, String prefix) {
        Path dir = part.path();
        return detach(dir.getParent(), dir, prefix + part.name());
    }

    /** Moves a part directory to {@code detached/<prefix+name>}, adding {@code _tryN} if that name is taken. */
    private static Path detach(Path tableDir, Path partDir, String detachedName) {
        Path detached = tableDir.resolve(DETACHED);
        try {
            Files.createDirectories(detached);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create " + detached + ": " + e, e);
        }
        Path target = detached.resolve(detachedName);
        for (int attempt = 1; Files.exists(target); attempt++) {
            target = detached.resolve(detachedName + "_try" + attempt);
        }
        Directories.renameAtomically(partDir, target);
        Directories.fsync(tableDir);
        return target;
    }

    /** Block numbers used by detached parts stay taken: attaching one back must not collide with a newer part. */
    private static long maxDetachedBlock(Path detached) {
        long max = 0;
        for (Path entry : list(detached)) {
            DetachedPartName parsed = DetachedPartName.parse(entry.getFileName().toString());
            if (parsed.valid()) {
                max = Math.max(max, lastBlockUsed(parsed.part()));
            }
        }
        return max;
    }

    /** The highest block number a part's name uses: its max block, or its mutation version when higher. */
    private static long lastBlockUsed(PartName name) {
        return Math.max(name.maxBlock(), name.dataVersion().orElse(0));
    }

    private static List<Path> list(Path dir) {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            stream.forEach(out::add);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot list " + dir + ": " + e, e);
        }
        return out;
    }
}
