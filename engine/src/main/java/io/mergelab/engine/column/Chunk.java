package io.mergelab.engine.column;

import java.util.List;

/**
 * A block of rows: columns of equal size, in a fixed order that a header describes elsewhere. {@code info} is
 * optional metadata about where the rows came from ({@code null} for most chunks); operations that build new
 * chunks ({@link #take}, {@link #slice}) drop it, so only the processor that understands it passes it on.
 */
public record Chunk(List<Column> columns, int rows, ChunkInfo info) {

    public Chunk(List<Column> columns, int rows) {
        this(columns, rows, null);
    }

    public Chunk {
        columns = List.copyOf(columns);
        for (Column c : columns) {
            if (c.size() != rows) {
                throw new IllegalArgumentException("column of " + c.size() + " rows in a chunk of " + rows);
            }
        }
    }

    public static Chunk of(List<Column> columns) {
        return new Chunk(columns, columns.isEmpty() ? 0 : columns.get(0).size());
    }

    /** The same rows with {@code info} attached (replacing any). */
    public Chunk withInfo(ChunkInfo info) {
        return new Chunk(columns, rows, info);
    }

    public Column column(int i) {
        return columns.get(i);
    }

    public int columnCount() {
        return columns.size();
    }

    public Chunk take(int[] rows, int count) {
        return new Chunk(columns.stream().map(c -> c.take(rows, count)).toList(), count);
    }

    public Chunk slice(int from, int length) {
        return new Chunk(columns.stream().map(c -> c.slice(from, length)).toList(), length);
    }

    /**
     * A loop, not a stream: the executor asks for every chunk pushed, and the stream's set-up was a tenth of the CPU
     * of a scan whose read outputs one-row chunks.
     */
    public long byteSize() {
        long bytes = 0;
        for (Column c : columns) {
            bytes += c.byteSize();
        }
        return bytes;
    }
}
