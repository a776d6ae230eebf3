package io.mergelab.engine.storage;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.codec.BlockDecompressor;
import io.mergelab.engine.storage.codec.CompressedStreamReader;
import io.mergelab.engine.storage.codec.VerifiedBlocks;
import io.mergelab.engine.storage.codec.BlockReadTally;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.Marks;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.storage.serial.ComparedRows;
import io.mergelab.engine.storage.serial.FixedLongSerialization;
import io.mergelab.engine.storage.serial.IntegerTotals;
import io.mergelab.engine.storage.serial.ReadScratch;
import io.mergelab.engine.storage.serial.Serialization;
import io.mergelab.engine.storage.serial.SparseSerialization;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.Map;
import java.util.Set;

/**
 * Reads some columns of one part, whole granules at a time. Streams stay positioned after a read, so
 * reading adjacent granule ranges never seeks; a jump goes through the marks (a block already decompressed
 * is reused). One reader serves one thread; close it to release its files.
 */
public final class PartColumnsReader implements AutoCloseable {
    private final DataPart part;
    /** A Compact part: each column is read granule by granule, its substreams one after the other in one stream. */
    private final boolean compact;
    private final List<PartLayout.ColumnLayout> distinct;
    /** Per output column, its index in {@code distinct}, or {@code -1 - i} for the i-th of {@code missing}. */
    private final int[] outputColumn;
    /** Requested columns the part has no files for: read as the table's defaults. */
    private final List<String> missing = new ArrayList<>();
    /** Per distinct column, the cast to the table's type, or null when the part wrote it with that type. */
    private final List<UnaryOperator<Column>> conversions;
    /** The distinct columns read whole to answer a {@code s.size} the part has no sizes stream for. */
    private final Set<Integer> lengthsOf = new HashSet<>();
    private final CompressedStreamReader[][] streams;
    private final Marks[][] marks;
    private final BlockDecompressor decompressor = new BlockDecompressor();
    private final BlockReadTally counters = new BlockReadTally();
    private int positionedAt = -1;
    private long lastRangeValueBytes;
    private long rowsRead;
    private int markCacheHits;
    private int markCacheMisses;

