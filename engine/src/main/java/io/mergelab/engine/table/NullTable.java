package io.mergelab.engine.table;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;

/**
 * ENGINE = Null: an insert's blocks pass through (so the table's materialized views see them) and are dropped; reads
 * return nothing, as in ClickHouse.
 */
public final class NullTable implements Table {
    private final TableDefinition definition;

    public NullTable(TableDefinition definition) {
        this.definition = definition;
    }

    @Override
    public TableDefinition definition() {
        return definition;
    }

    @Override
    public InsertStats insert(Iterator<Chunk> blocks) {
        return insert(blocks, false, () -> { });
    }

    /** Reads every block (a materialized view's tee collects them on the way) and keeps none. */
    @Override
    public InsertStats insert(Iterator<Chunk> blocks, boolean optimizeOnInsert, Runnable beforeVisible) {
        long rows = 0;
        long bytes = 0;
        while (blocks.hasNext()) {
            Chunk c = blocks.next();
            rows += c.rows();
            bytes += c.byteSize();
        }
        beforeVisible.run();
        return new InsertStats(rows, bytes, 0);
    }

    @Override
    public Iterator<Chunk> scan(List<String> columns, int maxBlockRows, ReadCounters counters) {
        return Collections.emptyIterator();
    }

    @Override
    public void truncate() {
    }

    @Override
    public void close() {
    }
}
