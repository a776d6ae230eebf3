package io.mergelab.engine.table;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** ENGINE = Memory: blocks kept as inserted, lost on restart (as in ClickHouse). */
public final class MemoryTable implements Table {
    private final TableDefinition definition;
    private final List<String> storedNames;
    private volatile List<Chunk> blocks = List.of();

    public MemoryTable(TableDefinition definition) {
        this.definition = definition;
        this.storedNames = definition.storedColumns().stream().map(ColumnDefinition::name).toList();
    }

    @Override
    public TableDefinition definition() {
        return definition;
    }

    @Override
    public InsertStats insert(Iterator<Chunk> input) {
        return insert(input, false, () -> { });
    }

    @Override
    public InsertStats insert(Iterator<Chunk> input, boolean optimizeOnInsert, Runnable beforeVisible) {
        List<Chunk> added = new ArrayList<>();
        long rows = 0;
        long bytes = 0;
        while (input.hasNext()) {
            Chunk c = input.next();
            if (c.rows() > 0) {
                added.add(c);
                rows += c.rows();
                bytes += c.byteSize();
            }
        }
        beforeVisible.run();
        synchronized (this) {
            List<Chunk> next = new ArrayList<>(blocks);
            next.addAll(added);
            blocks = List.copyOf(next);
        }
        return new InsertStats(rows, bytes, 0);
    }

    @Override
    public Iterator<Chunk> scan(List<String> columns, int maxBlockRows, ReadCounters counters) {
        int[] positions = columns.stream().mapToInt(storedNames::indexOf).toArray();
        Iterator<Chunk> source = blocks.iterator();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return source.hasNext();
            }

            @Override
            public Chunk next() {
                Chunk c = source.next();
                List<Column> out = new ArrayList<>(positions.length);
                for (int p : positions) {
                    out.add(c.column(p));
                }
                Chunk projected = new Chunk(out, c.rows());
                counters.add(projected.rows(), projected.byteSize());
                return projected;
            }
        };
    }

    @Override
    public synchronized void truncate() {
        blocks = List.of();
    }

    @Override
    public void close() {
        blocks = List.of();
    }
}
