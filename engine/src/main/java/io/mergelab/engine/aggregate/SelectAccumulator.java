package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.nio.ByteBuffer;
import java.util.Arrays;

/** {@code min}, {@code max}, {@code any} and {@code anyLast}: keeps one value per group chosen by {@link Kind}. */
final class SelectAccumulator extends Accumulator {
    enum Kind { MIN, MAX, ANY, ANY_LAST }

    private final Kind kind;
    private final DataType type;
    private final ValueStore store;
    private boolean[] has = new boolean[0];

    SelectAccumulator(Kind kind, DataType type) {
        this.kind = kind;
        this.type = type;
        this.store = ValueStore.forType(type);
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > has.length) {
            has = Arrays.copyOf(has, grow(has.length, groups));
        }
        store.ensureGroups(groups);
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        Column c = args[0];
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g < 0) {
                continue;
            }
            if (!has[g]) {
                has[g] = true;
                store.set(g, c, i);
            } else if (replaces(kind, store.compare(c, i, g))) {
                store.set(g, c, i);
            }
        }
    }

    /** Whether a candidate that compares to the held value as {@code cmp} replaces it. */
    static boolean replaces(Kind kind, int cmp) {
        return switch (kind) {
            case MIN -> cmp < 0;
            case MAX -> cmp > 0;
            case ANY -> false;
            case ANY_LAST -> true;
        };
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        SelectAccumulator o = (SelectAccumulator) other;
        for (int i = 0; i < count; i++) {
            int og = otherGroups[i];
            if (!o.has[og]) {
                continue;
            }
            int g = mapping[i];
            if (!has[g]) {
                has[g] = true;
                store.setFrom(g, o.store, og);
            } else if (replaces(kind, store.compareFrom(o.store, og, g))) {
                store.setFrom(g, o.store, og);
            }
        }
    }

    @Override
    public long byteSize() {
        return has.length + store.byteSize();
    }

    @Override
    public Column result(int groups) {
        return store.build(groups);
    }

    /** A flag (whether the group saw a value) and the value: 8 bytes for numbers, the bytes of a string. */
    @Override
    public byte[][] states(int groups) {
        Column values = store.build(groups);
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            byte[] value;
            if (values instanceof LongColumn c) {
                value = ByteBuffer.allocate(8).putLong(c.values()[g]).array();
            } else if (values instanceof DoubleColumn c) {
                value = ByteBuffer.allocate(8).putDouble(c.values()[g]).array();
            } else if (values instanceof BytesColumn c) {
                value = c.getBytes(g);
            } else {
                throw new IllegalStateException("no state for " + type.name());
            }
            out[g] = ByteBuffer.allocate(1 + value.length).put((byte) (has[g] ? 1 : 0)).put(value).array();
        }
        return out;
    }

    /** Reads the states' values into a column and adds them as rows (choosing among values is merging). */
    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        ColumnBuilder values = ColumnBuilder.create(type, rows);
        int[] target = new int[rows];
        for (int i = 0; i < rows; i++) {
            ByteBuffer b = state(states, i);
            boolean present = b.get() == 1;
            target[i] = present ? groups[i] : -1;
            switch (type.unwrapLowCardinality().representation()) {
                case LONG -> values.appendLong(b.getLong());
                case DOUBLE -> values.appendDouble(b.getDouble());
                default -> values.appendBytes(b.array(), b.position(), b.remaining());
            }
        }
        add(target, rows, new Column[] {values.build()});
    }
}
