package io.mergelab.engine.table;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import java.util.Iterator;
import java.util.List;

/** A table's data, behind its definition: where inserts go and where reads come from. */
public interface Table {

    TableDefinition definition();

    /**
     * Inserts blocks holding every stored column, in definition order. All of them become visible
     * together when the method returns; if it fails, none does.
     */
    InsertStats insert(Iterator<Chunk> blocks);

    /** Inserts as {@link #insert(Iterator)}, applying the engine's merge logic to each block if asked ({@code optimize_on_insert}). */
    default InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert) {
        return insert(blocks);
    }

    /**
     * Inserts as {@link #insert(Iterator, boolean)}, running {@code beforeVisible} once every block is written and
     * before any becomes visible; if it fails, nothing of the insert becomes visible (materialized views write their
     * rows there, so a failing view fails the insert into its source).
     */
    InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert, Runnable beforeVisible);

    /** Reads the named stored columns of the data visible now; the snapshot stays consistent while read. */
    Iterator<Chunk> scan(List<String> columns, int maxBlockRows, ReadCounters counters);

    /** Removes all data. */
    void truncate();

    /** Releases resources; the data stays on disk. */
    void close();
}
