package io.mergelab.engine.processor.transform;

import io.mergelab.engine.storage.ColumnSize;
import io.mergelab.engine.storage.DataPart;
import java.util.List;

/**
 * How many rows a MergeTree read stream puts in one block: at most {@code maxRows} ({@code max_block_size}), and,
 * as ClickHouse's {@code preferred_block_size_bytes} asks, fewer when the columns read are wide enough that
 * {@code maxRows} rows would exceed {@code preferredBytes} (0 = no byte limit). The row width is the part's average
 * uncompressed bytes per row of those columns. Blocks hold whole granules, so a block has at least one.
 */
public record ReadBlockSize(int maxRows, long preferredBytes) {
    public ReadBlockSize {
        maxRows = Math.max(1, maxRows);
        preferredBytes = Math.max(0, preferredBytes);
    }

    /** Rows per block for reading {@code columns} of {@code part}. */
    public int rows(DataPart part, List<String> columns) {
        if (preferredBytes == 0 || part.rows() == 0) {
            return maxRows;
        }
        long bytes = 0;
        for (String c : columns) {
            bytes += part.columnSize(c).map(ColumnSize::uncompressedBytes).orElse(0L);
        }
        double bytesPerRow = (double) bytes / part.rows();
        if (bytesPerRow <= 0) {
            return maxRows;
        }
        return (int) Math.max(1, Math.min(maxRows, preferredBytes / bytesPerRow));
    }
}
