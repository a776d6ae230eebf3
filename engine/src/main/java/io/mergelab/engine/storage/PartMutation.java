package io.mergelab.engine.storage;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.HashingFileOutput;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes a new version of a part that differs only in some extra files (a skip index materialized or cleared), as
 * ClickHouse's mutations do: the new part {@code <name>_<version>} is assembled in {@code tmp_mut_<new name>} from hard
 * links to the old part's files (copies where links are not possible) minus the removed ones, plus the files a
 * {@link GranuleListener} builds from the part's rows; it is renamed into place only when complete and forced to
 * disk. The old part is untouched; the caller swaps the new one in and removes the old one. After a crash, a
 * leftover {@code tmp_} directory is deleted at start-up and, if both versions exist, the new one covers the old.
 */
public final class PartMutation {
    private static final Logger LOG = LoggerFactory.getLogger(PartMutation.class);

    private PartMutation() {
    }

    /**
     * The new version {@code version} of {@code part}: without the files in {@code removeFiles}; when
     * {@code listener} is not null, with the files it adds while it is fed every granule of the part (all columns,
     * in part column order).
     */
    public static DataPart mutate(DataPart part, long version, Set<String> removeFiles, GranuleListener listener) {
        return mutate(part, version, removeFiles, listener, null, Map.of(), null, null);
    }

    /** Files a mutation writes into the new part's temporary directory, adding their checksums. */
    private interface NewFiles {
        void write(Path tmp, Map<String, FileChecksum> checksums, FsyncContext fsync);
    }

    /**
     * The new version {@code version} of {@code part} without column {@code columnName} (ALTER TABLE ... DROP COLUMN):
     * its data and marks files are left out and {@code columns.txt} no longer lists it; the other columns' files are
     * shared.
     */
    public static DataPart withoutColumn(DataPart part, long version, String columnName) {
        PartLayout.ColumnLayout dropped = layoutOf(part, columnName);
        List<PartColumn> kept = part.columns().stream().filter(c -> !c.name().equals(columnName)).toList();
        if (part.format() == PartFormat.COMPACT) {
            // one data file holds every column: it is written again without the column, as ClickHouse does
            Set<String> remove = Set.of(FileNames.COLUMNS, FileNames.COMPACT_DATA, FileNames.COMPACT_MARKS);
            return mutate(part, version, remove, null, kept, Map.of(), null,
                    (tmp, checksums, fsync) -> CompactRewrite.write(part, kept, tmp, checksums, fsync));
        }
        requireSameFileNames(part, PartLayout.of(kept), columnName, "drop");
        Set<String> remove = new HashSet<>();
        remove.add(FileNames.COLUMNS);
        for (String stream : dropped.streams()) {
            remove.add(stream + FileNames.DATA_EXTENSION);
            remove.add(stream + FileNames.MARKS_EXTENSION);
        }
        return mutate(part, version, remove, null, kept, Map.of(),
                serializationRenamed(part, name -> name.equals(columnName) ? null : name), null);
    }

    /**
     * The new version {@code version} of {@code part} with column {@code from} called {@code to} (ALTER TABLE ...
     * RENAME COLUMN): its data and marks files are linked under the new name's file names and {@code columns.txt}
     * lists the new name; the other files are shared.
     */
    public static DataPart withColumnRenamed(DataPart part, long version, String from, String to) {
        PartLayout.ColumnLayout old = layoutOf(part, from);
        List<PartColumn> renamed = part.columns().stream()
                .map(c -> c.name().equals(from) ? new PartColumn(to, c.type(), c.codec()) : c).toList();
        if (part.format() == PartFormat.COMPACT) {
            // data.bin names no column: only columns.txt changes
            return mutate(part, version, Set.of(FileNames.COLUMNS), null, renamed, Map.of(), null, null);
        }
        Set<String> sparse = new HashSet<>(part.layout().sparseColumns());
        if (sparse.remove(from)) {
            sparse.add(to);
        }
        PartLayout after = PartLayout.of(renamed, sparse);
        requireSameFileNames(part, after, from, "rename");
        List<String> streams = after.column(to).streams();
        Map<String, String> renames = new HashMap<>();
        for (int i = 0; i < streams.size(); i++) {
            renames.put(old.streams().get(i) + FileNames.DATA_EXTENSION, streams.get(i) + FileNames.DATA_EXTENSION);
            renames.put(old.streams().get(i) + FileNames.MARKS_EXTENSION, streams.get(i) + FileNames.MARKS_EXTENSION);
        }
        return mutate(part, version, Set.of(FileNames.COLUMNS), null, renamed, renames,
                serializationRenamed(part, name -> name.equals(from) ? to : name), null);
    }

    /**
     * The part's {@code serialization.json} with each column called as {@code rename} says (left out where it says
     * null), or null when the part has no such file (all its columns dense).
     */
    private static byte[] serializationRenamed(DataPart part, UnaryOperator<String> rename) {
        if (!part.fileNames().contains(FileNames.SERIALIZATION)) {
            return null;
        }
        List<SerializationFile.Entry> entries = new ArrayList<>();
        for (SerializationFile.Entry e : SerializationFile.parse(part.readFile(FileNames.SERIALIZATION))) {
            String name = rename.apply(e.column());
            if (name != null) {
                entries.add(new SerializationFile.Entry(name, e.kind(), e.defaults()));
            }
        }
        return SerializationFile.write(part.rows(), entries);
    }

