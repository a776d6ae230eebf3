package io.mergelab.engine.storage;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.codec.BlockCompressor;
import io.mergelab.engine.storage.codec.CompressedStreamWriter;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.FsyncStats;
import io.mergelab.engine.storage.format.HashingFileOutput;
import io.mergelab.engine.storage.format.Marks;
import io.mergelab.engine.storage.serial.ColumnsBinary;
import io.mergelab.engine.storage.serial.SparseSerialization;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes one part: rows already sorted by the sorting key arrive in one or more chunks ({@link #write}),
 * are cut into granules (adaptive: at {@code index_granularity} rows or once a granule holds
 * {@code index_granularity_bytes} of uncompressed data) and streamed into compressed substreams under
 * {@code tmp_<purpose>_<name>}. {@link #prepare()} writes the marks, primary index, partition value,
 * min/max files, row count, column list and checksums, forcing them to disk as {@link PartSpec#fsync()} says;
 * {@link PreparedPart#publish()} renames the directory into place atomically ({@link #commit()} does
 * both). Closing a writer that was not prepared deletes the temporary directory.
 */
public final class PartWriter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PartWriter.class);
    static final String FORMAT_VERSION = "1";
    /** The version of a part that stores a column sparse ({@code serialization.json}); readers take both. */
    static final String SPARSE_FORMAT_VERSION = "2";
    private static final Set<String> RESERVED = Set.of(Checksums.FILE_NAME, FileNames.COUNT, FileNames.COLUMNS,
            FileNames.PRIMARY_INDEX, FileNames.PARTITION, FileNames.FORMAT_VERSION, FileNames.SERIALIZATION);

    private enum State { OPEN, PREPARED, ABORTED }

    private final PartSpec spec;
    private final PartFormat format;
    /** A Compact part's data file; null for a Wide part. */
    private CompactDataWriter compact;
    private final GranuleListener listener;
    private final PartLayout layout;
    /** The columns written to files of their own: all of a Wide part's, none of a Compact part's. */
    private final List<PartLayout.ColumnLayout> wideColumns;
    private final Path tmpDir;
    private final Path finalDir;
    private final FsyncContext fsync;
    private final Map<Codec, BlockCompressor> compressors = new HashMap<>();
    private final CompressedStreamWriter[][] streams;
    private final ColumnBuilder[] keyBuilders;
    private final int[] minMaxColumns;
    private final Column[] minMaxValues;
    private final Map<String, FileChecksum> checksums = new TreeMap<>();
    /** The files the listener adds. */
    private final ListenerFileSink listenerFiles;
    /** Serialized bytes per row of all fixed-width columns, and the columns whose row size varies. */
    private final int fixedRowBytes;
    private final int[] variableColumns;
    /** Per column, the rows written so far holding 0, or -1 for a column that cannot be stored sparse. */
    private final long[] zeros;

    private int[] granuleRows = new int[16];
    private int granules;
    private boolean granuleOpen;
    private long rowsInGranule;
    private long bytesInGranule;
    private long totalRows;
    private List<Column> lastKeys = List.of();
    private int lastKeyRow;
    private State state = State.OPEN;

    // Per-write plan of row segments; a segment never crosses a granule boundary.
    private int segments;
    private int[] segmentFrom = new int[16];
    private int[] segmentTo = new int[16];
    private boolean[] segmentStartsGranule = new boolean[16];
    private int[] segmentClosesGranule = new int[16];

    private PartWriter(PartSpec spec, GranuleListener listener, PartFormat format) {
        this.spec = spec;
        this.format = format;
        this.listener = listener;
        validateSpec(spec);
        this.layout = PartLayout.of(spec.columns());
        this.wideColumns = format == PartFormat.WIDE ? layout.columns() : List.of();
        this.tmpDir = spec.tableDir().resolve(spec.purpose().tmpPrefix() + spec.name());
        this.finalDir = spec.tableDir().resolve(spec.name().toString());
        this.fsync = spec.fsync();
        this.listenerFiles = new ListenerFileSink(tmpDir, checksums, spec.settings(), fsync,
                f -> RESERVED.contains(f) || isStreamFile(f) || f.equals(FileNames.COMPACT_DATA)
                        || f.equals(FileNames.COMPACT_MARKS), "part " + spec.name());
        if (Files.exists(finalDir)) {
            throw new MergeLabException(ErrorCode.DUPLICATE_DATA_PART, "Part " + spec.name() + " already exists in " + spec.tableDir());
        }
        streams = new CompressedStreamWriter[spec.columns().size()][];
        keyBuilders = new ColumnBuilder[spec.primaryKeyTypes().size()];
        for (int i = 0; i < keyBuilders.length; i++) {
            keyBuilders[i] = ColumnBuilder.create(spec.primaryKeyTypes().get(i), 64);
        }
        // kept in column order, the order a loaded part lists them in
        minMaxColumns = spec.minMaxColumnNames().stream().distinct().mapToInt(n -> layout.column(n).index()).sorted().toArray();
        minMaxValues = new Column[minMaxColumns.length];
        int fixed = 0;
        List<Integer> variable = new ArrayList<>();
        for (PartLayout.ColumnLayout c : layout.columns()) {
            int n = c.serialization().fixedRowBytes();
            if (n >= 0) {
                fixed += n;
            } else {
                variable.add(c.index());
            }
        }
        fixedRowBytes = fixed;
        variableColumns = variable.stream().mapToInt(Integer::intValue).toArray();
        zeros = new long[layout.columns().size()];
        for (PartLayout.ColumnLayout c : layout.columns()) {
            // a Compact part stores every column in its default serialization
            zeros[c.index()] = format == PartFormat.WIDE && SparseSerialization.supports(c.serialization()) ? 0 : -1;
        }
        try {
            if (Files.exists(tmpDir)) {
                LOG.warn("Removing leftover temporary directory {}", tmpDir);
                Directories.deleteRecursively(tmpDir);
            }
            Files.createDirectories(tmpDir);
            PartSettings settings = spec.settings();
            if (format == PartFormat.COMPACT) {
                for (PartLayout.ColumnLayout c : layout.columns()) {
                    compressors.computeIfAbsent(c.column().codec(), codec -> new BlockCompressor(codec.method(), codec.level()));
                }
                compact = new CompactDataWriter(tmpDir, layout, compressors, settings, fsync);
            }
            for (PartLayout.ColumnLayout c : wideColumns) {
                BlockCompressor compressor = compressors.computeIfAbsent(c.column().codec(),
                        codec -> new BlockCompressor(codec.method(), codec.level()));
                CompressedStreamWriter[] writers = new CompressedStreamWriter[c.streams().size()];
                streams[c.index()] = writers;
                for (int s = 0; s < writers.length; s++) {
                    writers[s] = new CompressedStreamWriter(tmpDir.resolve(c.streams().get(s) + FileNames.DATA_EXTENSION),
                            compressor, settings.minCompressBlockSize(), settings.maxCompressBlockSize(), fsync);
                }
            }
            listener.partStart(listenerFiles);
        } catch (IOException e) {
            abort();
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot create " + tmpDir + ": " + e, e);
        } catch (RuntimeException e) {
            abort();
            throw e;
        }
    }

    public static PartWriter create(PartSpec spec) {
        return new PartWriter(spec, GranuleListener.NONE, PartFormat.WIDE);
    }

    public static PartWriter create(PartSpec spec, GranuleListener listener) {
        return new PartWriter(spec, listener, PartFormat.WIDE);
    }

    /** A writer of a part in {@code format} (see {@link PartFormat#choose}). */
    public static PartWriter create(PartSpec spec, GranuleListener listener, PartFormat format) {
        return new PartWriter(spec, listener, format);
    }

    /** Writes a new part from one chunk of sorted rows; see {@link PartSpec} for the parameters. */
    public static DataPart write(Path tableDir, PartName name, List<PartColumn> columns, Chunk rows,
                                 List<Column> primaryKeyValues, List<DataType> primaryKeyTypes, PartitionValue partition,
                                 List<String> minMaxColumnNames, PartSettings settings) {
        PartSpec spec = new PartSpec(tableDir, name, columns, primaryKeyTypes, partition, minMaxColumnNames, settings,
                PartSpec.Purpose.INSERT);
        try (PartWriter writer = create(spec)) {
            writer.write(rows, primaryKeyValues);
            return writer.commit();
        }
    }

    private static void validateSpec(PartSpec spec) {
        if (spec.columns().isEmpty()) {
            throw new MergeLabException(ErrorCode.EMPTY_LIST_OF_COLUMNS_PASSED, "Cannot write part " + spec.name() + " without columns");
        }
        Set<String> names = new HashSet<>();
        for (PartColumn c : spec.columns()) {
            if (!names.add(c.name())) {
                throw new MergeLabException(ErrorCode.DUPLICATE_COLUMN, "Column " + c.name() + " specified more than once");
            }
            if (hasEmptyTuple(c.type())) {
                throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Column " + c.name() + " of type " + c.type().name()
                        + " has no data to store");
            }
        }
        for (String m : spec.minMaxColumnNames()) {
            if (!names.contains(m)) {
                throw new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE, "There is no column " + m + " for the partition min/max index");
            }
        }
        String id = spec.partition().partitionId();
        if (!id.equals(spec.name().partitionId())) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Part " + spec.name() + " is named for partition "
                    + spec.name().partitionId() + " but its partition value has id " + id);
        }
    }

    private static boolean hasEmptyTuple(DataType type) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof TupleType tuple) {
            return tuple.elements().isEmpty() || tuple.elements().stream().anyMatch(PartWriter::hasEmptyTuple);
        }
        if (t instanceof NullableType n) {
            return hasEmptyTuple(n.nested());
        }
        return t instanceof ArrayType a && hasEmptyTuple(a.element());
    }

    /** Appends rows (sorted, continuing the order of earlier chunks) with their evaluated primary-key values. */
    public void write(Chunk rows, List<Column> primaryKeyValues) {
        ensureOpen();
        try {
            validate(rows, primaryKeyValues);
            int n = rows.rows();
            if (n == 0) {
                return;
            }
            planGranules(rows, primaryKeyValues);
            if (compact != null) {
                for (int s = 0; s < segments; s++) {
                    for (PartLayout.ColumnLayout c : layout.columns()) {
                        compact.add(c.index(), rows.column(c.index()), segmentFrom[s], segmentTo[s]);
                    }
                    if (segmentClosesGranule[s] >= 0) {
                        compact.writeGranule(granuleRows[segmentClosesGranule[s]]);
                    }
                }
                compact.keepPending();
            }
            for (PartLayout.ColumnLayout c : wideColumns) {
                Column column = rows.column(c.index());
                CompressedStreamWriter[] writers = streams[c.index()];
                for (int s = 0; s < segments; s++) {
                    if (segmentStartsGranule[s]) {
                        for (CompressedStreamWriter w : writers) {
                            w.mark();
                        }
                    }
                    c.serialization().write(column, segmentFrom[s], segmentTo[s], writers, 0);
                }
                if (zeros[c.index()] >= 0) {
                    zeros[c.index()] += countZeros(((LongColumn) column).values(), n);
                }
            }
            updateMinMax(rows);
            for (int s = 0; s < segments; s++) {
                listener.rows(rows, segmentFrom[s], segmentTo[s] - segmentFrom[s]);
                if (segmentClosesGranule[s] >= 0) {
                    listener.granuleEnd(segmentClosesGranule[s], granuleRows[segmentClosesGranule[s]]);
                }
            }
            totalRows += n;
            lastKeys = primaryKeyValues;
            lastKeyRow = n - 1;
        } catch (RuntimeException e) {
            abort();
            throw e;
        }
    }

    private static long countZeros(long[] values, int n) {
        long count = 0;
        for (int i = 0; i < n; i++) {
            if (values[i] == 0) {
                count++;
            }
        }
        return count;
    }

    private void validate(Chunk rows, List<Column> keys) {
        if (rows.columnCount() != spec.columns().size()) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Chunk of " + rows.columnCount()
                    + " columns written to part " + spec.name() + " of " + spec.columns().size() + " columns");
        }
        for (int i = 0; i < rows.columnCount(); i++) {
            PartColumn c = spec.columns().get(i);
            if (!fits(rows.column(i), c.type())) {
                throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Column " + c.name() + " of type " + c.type().name()
                        + " cannot be written from a column of type " + rows.column(i).type().name());
            }
        }
        if (keys.size() != keyBuilders.length) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, keys.size() + " primary key columns given, "
                    + keyBuilders.length + " expected");
        }
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i).size() != rows.rows() || !fits(keys.get(i), spec.primaryKeyTypes().get(i))) {
                throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Primary key column " + i + " (" + keys.get(i).size()
                        + " rows of " + keys.get(i).type().name() + ") does not match " + rows.rows() + " rows of "
                        + spec.primaryKeyTypes().get(i).name());
            }
        }
    }

    /** Whether a column's vector classes match the shape of {@code type}, so its serialization can write it. */
    private static boolean fits(Column column, DataType type) {
        DataType t = type.unwrapLowCardinality();
        return switch (t.representation()) {
            case LONG -> column instanceof LongColumn;
            case DOUBLE -> column instanceof DoubleColumn;
            case BYTES -> column instanceof BytesColumn;
            case NULLABLE -> column instanceof NullableColumn n && fits(n.nested(), ((NullableType) t).nested());
            case ARRAY -> column instanceof ArrayColumn a && fits(a.elements(), ((ArrayType) t).element());
            case TUPLE -> column instanceof TupleColumn tc && tc.elements().size() == ((TupleType) t).elements().size()
                    && allFit(tc.elements(), ((TupleType) t).elements());
            case MAP -> column instanceof ArrayColumn a && fits(a.elements(), ((MapType) t).entryType());
        };
    }

    private static boolean allFit(List<Column> columns, List<DataType> types) {
        for (int i = 0; i < columns.size(); i++) {
            if (!fits(columns.get(i), types.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Cuts the chunk's rows into segments at granule boundaries, continuing a granule left open by the previous chunk. */
    private void planGranules(Chunk rows, List<Column> keys) {
        int n = rows.rows();
        long maxRows = spec.settings().indexGranularity();
        long maxBytes = spec.settings().indexGranularityBytes();
        segments = 0;
        int r = 0;
        while (r < n) {
            boolean starts = !granuleOpen;
            if (starts) {
                granuleOpen = true;
                rowsInGranule = 0;
                bytesInGranule = 0;
                for (int k = 0; k < keyBuilders.length; k++) {
                    keyBuilders[k].appendFrom(keys.get(k), r);
                }
            }
            int from = r;
            if (variableColumns.length == 0) {
                long take = Math.min(maxRows - rowsInGranule, n - r);
                if (maxBytes > 0 && fixedRowBytes > 0) {
                    take = Math.min(take, (maxBytes - bytesInGranule + fixedRowBytes - 1) / fixedRowBytes);
                }
                rowsInGranule += take;
                bytesInGranule += take * fixedRowBytes;
                r += (int) take;
            } else {
                int take = (int) Math.min(maxRows - rowsInGranule, n - r);
                long bytes = maxBytes == 0 ? 0 : rangeBytes(rows, r, r + take);
                if (maxBytes == 0 || bytesInGranule + bytes < maxBytes) {
                    // no row of the range reaches the byte cap: take them all, as the row-by-row loop would
                    rowsInGranule += take;
                    bytesInGranule += bytes;
                    r += take;
                } else {
                    while (r < n && rowsInGranule < maxRows && bytesInGranule < maxBytes) {
                        bytesInGranule += rangeBytes(rows, r, r + 1);
                        rowsInGranule++;
                        r++;
                    }
                }
            }
            int closes = -1;
            if (rowsInGranule >= maxRows || (maxBytes > 0 && bytesInGranule >= maxBytes)) {
                closes = closeGranule();
            }
            addSegment(from, r, starts, closes);
        }
    }

    /** Serialized bytes of rows {@code [from, to)} of every column. */
    private long rangeBytes(Chunk rows, int from, int to) {
        long bytes = (long) fixedRowBytes * (to - from);
        for (int c : variableColumns) {
            bytes += layout.columns().get(c).serialization().rangeBytes(rows.column(c), from, to);
        }
        return bytes;
    }

    private int closeGranule() {
        if (granules == granuleRows.length) {
            granuleRows = Arrays.copyOf(granuleRows, granules * 2);
        }
        granuleRows[granules] = (int) rowsInGranule;
        granuleOpen = false;
        return granules++;
    }

    private void addSegment(int from, int to, boolean starts, int closes) {
        if (segments == segmentFrom.length) {
            int size = segments * 2;
            segmentFrom = Arrays.copyOf(segmentFrom, size);
            segmentTo = Arrays.copyOf(segmentTo, size);
            segmentStartsGranule = Arrays.copyOf(segmentStartsGranule, size);
            segmentClosesGranule = Arrays.copyOf(segmentClosesGranule, size);
        }
        segmentFrom[segments] = from;
        segmentTo[segments] = to;
        segmentStartsGranule[segments] = starts;
        segmentClosesGranule[segments] = closes;
        segments++;
    }

    private void updateMinMax(Chunk rows) {
        for (int k = 0; k < minMaxColumns.length; k++) {
            Column c = rows.column(minMaxColumns[k]);
            int minRow = -1;
            int maxRow = -1;
            for (int r = 0; r < rows.rows(); r++) {
                if (!ValueComparator.comparable(c, r)) {
                    continue;
                }
                if (minRow < 0) {
                    minRow = r;
                    maxRow = r;
                } else if (ValueComparator.compare(c, r, c, minRow) < 0) {
                    minRow = r;
                } else if (ValueComparator.compare(c, r, c, maxRow) > 0) {
                    maxRow = r;
                }
            }
            if (minRow < 0) {
                continue;
            }
            Column current = minMaxValues[k];
            boolean newMin = current == null || ValueComparator.compare(c, minRow, current, 0) < 0;
            boolean newMax = current == null || ValueComparator.compare(c, maxRow, current, 1) > 0;
            if (newMin || newMax) {
                ColumnBuilder b = ColumnBuilder.create(spec.columns().get(minMaxColumns[k]).type(), 2);
                b.appendFrom(newMin ? c : current, newMin ? minRow : 0);
                b.appendFrom(newMax ? c : current, newMax ? maxRow : 1);
                minMaxValues[k] = b.build();
            }
        }
    }

    /**
     * Adds a file of the caller's to the part (for example a skip index), checksummed like the others.
     * The name must be a plain file name not used by the part itself.
     */
    public void addFile(String fileName, byte[] content) {
        ensureOpen();
        listenerFiles.checkNew(fileName);
        try {
            checksums.put(fileName, HashingFileOutput.writeFile(tmpDir.resolve(fileName), content, fsync));
        } catch (RuntimeException e) {
            abort();
            throw e;
        }
    }

    private boolean isStreamFile(String fileName) {
        for (PartLayout.ColumnLayout c : layout.columns()) {
            for (String stream : c.streams()) {
                if (fileName.equals(stream + FileNames.DATA_EXTENSION) || fileName.equals(stream + FileNames.MARKS_EXTENSION)) {
                    return true;
                }
            }
            String positions = c.baseName() + SparseSerialization.POSITIONS_SUFFIX;
            if (fileName.equals(positions + FileNames.DATA_EXTENSION) || fileName.equals(positions + FileNames.MARKS_EXTENSION)) {
                return true;
            }
            if (fileName.equals(FileNames.minMaxFile(c.baseName()))) {
                return true;
            }
        }
        return false;
    }

    /** Finishes the part and makes it visible under its final name; returns its handle. */
    public DataPart commit() {
        try (PreparedPart prepared = prepare()) {
            return prepared.publish();
        }
    }

    /**
     * Finishes every file of the part (forced to disk as the spec says) under the temporary name, without making the
     * part visible: several parts (one INSERT's partitions) can be prepared, then published together, so
     * a failure while writing any of them publishes none.
     */
    public PreparedPart prepare() {
        ensureOpen();
        try {
            if (granuleOpen) {
                int g = closeGranule();
                if (compact != null) {
                    compact.writeGranule(granuleRows[g]);
                }
                listener.granuleEnd(g, granuleRows[g]);
            }
            if (totalRows == 0) {
                throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot write empty part " + spec.name());
            }
            listener.partEnd();
            if (!listenerFiles.unfinished().isEmpty()) {
                throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Files " + listenerFiles.unfinished() + " of part "
                        + spec.name() + " were opened but not finished");
            }
            int[] rowsPerGranule = Arrays.copyOf(granuleRows, granules);
            Set<String> sparse = sparseColumns();
            PartLayout written = PartLayout.of(spec.columns(), sparse);
            if (compact != null) {
                checksums.put(FileNames.COMPACT_DATA, compact.finish());
                writeSmallFile(FileNames.COMPACT_MARKS, compact.marks().serialize());
            }
            for (PartLayout.ColumnLayout c : wideColumns) {
                CompressedStreamWriter[] writers = streams[c.index()];
                for (int s = 0; s < writers.length; s++) {
                    String stem = c.streams().get(s);
                    FileChecksum data = writers[s].finish();
                    checksums.put(stem + FileNames.DATA_EXTENSION, data);
                    Marks marks = writers[s].marks(rowsPerGranule);
                    if (!sparse.contains(c.column().name())) {
                        writeSmallFile(stem + FileNames.MARKS_EXTENSION, marks.serialize());
                        continue;
                    }
                    PartLayout.ColumnLayout stored = written.columns().get(c.index());
                    Marks[] sparseMarks = SparseColumnRewrite.rewrite(tmpDir, spec.name().toString(), stem, data,
                            rowsPerGranule, (SparseSerialization) stored.serialization(), compressors.get(c.column().codec()),
                            spec.settings(), fsync, checksums);
                    for (int i = 0; i < sparseMarks.length; i++) {
                        writeSmallFile(stored.streams().get(i) + FileNames.MARKS_EXTENSION, sparseMarks[i].serialize());
                    }
                }
            }
            List<Column> index = new ArrayList<>(keyBuilders.length);
            for (int k = 0; k < keyBuilders.length; k++) {
                keyBuilders[k].appendFrom(lastKeys.get(k), lastKeyRow);
                index.add(keyBuilders[k].build());
            }
            writeSmallFile(FileNames.PRIMARY_INDEX, ColumnsBinary.write(granules + 1, index));
            List<Column> partitionColumns = new ArrayList<>();
            for (int i = 0; i < spec.partition().types().size(); i++) {
                ColumnBuilder b = ColumnBuilder.create(spec.partition().types().get(i), 1);
                b.appendValue(spec.partition().values().get(i));
                partitionColumns.add(b.build());
            }
            writeSmallFile(FileNames.PARTITION, ColumnsBinary.write(1, partitionColumns));
            List<MinMaxIndex> minMax = new ArrayList<>();
            for (int k = 0; k < minMaxColumns.length; k++) {
                PartLayout.ColumnLayout c = layout.columns().get(minMaxColumns[k]);
                Column values = minMaxValues[k] != null ? minMaxValues[k] : ColumnBuilder.create(c.column().type(), 0).build();
                writeSmallFile(FileNames.minMaxFile(c.baseName()), ColumnsBinary.write(values.size(), List.of(values)));
                minMax.add(new MinMaxIndex(c.column().name(), c.column().type(), values));
            }
            writeSmallFile(FileNames.COUNT, Long.toString(totalRows).getBytes(StandardCharsets.US_ASCII));
            writeSmallFile(FileNames.COLUMNS, ColumnsFile.write(spec.columns()));
            if (!sparse.isEmpty()) {
                writeSmallFile(FileNames.SERIALIZATION, SerializationFile.write(totalRows, serializationEntries(sparse)));
            }
            String version = sparse.isEmpty() ? FORMAT_VERSION : SPARSE_FORMAT_VERSION;
            writeSmallFile(FileNames.FORMAT_VERSION, version.getBytes(StandardCharsets.US_ASCII));
            Checksums all = new Checksums(checksums);
            byte[] checksumsFile = all.serialize();
            HashingFileOutput.writeFile(tmpDir.resolve(Checksums.FILE_NAME), checksumsFile, fsync);
            fsync.syncDirectory(tmpDir);
            state = State.PREPARED;
            listenerFiles.close();
            closeCompressors();
            PrimaryIndex primaryIndex = new PrimaryIndex(spec.primaryKeyTypes(), index, granules + 1);
            return new PreparedPart(spec.name(), format, tmpDir, finalDir, spec.columns(), written, PartitionValue.of(partitionColumns, 0),
                    minMax, primaryIndex, rowsPerGranule, all, checksumsFile.length, fsync);
        } catch (RuntimeException e) {
            abort();
            throw e;
        }
    }

    /**
     * The columns to store sparse: those whose share of zeros in the part is above
     * {@code ratio_of_defaults_for_sparse_serialization} (never at 1.0, the setting's "off").
     */
    private Set<String> sparseColumns() {
        double ratio = spec.settings().ratioOfDefaultsForSparseSerialization();
        Set<String> out = new HashSet<>();
        if (ratio >= 1.0) {
            return out;
        }
        for (PartLayout.ColumnLayout c : layout.columns()) {
            if (zeros[c.index()] >= 0 && zeros[c.index()] > ratio * totalRows) {
                out.add(c.column().name());
            }
        }
        return out;
    }

    private List<SerializationFile.Entry> serializationEntries(Set<String> sparse) {
        List<SerializationFile.Entry> out = new ArrayList<>();
        for (PartLayout.ColumnLayout c : layout.columns()) {
            if (zeros[c.index()] >= 0) {
                String name = c.column().name();
                out.add(new SerializationFile.Entry(name, sparse.contains(name) ? SerializationFile.Kind.SPARSE
                        : SerializationFile.Kind.DEFAULT, zeros[c.index()]));
            }
        }
        return out;
    }

    static Instant modificationTime(Path dir) {
        try {
            return Files.getLastModifiedTime(dir).toInstant();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_OPEN_FILE, "Cannot stat " + dir + ": " + e, e);
        }
    }

    private void writeSmallFile(String name, byte[] content) {
        checksums.put(name, HashingFileOutput.writeFile(tmpDir.resolve(name), content, fsync));
    }

    /** The forces to disk made for this part so far (all of them once it is committed). */
    public FsyncStats fsyncStats() {
        return fsync.stats();
    }

    private void ensureOpen() {
        if (state != State.OPEN) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Part writer of " + spec.name() + " is " + state.name().toLowerCase());
        }
    }

    private void abort() {
        if (state != State.OPEN) {
            return;
        }
        state = State.ABORTED;
        listenerFiles.close();
        if (compact != null) {
            compact.close();
        }
        for (CompressedStreamWriter[] writers : streams) {
            if (writers != null) {
                for (CompressedStreamWriter w : writers) {
                    if (w != null) {
                        w.close();
                    }
                }
            }
        }
        closeCompressors();
        try {
            Directories.deleteRecursively(tmpDir);
        } catch (MergeLabException e) {
            LOG.warn("Cannot remove temporary part directory {}: {}", tmpDir, e.getMessage());
        }
    }

    private void closeCompressors() {
        compressors.values().forEach(BlockCompressor::close);
        compressors.clear();
    }

    /** Abandons the part unless it was prepared (a {@link PreparedPart} then owns the files). */
    @Override
    public void close() {
        abort();
    }
}
