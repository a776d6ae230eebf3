package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Columns;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/** Glues small chunks into blocks of at least {@code minRows} rows, so an insert does not make tiny parts. */
final class SquashingIterator implements Iterator<Chunk> {
    private final Iterator<Chunk> input;
    private final long minRows;

    SquashingIterator(Iterator<Chunk> input, long minRows) {
        this.input = input;
        this.minRows = minRows;
    }

    @Override
    public boolean hasNext() {
        return input.hasNext();
    }

    @Override
    public Chunk next() {
        if (!input.hasNext()) {
            throw new NoSuchElementException();
        }
        List<Chunk> batch = new ArrayList<>();
        long rows = 0;
        while (input.hasNext() && rows < minRows) {
            Chunk c = input.next();
            batch.add(c);
            rows += c.rows();
        }
        return Columns.concatChunks(batch);
    }
}