    private static PartLayout.ColumnLayout layoutOf(DataPart part, String columnName) {
        PartLayout.ColumnLayout c = part.layout().column(columnName);
        if (c == null || !c.column().name().equals(columnName)) {
            throw new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE, "There is no column " + columnName + " in part "
                    + part.name());
        }
        return c;
    }

    /** File names of columns equal but for case depend on their order; renaming other columns' files is not done here. */
    private static void requireSameFileNames(DataPart part, PartLayout after, String columnName, String what) {
        for (PartLayout.ColumnLayout c : after.columns()) {
            PartLayout.ColumnLayout before = part.layout().column(c.column().name());
            if (before != null && !c.baseName().equals(before.baseName())) {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED, "Cannot " + what + " column " + columnName
                        + " of part " + part.name() + ": column " + c.column().name() + " would change its file names");
            }
        }
    }

    /**
     * As {@link #mutate(DataPart, long, Set, GranuleListener)}; with {@code columns}, a new columns.txt listing them;
     * files named in {@code renames} are linked under the name they map to; with {@code serialization}, a new
     * serialization.json of that content.
     */
    private static DataPart mutate(DataPart part, long version, Set<String> removeFiles, GranuleListener listener,
                                   List<PartColumn> newColumns, Map<String, String> renames, byte[] serialization,
                                   NewFiles newFiles) {
        PartName old = part.partName();
        PartName name = new PartName(old.partitionId(), old.minBlock(), old.maxBlock(), old.level(), OptionalLong.of(version));
        Path tableDir = part.path().getParent();
        Path tmp = tableDir.resolve(PartSpec.Purpose.MUTATE.tmpPrefix() + name);
        Path target = tableDir.resolve(name.toString());
        if (Files.exists(target)) {
            throw new MergeLabException(ErrorCode.DUPLICATE_DATA_PART, "Part " + name + " already exists in " + tableDir);
        }
        Map<String, FileChecksum> checksums = new TreeMap<>();
        ListenerFileSink sink = null;
        // the old part is deleted once the new one is in, so the new one is always forced to disk
        FsyncContext fsync = FsyncContext.always();
        try {
            if (Files.exists(tmp)) {
                Directories.deleteRecursively(tmp);
            }
            Files.createDirectories(tmp);
            for (Map.Entry<String, FileChecksum> e : part.checksums().files().entrySet()) {
                if (!removeFiles.contains(e.getKey()) && !(serialization != null && e.getKey().equals(FileNames.SERIALIZATION))) {
                    String linked = renames.getOrDefault(e.getKey(), e.getKey());
                    link(part.path().resolve(e.getKey()), tmp.resolve(linked));
                    checksums.put(linked, e.getValue());
                }
            }
            if (newFiles != null) {
                newFiles.write(tmp, checksums, fsync);
            }
            if (newColumns != null) {
                checksums.put(FileNames.COLUMNS, HashingFileOutput.writeFile(tmp.resolve(FileNames.COLUMNS),
                        ColumnsFile.write(newColumns), fsync));
            }
            if (serialization != null) {
                checksums.put(FileNames.SERIALIZATION, HashingFileOutput.writeFile(tmp.resolve(FileNames.SERIALIZATION),
                        serialization, fsync));
            }
            if (listener != null) {
                sink = new ListenerFileSink(tmp, checksums, PartSettings.DEFAULT, fsync, f -> false, "a mutated part");
                listener.partStart(sink);
                List<String> columns = part.columns().stream().map(PartColumn::name).toList();
                try (PartColumnsReader reader = PartReader.openToRewrite(part, columns)) {
                    for (int g = 0; g < part.granules(); g++) {
                        Chunk rows = reader.read(g, g + 1);
                        listener.rows(rows, 0, rows.rows());
                        listener.granuleEnd(g, rows.rows());
                    }
                }
                listener.partEnd();
                sink.close();
            }
            HashingFileOutput.writeFile(tmp.resolve(Checksums.FILE_NAME), new Checksums(checksums).serialize(), fsync);
            fsync.syncDirectory(tmp);
            fsync.rename(tmp, target);
        } catch (IOException e) {
            cleanUp(tmp, sink);
            throw new MergeLabException(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR, "Cannot write part " + name + ": " + e, e);
        } catch (RuntimeException e) {
            cleanUp(tmp, sink);
            throw e;
        }
        return PartLoader.load(target, name, newColumns != null ? newColumns : part.columns(), false);
    }

    private static void link(Path from, Path to) throws IOException {
        try {
            Files.createLink(to, from);
        } catch (UnsupportedOperationException | FileSystemException e) {
            Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    private static void cleanUp(Path tmp, ListenerFileSink sink) {
        if (sink != null) {
            sink.close();
        }
        try {
            Directories.deleteRecursively(tmp);
        } catch (MergeLabException e) {
            LOG.warn("Cannot remove temporary part directory {}: {}", tmp, e.getMessage());
        }
    }
}
