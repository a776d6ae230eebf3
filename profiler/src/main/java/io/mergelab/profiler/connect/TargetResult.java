package io.mergelab.profiler.connect;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The result of one statement on a target, consumed once: a header of names and ClickHouse type names, then rows
 * streamed in chunks. Each value is the text ClickHouse's TabSeparated format would print, unescaped
 * ({@code 42}, {@code 2024-01-31}, {@code ['a','b']}), and {@code null} for NULL. Statements without a result set
 * (DDL, INSERT) have no columns. {@link #summary()} is complete once the rows are drained or the result is closed.
 */
public interface TargetResult extends AutoCloseable {

    List<ResultColumn> columns();

    default boolean hasResultSet() {
        return !columns().isEmpty();
    }

    /** The rows, a chunk (a list of rows, each a list of values) at a time; may be iterated once. */
    Iterator<List<List<String>>> chunks();

    /**
     * The totals row of {@code GROUP BY ... WITH TOTALS} (the result's columns, text as in the rows), kept apart from
     * the rows as ClickHouse does; known once the rows are drained, empty for other statements.
     */
    default Optional<List<String>> totals() {
        return Optional.empty();
    }

    /** Drains the rows into one list and closes the result: for system tables and other small results. */
    default List<List<String>> rows() {
        List<List<String>> rows = new ArrayList<>();
        try (this) {
            for (Iterator<List<List<String>>> chunks = chunks(); chunks.hasNext(); ) {
                rows.addAll(chunks.next());
            }
        }
        return rows;
    }

    ResultSummary summary();

    @Override
    void close();
}
