package io.mergelab.engine.storage;

import io.mergelab.engine.storage.codec.FileMapping;
import io.mergelab.engine.storage.codec.VerifiedBlocks;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An immutable handle of a part on disk (Wide format: files per column). Holds what is kept in memory for
 * every active part — name, row and granule counts, partition value, min/max of partition-key columns,
 * the sparse primary index, file checksums — and is safe to share between threads. Column data and marks
 * are read on demand ({@link PartReader}, {@link MarkCache}).
 */
public final class DataPart {
    private static final AtomicLong IDS = new AtomicLong();

    private final long id = IDS.incrementAndGet();
    private final PartName name;
    private final PartFormat format;
    private final Path path;
    private final long rows;
    private final List<PartColumn> columns;
    private final PartLayout layout;
    private final PartitionValue partition;
    private final List<MinMaxIndex> minMax;
    private final PrimaryIndex primaryIndex;
    private final int[] granuleRows;
    private final long[] granuleStarts;
    private final Checksums checksums;
    private final long checksumsFileBytes;
    /** Summed once: every insert's too-many-parts check asks it of every active part. */
    private final long bytesOnDisk;
    private final Instant modificationTime;
    /** Set by the table that holds the part: its columns change by ALTER, the part's files do not. */
    private volatile MissingColumnValues missingColumns = MissingColumnValues.NONE;
    /** Per data file, the blocks this handle's readers have checked (files are immutable while the part lives). */
    private final ConcurrentHashMap<String, VerifiedBlocks> verifiedBlocks = new ConcurrentHashMap<>();
    /** A Compact part's compressed bytes per column, from its marks once asked for. */
    private volatile long[] compactCompressedBytes;

    DataPart(PartName name, PartFormat format, Path path, List<PartColumn> columns, PartLayout layout, PartitionValue partition,
             List<MinMaxIndex> minMax, PrimaryIndex primaryIndex, int[] granuleRows, Checksums checksums,
             long checksumsFileBytes, Instant modificationTime) {
        this.name = name;
        this.format = format;
        this.path = path;
        this.columns = List.copyOf(columns);
        this.layout = layout;
        this.partition = partition;
        this.minMax = List.copyOf(minMax);
        this.primaryIndex = primaryIndex;
        this.granuleRows = granuleRows.clone();
        this.granuleStarts = new long[granuleRows.length + 1];
        for (int i = 0; i < granuleRows.length; i++) {
            granuleStarts[i + 1] = granuleStarts[i] + granuleRows[i];
        }
        this.rows = granuleStarts[granuleRows.length];
        this.checksums = checksums;
        this.checksumsFileBytes = checksumsFileBytes;
        long bytes = checksumsFileBytes;
        for (FileChecksum f : checksums.files().values()) {
            bytes += f.size();
        }
        this.bytesOnDisk = bytes;
        this.modificationTime = modificationTime;
    }

    /** The blocks of {@code fileName} whose checksums readers of this handle have verified. */
    VerifiedBlocks verifiedBlocks(String fileName) {
        return verifiedBlocks.computeIfAbsent(fileName, f -> {
            FileChecksum c = checksums.get(f);
            return VerifiedBlocks.create(new FileMapping(path.resolve(f), c == null ? 0 : c.size()));
        });
    }

    /** The part's files are about to be deleted: their mappings are unmapped once their readers close. */
    void unmapFiles() {
        verifiedBlocks.values().forEach(v -> v.mapping().close());
    }

    /** A process-unique id of this handle, for caches keyed by part. */
    long id() {
        return id;
    }

    public String name() {
        return name.toString();
    }

    public PartName partName() {
        return name;
    }

    public Path path() {
        return path;
    }

    public String partType() {
        return format.typeName();
    }

    public PartFormat format() {
        return format;
    }

    public long rows() {
        return rows;
    }

    /** Number of granules. */
    public int granules() {
        return granuleRows.length;
    }

    /** Number of marks: granules plus the final mark. */
    public int marks() {
        return granuleRows.length + 1;
    }

    public int granuleRows(int granule) {
        return granuleRows[granule];
    }

    /** The part row number at which {@code mark} starts ({@code rows()} for the final mark). */
    public long markStartRow(int mark) {
        return granuleStarts[mark];
    }

    /** Rows in granules {@code [range.begin, range.end)}. */
    public long rows(MarkRange range) {
        return granuleStarts[range.end()] - granuleStarts[range.begin()];
    }

    public List<PartColumn> columns() {
        return columns;
    }

    public Optional<PartColumn> column(String columnName) {
        PartLayout.ColumnLayout c = layout.column(columnName);
        return c == null ? Optional.empty() : Optional.of(c.column());
    }

    PartLayout layout() {
        return layout;
    }

    /** Where reads get the values of table columns this part has no files for (see {@link MissingColumnValues}). */
    public void fillMissingWith(MissingColumnValues values) {
        missingColumns = values;
    }

    MissingColumnValues missingColumns() {
        return missingColumns;
    }

    public PartitionValue partition() {
        return partition;
    }

    public String partitionId() {
        return name.partitionId();
    }

    /** Min/max per partition-key column, in table column order. */
    public List<MinMaxIndex> minMax() {
        return minMax;
    }

    public Optional<MinMaxIndex> minMax(String columnName) {
        return minMax.stream().filter(m -> m.column().equals(columnName)).findFirst();
    }

