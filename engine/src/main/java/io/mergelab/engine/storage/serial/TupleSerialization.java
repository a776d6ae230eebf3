package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/**
 * Tuple(T1, ...): element i's substreams under {@code .<i>} (1-based), one element after another; the entries of a
 * Map use ClickHouse's names {@code .keys} and {@code .values} instead.
 */
public final class TupleSerialization extends Serialization {
    private final List<Serialization> elements;
    private final int[] firstStream;
    private final int streamCount;
    private final List<String> suffixes;

    TupleSerialization(DataType type, List<Serialization> elements, List<String> suffixes) {
        super(type);
        this.elements = List.copyOf(elements);
        this.suffixes = List.copyOf(suffixes);
        firstStream = new int[elements.size()];
        int n = 0;
        for (int i = 0; i < elements.size(); i++) {
            firstStream[i] = n;
            n += elements.get(i).streamCount();
        }
        streamCount = n;
    }

    @Override
    public int streamCount() {
        return streamCount;
    }

    @Override
    public void streamSuffixes(String prefix, List<String> out) {
        for (int i = 0; i < elements.size(); i++) {
            elements.get(i).streamSuffixes(prefix + "." + suffixes.get(i), out);
        }
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        TupleColumn c = (TupleColumn) column;
        for (int i = 0; i < elements.size(); i++) {
            elements.get(i).write(c.elements().get(i), from, to, sinks, first + firstStream[i]);
        }
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        List<Column> columns = new ArrayList<>(elements.size());
        for (int i = 0; i < elements.size(); i++) {
            columns.add(elements.get(i).read(sources, first + firstStream[i], rows));
        }
        return new TupleColumn(type, columns, rows);
    }

    @Override
    public long rangeBytes(Column column, int from, int to) {
        TupleColumn c = (TupleColumn) column;
        long total = 0;
        for (int i = 0; i < elements.size(); i++) {
            total += elements.get(i).rangeBytes(c.elements().get(i), from, to);
        }
        return total;
    }

    @Override
    public int fixedRowBytes() {
        int total = 0;
        for (Serialization e : elements) {
            int n = e.fixedRowBytes();
            if (n < 0) {
                return -1;
            }
            total += n;
        }
        return total;
    }
}
