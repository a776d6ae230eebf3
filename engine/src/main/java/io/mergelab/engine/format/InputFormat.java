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

    /** Closes the underlying stream. */
    @Override
    void close();
}
