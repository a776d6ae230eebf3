package io.mergelab.engine.index.skip;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.storage.codec.BlockDecompressor;
import io.mergelab.engine.storage.codec.BlockReadTally;
import io.mergelab.engine.storage.codec.CompressedStreamReader;
import io.mergelab.engine.storage.format.FileNames;
import io.mergelab.engine.storage.format.Marks;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
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
    private final BlockDecompressor decompressor = new BlockDecompressor();
    private final BlockReadTally counters = new BlockReadTally();
    private CompressedStreamReader stream;
    private int cachedMark = -1;
    private SkipIndexGranule cached;
    /** Reads granule bytes straight from {@link #stream}: a granule is parsed where its mark points. */
    private DataInputStream input;

    private SkipIndexGranules(DataPart part, SkipIndex index, Marks marks, String fileName) {
        this.part = part;
        this.index = index;
        this.granularity = granularity(index);
        this.marks = marks;
        this.fileName = fileName;
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

    /**
     * Index granule {@code indexMark}, read from disk unless it was the last one read; valid until the next call, whose
     * granule may reuse its memory.
     */
    public SkipIndexGranule granule(int indexMark) {
        checkMark(indexMark);
        if (indexMark == cachedMark) {
            return cached;
        }
        if (stream == null) {
            stream = PartReader.openCompressedFile(part, fileName, decompressor, counters);
            input = new DataInputStream(new StreamInput(stream));
        }
        stream.seek(marks.blockOffset(indexMark), marks.offsetInBlock(indexMark));
        // the read may overwrite the cached granule's memory: it is no longer that mark's if the read fails
        cachedMark = -1;
        try {
            cached = index.readGranule(input, cached);
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

    /** The index file's decompressed bytes as an InputStream; reading past the file's end fails as a short read. */
    private static final class StreamInput extends InputStream {
        private final CompressedStreamReader stream;
        private final byte[] one = new byte[1];

        StreamInput(CompressedStreamReader stream) {
            this.stream = stream;
        }

        @Override
        public int read() {
            stream.readBytes(one, 0, 1);
            return one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            stream.readBytes(b, off, len);
            return len;
        }
    }
}