    public PrimaryIndex primaryIndex() {
        return primaryIndex;
    }

    Checksums checksums() {
        return checksums;
    }

    /** Names of the part's files (checksums.txt excepted). */
    public java.util.Set<String> fileNames() {
        return checksums.files().keySet();
    }

    /**
     * Reads a whole file of the part (for example one added with {@link PartWriter#addFile}) and checks it
     * against {@code checksums.txt}: NO_FILE_IN_DATA_PART if the part has no such file, CHECKSUM_DOESNT_MATCH
     * if its content changed.
     */
    public byte[] readFile(String fileName) {
        return PartFiles.readVerified(path, name.toString(), checksums, fileName);
    }

    /** Every file of the part, {@code checksums.txt} included. */
    public long bytesOnDisk() {
        return bytesOnDisk;
    }

    /** Compressed column data ({@code .bin} files). */
    public long dataCompressedBytes() {
        return sumOf(FileNames.DATA_EXTENSION, false);
    }

    /** Column data before compression. */
    public long dataUncompressedBytes() {
        return sumOf(FileNames.DATA_EXTENSION, true);
    }

    public long marksBytes() {
        return sumOf(FileNames.MARKS_EXTENSION, false) + sumOf(FileNames.COMPACT_MARKS, false);
    }

    public long primaryKeyBytesInMemory() {
        return primaryIndex.bytesInMemory();
    }

    public Instant modificationTime() {
        return modificationTime;
    }

    /** Sizes of one column's files, or empty if the part has no such column. */
    public Optional<ColumnSize> columnSize(String columnName) {
        PartLayout.ColumnLayout c = layout.column(columnName);
        if (c == null) {
            return Optional.empty();
        }
        if (format == PartFormat.COMPACT) {
            return Optional.of(compactColumnSize(c));
        }
        long compressed = 0;
        long uncompressed = 0;
        long marks = 0;
        for (String stream : c.streams()) {
            FileChecksum data = checksums.get(stream + FileNames.DATA_EXTENSION);
            compressed += data.size();
            uncompressed += data.uncompressedSize();
            marks += checksums.get(stream + FileNames.MARKS_EXTENSION).size();
        }
        return Optional.of(new ColumnSize(compressed, uncompressed, marks));
    }

    /**
     * A Compact part's column: its share of {@code data.bin} (from its marks; uncompressed in the file's ratio, as blocks
     * do not say which column they hold) and of {@code data.mrk3}. A subcolumn ({@code s.size}) counts as its column.
     */
    private ColumnSize compactColumnSize(PartLayout.ColumnLayout c) {
        long[] compressed = compactCompressedBytes;
        if (compressed == null) {
            compressed = MarkCache.shared().compact(this).compressedBytesPerColumn();
            compactCompressedBytes = compressed;
        }
        FileChecksum data = checksums.get(FileNames.COMPACT_DATA);
        FileChecksum marks = checksums.get(FileNames.COMPACT_MARKS);
        long bytes = compressed[c.index()];
        long uncompressed = data.size() == 0 ? 0 : (long) ((double) bytes * data.uncompressedSize() / data.size());
        return new ColumnSize(bytes, uncompressed, marks.size() / Math.max(1, columns.size()));
    }

    /**
     * Sizes of skip index {@code indexName}'s files in this part (compressed and uncompressed {@code .idx}, marks), or
     * empty when the part has none (written before the index existed, or the index was cleared).
     */
    public Optional<ColumnSize> skipIndexSize(String indexName) {
        String stem = FileNames.skipIndexStem(indexName);
        FileChecksum data = checksums.get(stem + FileNames.SKIP_INDEX_EXTENSION);
        FileChecksum marks = checksums.get(stem + FileNames.MARKS_EXTENSION);
        if (data == null || marks == null) {
            return Optional.empty();
        }
        return Optional.of(new ColumnSize(data.size(), data.uncompressedSize(), marks.size()));
    }

    /** All skip index files of the part: {@code .idx} compressed bytes ({@code system.parts.secondary_indices_compressed_bytes}). */
    public long secondaryIndicesCompressedBytes() {
        return sumOfSkipIndexFiles(FileNames.SKIP_INDEX_EXTENSION, false);
    }

    public long secondaryIndicesUncompressedBytes() {
        return sumOfSkipIndexFiles(FileNames.SKIP_INDEX_EXTENSION, true);
    }

    public long secondaryIndicesMarksBytes() {
        return sumOfSkipIndexFiles(FileNames.MARKS_EXTENSION, false);
    }

    private long sumOfSkipIndexFiles(String extension, boolean uncompressed) {
        long total = 0;
        for (var e : checksums.files().entrySet()) {
            if (e.getKey().startsWith(FileNames.SKIP_INDEX_PREFIX) && e.getKey().endsWith(extension)) {
                total += uncompressed ? e.getValue().uncompressedSize() : e.getValue().size();
            }
        }
        return total;
    }

    private long sumOf(String extension, boolean uncompressed) {
        long total = 0;
        for (var e : checksums.files().entrySet()) {
            if (e.getKey().endsWith(extension) && !e.getKey().startsWith(FileNames.SKIP_INDEX_PREFIX)) {
                total += uncompressed ? e.getValue().uncompressedSize() : e.getValue().size();
            }
        }
        return total;
    }

    @Override
    public String toString() {
        return name.toString();
    }
}
