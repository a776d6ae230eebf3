package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.codec.BlockDecompressor;
import io.mergelab.engine.storage.codec.BlockReadTally;
import io.mergelab.engine.storage.codec.CompressedStreamReader;
import io.mergelab.engine.storage.format.FileChecksum;
import io.mergelab.engine.storage.format.Marks;
import java.util.List;

/** Entry points for reading part data. */
public final class PartReader {
    private PartReader() {
    }

    /**
     * Streams the requested columns (in the given order; names may repeat) over mark ranges
     * {@code [begin, end)}, in chunks of whole granules up to about {@code maxBlockRows} rows.
     */
    public static PartReadStream read(DataPart part, List<String> columnNames, List<MarkRange> ranges, int maxBlockRows) {
        return new PartReadStream(open(part, columnNames), ranges, maxBlockRows);
    }

    /**
     * Streams every granule of the part to rewrite it (a merge, a mutation, a conversion): every block's checksum is
     * verified at this read, also a block a query of this part handle verified before, since what is read here is
     * written again under new checksums (ClickHouse's merges verify what they read too).
     */
    public static PartReadStream readAll(DataPart part, List<String> columnNames, int maxBlockRows) {
        return new PartReadStream(openToRewrite(part, columnNames), List.of(new MarkRange(0, part.granules())),
                maxBlockRows);
    }

    /** A reader for arbitrary granule ranges, for callers that decide granule by granule (PREWHERE, skip indexes). */
    public static PartColumnsReader open(DataPart part, List<String> columnNames) {
        return new PartColumnsReader(part, columnNames, MarkCache.shared(), false);
    }

    /** As {@link #open}, verifying every block it reads: for callers that write what they read into another part. */
    public static PartColumnsReader openToRewrite(DataPart part, List<String> columnNames) {
        return new PartColumnsReader(part, columnNames, MarkCache.shared(), true);
    }

    /**
     * A reader of one compressed file of the part other than column data (a skip index's {@code .idx}), positioned by
     * the caller through {@link #marks}; NO_FILE_IN_DATA_PART if the part has no such file.
     */
    public static CompressedStreamReader openCompressedFile(DataPart part, String fileName, BlockDecompressor decompressor,
                                                            BlockReadTally counters) {
        FileChecksum c = part.checksums().get(fileName);
        if (c == null) {
            throw PartFiles.noFile(fileName, part.name());
        }
        return new CompressedStreamReader(part.path().resolve(fileName), c.size(), part.name(), decompressor, counters,
                part.verifiedBlocks(fileName));
    }

    /**
     * The marks of stream {@code stem} ({@code stem.mrk2}), which must hold {@code expectedMarks} marks (final mark
     * included), through the shared mark cache.
     */
    public static Marks marks(DataPart part, String stem, int expectedMarks) {
        if (expectedMarks < 1) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "A stream has at least its final mark, " + expectedMarks + " expected");
        }
        return MarkCache.shared().get(part, stem, expectedMarks);
    }
}
