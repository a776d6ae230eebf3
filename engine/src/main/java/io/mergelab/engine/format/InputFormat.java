package io.mergelab.engine.format;

import io.mergelab.engine.column.Chunk;
import java.util.List;
import java.util.Optional;

/** A stream of rows in a text format, decoded into chunks of typed columns. */
public interface InputFormat extends AutoCloseable {
    /** Names of the columns this format produces, in chunk order (for *WithNames: header order). */
    List<String> columns();

    /** The next block of at most {@code maxRows} rows, or empty at the end of the input. */
    Optional<Chunk> next(int maxRows);

    /**
     * For the last block, which rows did not mention {@code column} at all (1 = omitted), so the table's
     * DEFAULT expression can fill them; empty when the format cannot omit fields (CSV, TSV).
     */
    default Optional<byte[]> omittedRows(int column) {
        return Optional.empty();
    }

    /** Closes the underlying stream. */
    @Override
    void close();
}
