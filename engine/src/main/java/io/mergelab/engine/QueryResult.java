package io.mergelab.engine;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The result of one statement: a header (names and types) and a stream of chunks, consumed once.
 * Statements without a result set (DDL, INSERT) have an empty header. {@link #summary()} is complete
 * once the chunks are drained or the result is closed.
 */
public final class QueryResult implements AutoCloseable {
    private final List<String> columnNames;
    private final List<DataType> columnTypes;
    private final Iterator<Chunk> chunks;
    private final Optional<String> format;
    private final ResultLifecycle lifecycle;

    /** Hooks of the executing query: its summary and how to stop it early. */
    public interface ResultLifecycle {
        QuerySummary summary();

        void close();

        /** The totals row of a WITH TOTALS query, known once the chunks were drained. */
        default Optional<Chunk> totals() {
            return Optional.empty();
        }
    }

    public QueryResult(List<String> columnNames, List<DataType> columnTypes, Iterator<Chunk> chunks,
                       Optional<String> format, ResultLifecycle lifecycle) {
        this.columnNames = List.copyOf(columnNames);
        this.columnTypes = List.copyOf(columnTypes);
        this.chunks = chunks;
        this.format = format;
        this.lifecycle = lifecycle;
    }

    public List<String> columnNames() {
        return columnNames;
    }

    public List<DataType> columnTypes() {
        return columnTypes;
    }

    public boolean hasResultSet() {
        return !columnNames.isEmpty();
    }

    /** The chunks, streamed; may be iterated once. */
    public Iterator<Chunk> chunks() {
        return chunks;
    }

    /**
     * The totals row of {@code GROUP BY ... WITH TOTALS} (one row, same columns as the result), kept apart from
     * the chunks as ClickHouse does; available once {@link #chunks()} was drained, empty for other queries.
     */
    public Optional<Chunk> totals() {
        return lifecycle.totals();
    }

    /** The FORMAT named in the statement, if any. */
    public Optional<String> format() {
        return format;
    }

    /** Drains the result into boxed rows (see {@link io.mergelab.engine.column.Values}); for tests and small results. */
    public List<List<Object>> rows() {
        List<List<Object>> out = new ArrayList<>();
        while (chunks.hasNext()) {
            Chunk c = chunks.next();
            for (int r = 0; r < c.rows(); r++) {
                List<Object> row = new ArrayList<>(c.columnCount());
                for (int i = 0; i < c.columnCount(); i++) {
                    row.add(c.column(i).get(r));
                }
                out.add(row);
            }
        }
        close();
        return out;
    }

    public QuerySummary summary() {
        return lifecycle.summary();
    }

    @Override
    public void close() {
        lifecycle.close();
    }
}
