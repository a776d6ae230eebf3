package io.mergelab.engine.index.skip;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.codec.BlockDecompressor;
import io.mergelab.engine.storage.codec.BlockReadTally;
import io.mergelab.engine.storage.codec.CompressedStreamReader;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.Marks;
import io.mergelab.engine.storage.serial.LittleEndian;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Optional;

/**
 * The granules of one skip index in one part, read lazily: {@link #granule} reads only that index granule's bytes,
 * found through the index's marks, the first time it is asked for (the last granule read is kept, so a stream that
 * asks for the same granule for each of the g data granules it covers reads it once). One instance serves one
 * thread; close it to release the file.
 *
 * <p>Index granule {@code i} covers data granules {@code [i * g, min((i + 1) * g, granules))} of the part, g being
 * the index's GRANULARITY.
 */
public final class SkipIndexGranules implements AutoCloseable {
    private final DataPart part;
    private final SkipIndex index;
    private final int granularity;
    private final Marks marks;
    private final String fileName;
    /** No granule record can be longer than the whole file decompressed. */
    private final long maxRecordBytes;
    private final BlockDecompressor decompressor = new BlockDecompressor();
    private final BlockReadTally counters = new BlockReadTally();
    private CompressedStreamReader stream;
    private int cachedMark = -1;
    private SkipIndexGranule cached;
    private byte[] buffer = new byte[64];

    private SkipIndexGranules(DataPart part, SkipIndex index, Marks marks, String fileName) {
        this.part = part;
        this.index = index;
        this.granularity = granularity(index);
        this.marks = marks;
        this.fileName = fileName;
        this.maxRecordBytes = part.skipIndexSize(index.definition().name()).orElseThrow().uncompressedBytes();
    }

    /**
     * The granules of {@code index} in {@code part}, or empty when the part has no file for it (written before the
     * index was added, or the index was cleared): the index cannot drop anything there. The marks are loaded (and
     * checked) now, the index file is opened on the first {@link #granule} call.
     */
    public static Optional<SkipIndexGranules> open(DataPart part, SkipIndex index) {
        if (!exists(part, index)) {
            return Optional.empty();
        }
        String stem = FileNames.skipIndexStem(index.definition().name());
        Marks marks = PartReader.marks(part, stem, indexGranules(part.granules(), granularity(index)) + 1);
        int g = granularity(index);
        for (int i = 0; i + 1 < marks.count(); i++) {
            int expected = Math.min(g, part.granules() - i * g);
            if (marks.rows(i) != expected) {
                throw new MergeLabException(ErrorCode.INCORRECT_MARK, "Mark " + i + " of skip index " + index.definition().name()
                        + " in part " + part.name() + " covers " + marks.rows(i) + " granules, expected " + expected);
            }
        }
        return Optional.of(new SkipIndexGranules(part, index, marks, stem + FileNames.SKIP_INDEX_EXTENSION));
    }

    /** Whether {@code part} holds the files of {@code index}. */
    public static boolean exists(DataPart part, SkipIndex index) {
        return part.skipIndexSize(index.definition().name()).isPresent();
    }

    /** Index granules a part of {@code dataGranules} granules has for an index of GRANULARITY {@code granularity}. */
    public static int indexGranules(int dataGranules, int granularity) {
        return (dataGranules + granularity - 1) / granularity;
    }

    private static int granularity(SkipIndex index) {
        return (int) index.definition().granularity();
    }

    public DataPart part() {
        return part;
    }

    public SkipIndex index() {
        return index;
    }

    /** Number of index granules. */
    public int count() {
        return marks.count() - 1;
    }

    /** The index granule covering data granule {@code dataMark}. */
    public int indexMarkOf(int dataMark) {
        return dataMark / granularity;
    }

    /** The data granules index granule {@code indexMark} covers. */
    public MarkRange dataGranules(int indexMark) {
        checkMark(indexMark);
        int begin = indexMark * granularity;
        return new MarkRange(begin, Math.min(begin + granularity, part.granules()));
    }

    /** Index granule {@code indexMark}, read from disk unless it was the last one read. */
    public SkipIndexGranule granule(int indexMark) {
        checkMark(indexMark);
        if (indexMark == cachedMark) {
            return cached;
        }
        if (stream == null) {
            stream = PartReader.openCompressedFile(part, fileName, decompressor, counters);
        }
        stream.seek(marks.blockOffset(indexMark), marks.offsetInBlock(indexMark));
        stream.readBytes(buffer, 0, 4);
        int length = LittleEndian.getInt(buffer, 0);
        if (length < 0 || length > maxRecordBytes) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad size " + length + " of granule " + indexMark
                    + " of skip index " + index.definition().name() + " in part " + part.name());
        }
        if (buffer.length < length) {
            buffer = new byte[Math.max(length, buffer.length * 2)];
        }
        stream.readBytes(buffer, 0, length);
        try {
            cached = index.readGranule(new DataInputStream(new ByteArrayInputStream(buffer, 0, length)));
        } catch (MergeLabException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Cannot read granule " + indexMark + " of skip index "
                    + index.definition().name() + " in part " + part.name() + ": " + e, e);
        }
        cachedMark = indexMark;
        return cached;
    }

    private void checkMark(int indexMark) {
        if (indexMark < 0 || indexMark >= count()) {
            throw new MergeLabException(ErrorCode.ARGUMENT_OUT_OF_BOUND, "Index granule " + indexMark + " is outside the "
                    + count() + " granules of skip index " + index.definition().name() + " in part " + part.name());
        }
    }

    /** Compressed bytes read from the index file so far (block headers included). */
    public long compressedBytesRead() {
        return counters.compressedBytes();
    }

    @Override
    public void close() {
        if (stream != null) {
            stream.close();
        }
        decompressor.close();
    }
}
