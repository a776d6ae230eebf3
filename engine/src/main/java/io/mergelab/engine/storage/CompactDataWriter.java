package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.storage.codec.BlockCompressor;
import io.mergelab.engine.storage.codec.CompressedStreamWriter;
import io.mergelab.engine.storage.format.CompactMarks;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.FsyncContext;
import io.mergelab.engine.storage.format.HashingFileOutput;
import io.mergelab.engine.storage.serial.ByteSink;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The data of a Compact part: rows of a granule collect per column until the granule is complete, then each column's
 * rows are written in turn into {@code data.bin}, all of the column's substreams one after the other in one compressed
 * block (or more, for a granule above max_compress_block_size) of the column's codec, as ClickHouse's Compact writer
 * does; each column's granule is marked at its block. Sparse serialization is not used here.
 */
final class CompactDataWriter implements AutoCloseable {
    private final PartLayout layout;
    private final HashingFileOutput out;
    private final Map<Codec, CompressedStreamWriter> writers = new HashMap<>();
    private final ByteSink[][] sinks;
    /** Per column, the slices of the open granule: columns and row ranges. */
    private final List<List<Column>> pending = new ArrayList<>();
    private long[] offsets = new long[64];
    private int offsetCount;
    private int[] rows = new int[16];
    private int granules;

    CompactDataWriter(Path dir, PartLayout layout, Map<Codec, BlockCompressor> compressors, PartSettings settings,
                      FsyncContext fsync) {
        this.layout = layout;
        this.out = new HashingFileOutput(dir.resolve(FileNames.COMPACT_DATA), fsync);
        sinks = new ByteSink[layout.columns().size()][];
        for (PartLayout.ColumnLayout c : layout.columns()) {
            CompressedStreamWriter w = writers.computeIfAbsent(c.column().codec(),
                    codec -> new CompressedStreamWriter(out, compressors.get(codec), settings.maxCompressBlockSize()));
            ByteSink[] s = new ByteSink[c.serialization().streamCount()];
            Arrays.fill(s, w);
            sinks[c.index()] = s;
            pending.add(new ArrayList<>());
        }
    }

    /** Rows {@code [from, to)} of column {@code column} belong to the open granule. */
    void add(int column, Column values, int from, int to) {
        if (from == 0 && to == values.size()) {
            pending.get(column).add(values);
        } else {
            pending.get(column).add(values.slice(from, to - from));
        }
    }

    /**
     * The caller may reuse its chunk's columns after its write: the open granule's rows are copied out of them.
     */
    void keepPending() {
        for (List<Column> slices : pending) {
            for (int i = 0; i < slices.size(); i++) {
                Column c = slices.get(i);
                ColumnBuilder b = ColumnBuilder.create(c.type(), c.size());
                b.appendRange(c, 0, c.size());
                slices.set(i, b.build());
            }
        }
    }

    /** Writes the open granule of {@code granuleRows} rows, every column in turn. */
    void writeGranule(int granuleRows) {
        for (PartLayout.ColumnLayout c : layout.columns()) {
            List<Column> slices = pending.get(c.index());
            Column values = Columns.concat(slices);
            addOffset(out.size());
            c.serialization().write(values, 0, values.size(), sinks[c.index()], 0);
            ((CompressedStreamWriter) sinks[c.index()][0]).endBlock();
            slices.clear();
        }
        if (granules == rows.length) {
            rows = Arrays.copyOf(rows, granules * 2);
        }
        rows[granules++] = granuleRows;
    }

    private void addOffset(long offset) {
        if (offsetCount == offsets.length) {
            offsets = Arrays.copyOf(offsets, offsetCount * 2);
        }
        offsets[offsetCount++] = offset;
    }

    /** Closes {@code data.bin} after the final mark; returns its checksum. */
    FileChecksum finish() {
        for (int c = 0; c < layout.columns().size(); c++) {
            addOffset(out.size());
        }
        long uncompressed = 0;
        for (CompressedStreamWriter w : writers.values()) {
            uncompressed += w.uncompressedBytes();
        }
        return out.finish(uncompressed);
    }

    /** The marks, after {@link #finish()}. */
    CompactMarks marks() {
        int[] markRows = Arrays.copyOf(rows, granules + 1);
        return new CompactMarks(layout.columns().size(), Arrays.copyOf(offsets, offsetCount), new int[offsetCount], markRows);
    }

    @Override
    public void close() {
        out.close();
    }
}
