package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.CompactMarks;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.Marks;
import io.mergelab.engine.storage.serial.ColumnsBinary;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jpountz.xxhash.StreamingXXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * Opens a part directory and verifies it. Always: {@code checksums.txt} vouches for itself, every file it
 * lists exists with its size, the metadata files (everything but {@code .bin}, {@code .mrk2} and skip
 * index files) match their hashes, and their contents agree with each other (row count = sum of granule
 * rows, index entries = marks, partition value = partition id of the name). With {@code verifyContent},
 * the bulk files' hashes are checked too. Any failure is a {@link MergeLabException} naming the problem.
 */
final class PartLoader {
    private PartLoader() {
    }

    static DataPart load(Path dir, PartName name, List<PartColumn> expectedColumns, boolean verifyContent) {
        String partName = name.toString();
        byte[] checksumsFile = PartFiles.read(dir, Checksums.FILE_NAME, partName);
        Checksums checksums = Checksums.parse(checksumsFile);
        Map<String, byte[]> metadata = new HashMap<>();
        for (Map.Entry<String, FileChecksum> e : checksums.files().entrySet()) {
            String file = e.getKey();
            FileChecksum expected = e.getValue();
            long size = size(dir, file, partName);
            if (size != expected.size()) {
                throw new MergeLabException(ErrorCode.BAD_SIZE_OF_FILE_IN_DATA_PART, "Bad size of file " + file + " in part "
                        + partName + ": " + size + " bytes, checksums.txt says " + expected.size());
            }
            if (!FileNames.isBulkFile(file)) {
                byte[] content = PartFiles.read(dir, file, partName);
                PartFiles.checkHash(partName, file, expected, content);
                metadata.put(file, content);
            } else if (verifyContent) {
                PartFiles.checkHash(partName, file, expected.hash(), hashFile(dir.resolve(file), partName));
            }
        }
        String version = new String(required(metadata, FileNames.FORMAT_VERSION, partName), StandardCharsets.US_ASCII).trim();
        if (!version.equals(PartWriter.FORMAT_VERSION) && !version.equals(PartWriter.SPARSE_FORMAT_VERSION)) {
            throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT_VERSION, "Unknown part format version " + version + " of part " + partName);
        }
        List<PartColumn> columns = ColumnsFile.parse(required(metadata, FileNames.COLUMNS, partName));
        if (expectedColumns != null && !typesAgree(columns, expectedColumns)) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Columns of part " + partName + " " + describe(columns)
                    + " differ from the table's " + describe(expectedColumns));
        }
        PartLayout layout = PartLayout.of(columns, sparseColumns(metadata, columns, version, partName));
        boolean compact = checksums.get(FileNames.COMPACT_MARKS) != null;
        int marks;
        int[] granuleRows;
        if (compact) {
            if (!layout.sparseColumns().isEmpty()) {
                throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Compact part " + partName + " stores columns sparse");
            }
            FileChecksum mrk = checksums.get(FileNames.COMPACT_MARKS);
            long perMark = CompactMarks.bytesPerMark(columns.size());
            if (mrk.size() % perMark != 0) {
                throw new MergeLabException(ErrorCode.BAD_SIZE_OF_FILE_IN_DATA_PART, "Marks file " + FileNames.COMPACT_MARKS
                        + " of part " + partName + " has " + mrk.size() + " bytes, not a multiple of " + perMark + " for "
                        + columns.size() + " columns");
            }
            marks = (int) (mrk.size() / perMark);
            granuleRows = MarkCache.loadCompact(dir, partName, checksums, columns.size(), marks).granuleRows();
        } else {
            String firstStream = layout.columns().get(0).streams().get(0);
            FileChecksum firstMarks = checksums.get(firstStream + FileNames.MARKS_EXTENSION);
            if (firstMarks == null) {
                throw PartFiles.noFile(firstStream + FileNames.MARKS_EXTENSION, partName);
            }
            marks = (int) (firstMarks.size() / Marks.BYTES_PER_MARK);
            for (PartLayout.ColumnLayout c : layout.columns()) {
                for (String stream : c.streams()) {
                    FileChecksum data = checksums.get(stream + FileNames.DATA_EXTENSION);
                    FileChecksum mrk = checksums.get(stream + FileNames.MARKS_EXTENSION);
                    if (data == null) {
                        throw PartFiles.noFile(stream + FileNames.DATA_EXTENSION, partName);
                    }
                    if (mrk == null) {
                        throw PartFiles.noFile(stream + FileNames.MARKS_EXTENSION, partName);
                    }
                    if (mrk.size() != (long) marks * Marks.BYTES_PER_MARK) {
                        throw new MergeLabException(ErrorCode.BAD_SIZE_OF_FILE_IN_DATA_PART, "Marks file " + stream
                                + FileNames.MARKS_EXTENSION + " of part " + partName + " has " + mrk.size() + " bytes, expected "
                                + (long) marks * Marks.BYTES_PER_MARK);
                    }
                }
            }
            granuleRows = MarkCache.load(dir, partName, checksums, firstStream, marks).granuleRows();
        }
        long rows = 0;
        for (int r : granuleRows) {
            rows += r;
        }
        long count = parseCount(required(metadata, FileNames.COUNT, partName), partName);
        if (count != rows) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Part " + partName + " has " + count
                    + " rows in count.txt but " + rows + " in its granules");
        }
        ColumnsBinary.Content index = ColumnsBinary.read(required(metadata, FileNames.PRIMARY_INDEX, partName),
                FileNames.PRIMARY_INDEX + " of part " + partName);
        if (index.rows() != marks) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Primary index of part " + partName + " has "
                    + index.rows() + " entries for " + marks + " marks");
        }
        ColumnsBinary.Content partitionContent = ColumnsBinary.read(required(metadata, FileNames.PARTITION, partName),
                FileNames.PARTITION + " of part " + partName);
        if (partitionContent.rows() != 1) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "partition.dat of part " + partName + " holds "
                    + partitionContent.rows() + " values");
        }
        PartitionValue partition = PartitionValue.of(partitionContent.columns(), 0);
        if (!partition.partitionId().equals(name.partitionId())) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Partition value " + partition.display() + " of part "
                    + partName + " has id " + partition.partitionId());
        }
        List<MinMaxIndex> minMax = new ArrayList<>();
        for (PartLayout.ColumnLayout c : layout.columns()) {
            byte[] file = metadata.get(FileNames.minMaxFile(c.baseName()));
            if (file != null) {
                ColumnsBinary.Content content = ColumnsBinary.read(file, FileNames.minMaxFile(c.baseName()) + " of part " + partName);
                Column values = content.columns().size() == 1 ? content.columns().get(0) : null;
                if (values == null || (values.size() != 0 && values.size() != 2) || !values.type().equals(c.column().type())) {
                    throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad min/max file of column " + c.column().name()
                            + " in part " + partName);
                }
                minMax.add(new MinMaxIndex(c.column().name(), c.column().type(), values));
            }
        }
        return new DataPart(name, compact ? PartFormat.COMPACT : PartFormat.WIDE, dir, columns, layout, partition, minMax,
                new PrimaryIndex(index.types(), index.columns(), index.rows()), granuleRows, checksums,
                checksumsFile.length, PartWriter.modificationTime(dir));
    }

    /** The columns {@code serialization.json} says are stored sparse (none without the file, as in a version 1 part). */
    private static Set<String> sparseColumns(Map<String, byte[]> metadata, List<PartColumn> columns, String version,
                                             String partName) {
        byte[] file = metadata.get(FileNames.SERIALIZATION);
        if (file == null) {
            return Set.of();
        }
        Set<String> sparse;
        try {
            sparse = SerializationFile.sparseColumns(SerializationFile.parse(file));
        } catch (MergeLabException e) {
            throw new MergeLabException(e.code(), e.getMessage() + " in part " + partName, e);
        }
        Set<String> names = new HashSet<>();
        columns.forEach(c -> names.add(c.name()));
        if (!names.containsAll(sparse) || (!sparse.isEmpty() && !version.equals(PartWriter.SPARSE_FORMAT_VERSION))) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Part " + partName + " of format version " + version
                    + " stores columns " + sparse + " sparse, of its columns " + names);
        }
        return sparse;
    }

    /**
     * Whether every column the part shares with the table has the table's type. A part may lack table columns (added
     * by ALTER after it was written; reads give their defaults) and keep columns the table no longer has (a DROP COLUMN
     * that stopped before rewriting it; never read), but a shared name of another type means the files are not this
     * table's.
     */
    private static boolean typesAgree(List<PartColumn> part, List<PartColumn> table) {
        for (PartColumn p : part) {
            for (PartColumn t : table) {
                if (t.name().equals(p.name()) && !t.type().equals(p.type())) {
                    return false;
                }
            }
        }
        return true;
    }

    private static String describe(List<PartColumn> columns) {
        List<String> out = new ArrayList<>();
        for (PartColumn c : columns) {
            out.add(c.name() + " " + c.type().name());
        }
        return "(" + String.join(", ", out) + ")";
    }

    private static long parseCount(byte[] content, String partName) {
        String text = new String(content, StandardCharsets.US_ASCII).trim();
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad count.txt '" + text + "' in part " + partName);
        }
    }

    private static byte[] required(Map<String, byte[]> metadata, String file, String partName) {
        byte[] content = metadata.get(file);
        if (content == null) {
            throw PartFiles.noFile(file, partName);
        }
        return content;
    }

    private static long size(Path dir, String file, String partName) {
        try {
            return Files.size(dir.resolve(file));
        } catch (NoSuchFileException e) {
            throw PartFiles.noFile(file, partName);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot stat " + file + " of part " + partName + ": " + e, e);
        }
    }

    private static long hashFile(Path file, String partName) {
        byte[] buffer = new byte[1 << 20];
        try (InputStream in = Files.newInputStream(file);
             StreamingXXHash64 hash = XXHashFactory.fastestInstance().newStreamingHash64(0)) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                hash.update(buffer, 0, n);
            }
            return hash.getValue();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read " + file + " of part " + partName + ": " + e, e);
        }
    }
}