    /** {@code verifyEveryBlock}: check each block's checksum even where a reader of this part handle checked it. */
    PartColumnsReader(DataPart part, List<String> columnNames, MarkCache markCache, boolean verifyEveryBlock) {
        this.part = part;
        this.compact = part.format() == PartFormat.COMPACT;
        Map<String, Integer> index = new LinkedHashMap<>();
        List<PartLayout.ColumnLayout> columns = new ArrayList<>();
        outputColumn = new int[columnNames.size()];
        for (int i = 0; i < columnNames.size(); i++) {
            String name = columnNames.get(i);
            Integer at = index.get(name);
            if (at == null) {
                PartLayout.ColumnLayout c = part.layout().column(name);
                String whole = wholeOfSizes(name);
                if (compact && whole != null && c != null && part.columns().stream().noneMatch(p -> p.name().equals(name))) {
                    // a Compact part has no sizes stream of its own: s.size is read from s, as ClickHouse does
                    c = null;
                }
                if (c == null && whole != null && part.layout().column(whole) != null) {
                    // s.size of a part that wrote s with another type (before MODIFY COLUMN): s read, then its lengths
                    c = part.layout().column(whole);
                    lengthsOf.add(columns.size());
                }
                if (c == null) {
                    if (part.missingColumns().values(name, 0).isEmpty()) {
                        throw new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE, "There is no column " + name + " in part "
                                + part.name());
                    }
                    missing.add(name);
                    at = -missing.size();
                    index.put(name, at);
                    outputColumn[i] = at;
                    continue;
                }
                at = columns.size();
                index.put(name, at);
                columns.add(c);
            }
            outputColumn[i] = at;
        }
        distinct = List.copyOf(columns);
        conversions = new ArrayList<>(distinct.size());
        for (int c = 0; c < distinct.size(); c++) {
            PartColumn column = distinct.get(c).column();
            UnaryOperator<Column> cast = part.missingColumns().conversion(column.name(), column.type()).orElse(null);
            UnaryOperator<Column> toTableType = cast == null ? UnaryOperator.identity() : cast;
            conversions.add(lengthsOf.contains(c) ? v -> ((BytesColumn) toTableType.apply(v)).lengths() : cast);
        }
        streams = new CompressedStreamReader[distinct.size()][];
        marks = new Marks[distinct.size()][];
        try {
            if (compact) {
                openCompact(markCache, verifyEveryBlock);
            } else {
                openWide(markCache, verifyEveryBlock);
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private void openWide(MarkCache markCache, boolean verifyEveryBlock) {
        for (int c = 0; c < distinct.size(); c++) {
            List<String> stems = distinct.get(c).streams();
            streams[c] = new CompressedStreamReader[stems.size()];
            marks[c] = new Marks[stems.size()];
            for (int s = 0; s < stems.size(); s++) {
                String file = stems.get(s) + FileNames.DATA_EXTENSION;
                MarkCache.Lookup lookup = markCache.lookup(part, stems.get(s));
                marks[c][s] = lookup.marks();
                if (lookup.hit()) {
                    markCacheHits++;
                } else {
                    markCacheMisses++;
                }
                streams[c][s] = new CompressedStreamReader(part.path().resolve(file), part.checksums().get(file).size(),
                        part.name(), decompressor, counters,
                        verifyEveryBlock ? VerifiedBlocks.forOneReader() : part.verifiedBlocks(file));
            }
        }
    }

    /** One reader of {@code data.bin} per column, serving all the column's substreams in turn. */
    private void openCompact(MarkCache markCache, boolean verifyEveryBlock) {
        MarkCache.CompactLookup lookup = markCache.lookupCompact(part);
        if (lookup.hit()) {
            markCacheHits++;
        } else {
            markCacheMisses++;
        }
        String file = FileNames.COMPACT_DATA;
        for (int c = 0; c < distinct.size(); c++) {
            int n = distinct.get(c).serialization().streamCount();
            CompressedStreamReader reader = new CompressedStreamReader(part.path().resolve(file),
                    part.checksums().get(file).size(), part.name(), decompressor, counters,
                    verifyEveryBlock ? VerifiedBlocks.forOneReader() : part.verifiedBlocks(file));
            streams[c] = new CompressedStreamReader[n];
            marks[c] = new Marks[n];
            Arrays.fill(streams[c], reader);
            Arrays.fill(marks[c], lookup.marks().column(distinct.get(c).index()));
        }
    }

    /** A Compact part's column over granules {@code [beginMark, endMark)}: each granule read at its mark. */
    private Column readCompact(int c, int beginMark, int endMark) {
        Serialization serialization = distinct.get(c).serialization();
        List<Column> granules = new ArrayList<>(endMark - beginMark);
        for (int g = beginMark; g < endMark; g++) {
            streams[c][0].seek(marks[c][0].blockOffset(g), marks[c][0].offsetInBlock(g));
            granules.add(serialization.read(streams[c], 0, part.granuleRows(g)));
        }
        return Columns.concat(granules);
    }

    /** {@code s} for {@code s.size}, else null. */
    static String wholeOfSizes(String name) {
        return name.endsWith(PartLayout.SIZE_SUBCOLUMN)
                ? name.substring(0, name.length() - PartLayout.SIZE_SUBCOLUMN.length()) : null;
    }

    public DataPart part() {
        return part;
    }

    /** Marks files this reader found in the mark cache when it opened. */
    public int markCacheHits() {
        return markCacheHits;
    }

    /** Marks files this reader loaded from disk when it opened. */
    public int markCacheMisses() {
        return markCacheMisses;
    }

    /** Reads granules {@code [beginMark, endMark)} of the requested columns, in the requested order. */
    public Chunk read(int beginMark, int endMark) {
        return read(beginMark, endMark, false);
    }

    /**
     * {@link #read}, with integer columns decoded into this thread's {@link ReadScratch}: the chunk is valid only until
     * the thread's next transient read, so the caller copies out (takes) the rows it keeps before reading again.
     */
    public Chunk readTransient(int beginMark, int endMark) {
        return read(beginMark, endMark, true);
    }

    /**
     * Whether {@link #readCompared} serves this reader: it reads one integer column of at most 32 bits as the part
     * wrote it (no cast, not missing).
     */
    public boolean comparesStored() {
        return !compact && readsOneColumnAsWritten()
                && (distinct.get(0).serialization() instanceof FixedLongSerialization
                        || distinct.get(0).serialization() instanceof SparseSerialization)
                && distinct.get(0).column().type() instanceof IntegerType t && t.bits() <= 32;
    }

    /**
     * The one column's rows of the mark range whose value lies in {@code [low, high]} (outside it when
     * {@code negated}), compared as stored and widened only for the kept rows (not at all without {@code widen}: the
     * rows alone, when nothing after the comparison needs the column); see {@link #comparesStored}.
     */
    public ComparedRows readCompared(int beginMark, int endMark, long low, long high, boolean negated, boolean widen) {
        int rows = position(beginMark, endMark);
        ComparedRows kept = distinct.get(0).serialization() instanceof SparseSerialization sparse
                ? sparse.readCompared(streams[0], 0, rows, low, high, negated, widen)
                : ((FixedLongSerialization) distinct.get(0).serialization()).readCompared(streams[0], 0, rows, low, high,
                        negated, widen);
        positionedAt = endMark;
        rowsRead += rows;
        return kept;
    }

    /**
     * Adds the values of granules {@code [beginMark, endMark)} of each requested column to {@code totals[i]} (one per
     * requested column, each column requested once; all of integer types, not Nullable). A column read as the part
     * wrote it is totalled from its stored values where it was decompressed; a missing or converted one is read whole
     * and totalled from its values.
     */
    public void readTotals(int beginMark, int endMark, IntegerTotals[] totals) {
        int rows = position(beginMark, endMark);
        for (int i = 0; i < outputColumn.length; i++) {
            int c = outputColumn[i];
            if (c >= 0 && conversions.get(c) == null && !compact) {
                if (distinct.get(c).serialization() instanceof FixedLongSerialization stored) {
                    stored.readTotals(streams[c], 0, rows, totals[i]);
                    continue;
                }
                if (distinct.get(c).serialization() instanceof SparseSerialization sparse) {
                    sparse.readTotals(streams[c], 0, rows, totals[i]);
                    continue;
                }
            }
            Column values;
            if (c < 0) {
                values = part.missingColumns().values(missing.get(-1 - c), rows).orElseThrow();
            } else {
                values = compact ? readCompact(c, beginMark, endMark) : distinct.get(c).serialization().read(streams[c], 0, rows);
                values = conversions.get(c) == null ? values : conversions.get(c).apply(values);
            }
            totals[i].add(((LongColumn) values).values(), rows);
        }
        positionedAt = endMark;
        rowsRead += rows;
    }

    private Chunk read(int beginMark, int endMark, boolean transientColumns) {
        int rows = position(beginMark, endMark);
        Column[] read = new Column[distinct.size()];
        for (int c = 0; c < read.length; c++) {
            Serialization serialization = distinct.get(c).serialization();
            // a converted column may keep the decoded array (a null map added to it): only plain ones use scratch
            if (compact) {
                read[c] = readCompact(c, beginMark, endMark);
            } else {
                read[c] = transientColumns && conversions.get(c) == null ? serialization.readTransient(streams[c], 0, rows, c)
                        : serialization.read(streams[c], 0, rows);
            }
            if (conversions.get(c) != null) {
                read[c] = conversions.get(c).apply(read[c]);
            }
        }
        positionedAt = endMark;
        rowsRead += rows;
        List<Column> out = new ArrayList<>(outputColumn.length);
        for (int i : outputColumn) {
            out.add(i >= 0 ? read[i] : part.missingColumns().values(missing.get(-1 - i), rows).orElseThrow());
        }
        return new Chunk(out, rows);
    }

    /** Checks the mark range and seeks every stream to its start (unless there already); returns its rows. */
    private int position(int beginMark, int endMark) {
        if (beginMark < 0 || endMark <= beginMark || endMark > part.granules()) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Mark range [" + beginMark + ", " + endMark
                    + ") is outside the " + part.granules() + " granules of part " + part.name());
        }
        if (positionedAt != beginMark && !compact) {
            for (int c = 0; c < streams.length; c++) {
                for (int s = 0; s < streams[c].length; s++) {
                    streams[c][s].seek(marks[c][s].blockOffset(beginMark), marks[c][s].offsetInBlock(beginMark));
                }
            }
        }
        return (int) part.rows(new MarkRange(beginMark, endMark));
    }

    /**
     * Whether this reader reads one String column as the part wrote it (no cast, not missing), so that
     * {@link #readStringRows} can serve it.
     */
    public boolean readsOneString() {
        return !compact && readsOneColumnAsWritten() && distinct.get(0).serialization().hasStringSizes();
    }

    /**
     * Whether this reader reads one column, present in the part, under the type the part wrote it with (no cast, not
     * a subcolumn taken from another type's column).
     */
    private boolean readsOneColumnAsWritten() {
        return outputColumn.length == 1 && distinct.size() == 1 && missing.isEmpty() && conversions.get(0) == null;
    }

    /**
     * Some rows of granules {@code [beginMark, endMark)} of the one String column this reader reads (see
     * {@link #readsOneString}), their lengths known already ({@code lengths[from + r]} for the range's row r, as its
     * {@code .size} subcolumn read them): reads the bytes stream alone, copying the {@code count} values of
     * {@code rows} (ascending rows of the range) and passing over the others' bytes. Counts the range as read whole.
     */
    public Chunk readStringRows(int beginMark, int endMark, long[] lengths, int from, int[] rows, int count) {
        CompressedStreamReader bytes = streams[0][1];
        bytes.seek(marks[0][1].blockOffset(beginMark), marks[0][1].offsetInBlock(beginMark));
        // the sizes stream stays behind: the next whole read seeks both
        positionedAt = -1;
        int rangeRows = (int) part.rows(new MarkRange(beginMark, endMark));
        long total = 0;
        for (int i = 0; i < count; i++) {
            total += lengths[from + rows[i]];
        }
        byte[] data = new byte[Math.toIntExact(total)];
        int[] offsets = new int[count + 1];
        int next = 0;
        // the passed-over lengths are summed on the way, up to the range's end: its value bytes, counted by the caller
        long passedOver = 0;
        for (int i = 0; i < count; i++) {
            long skip = 0;
            for (; next < rows[i]; next++) {
                skip += lengths[from + next];
            }
            bytes.skipBytes(skip);
            passedOver += skip;
            int length = (int) lengths[from + rows[i]];
            bytes.readBytes(data, offsets[i], length);
            offsets[i + 1] = offsets[i] + length;
            next = rows[i] + 1;
        }
        for (; next < rangeRows; next++) {
            passedOver += lengths[from + next];
        }
        lastRangeValueBytes = passedOver + total;
        rowsRead += rangeRows;
        return new Chunk(List.of(new BytesColumn(distinct.get(0).column().type(), data, offsets, count)), count);
    }

    /** The bytes of all the values in the range the last {@link #readStringRows} read, read or passed over. */
    public long lastRangeValueBytes() {
        return lastRangeValueBytes;
    }

    public ReadStats stats() {
        return new ReadStats(rowsRead, counters.compressedBytes(), counters.uncompressedBytes());
    }

    @Override
    public void close() {
        for (CompressedStreamReader[] column : streams) {
            if (column != null) {
                // a Compact part's column repeats one reader for its substreams: closed once
                CompressedStreamReader previous = null;
                for (CompressedStreamReader r : column) {
                    if (r != null && r != previous) {
                        r.close();
                    }
                    previous = r;
                }
            }
        }
        decompressor.close();
    }
}
