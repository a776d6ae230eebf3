package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.IntegerType;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * {@code uniqExact} (and {@code count(DISTINCT ...)}): a set per group. One numeric argument is kept as its exact
 * value; strings and several arguments as a 128-bit hash, as ClickHouse does.
 */
final class UniqExactAccumulator extends Accumulator {
    /** Bytes a set costs beyond its slot arrays: the object and three array headers. */
    private static final long SET_OVERHEAD_BYTES = 64;

    /**
     * A group's set is made only when it sees a second value: until then its one value is held inline here, so a
     * GROUP BY of a million mostly unique keys makes no million small sets (which the garbage collector would copy).
     */
    private boolean[] hasOne = new boolean[0];
    private long[] oneHi = new long[0];
    private long[] oneLo = new long[0];
    private LongPairHashSet[] sets = new LongPairHashSet[0];
    private final long[] hash = new long[2];
    /** Bytes of the sets, kept as they grow. */
    private long setBytes;

    @Override
    public void ensureGroups(int groups) {
        if (groups > sets.length) {
            int size = grow(sets.length, groups);
            sets = Arrays.copyOf(sets, size);
            hasOne = Arrays.copyOf(hasOne, size);
            oneHi = Arrays.copyOf(oneHi, size);
            oneLo = Arrays.copyOf(oneLo, size);
        }
    }

    /** Adds the value (h, l) to group g's set. */
    private void addValue(int g, long h, long l) {
        LongPairHashSet s = sets[g];
        if (s == null) {
            if (!hasOne[g]) {
                hasOne[g] = true;
                oneHi[g] = h;
                oneLo[g] = l;
                return;
            }
            if (oneHi[g] == h && oneLo[g] == l) {
                return;
            }
            s = new LongPairHashSet();
            s.add(oneHi[g], oneLo[g]);
            setBytes += SET_OVERHEAD_BYTES + s.byteSize();
            sets[g] = s;
        }
        long before = s.byteSize();
        s.add(h, l);
        setBytes += s.byteSize() - before;
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        boolean exact = args.length == 1 && (args[0] instanceof LongColumn || args[0] instanceof DoubleColumn);
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g < 0) {
                continue;
            }
            if (exact) {
                addValue(g, KeyHash.bits(args[0], i), 0);
            } else {
                KeyHash.hash128(args, i, hash);
                addValue(g, hash[0], hash[1]);
            }
        }
    }

    /** Without GROUP BY keys and one integer argument: its values straight into group 0's set. */
    @Override
    public void addToFirstGroup(int rows, Column[] args, int[] zeros) {
        if (args.length != 1 || !(args[0] instanceof LongColumn c)) {
            add(zeros, rows, args);
            return;
        }
        long[] v = c.values();
        int i = 0;
        while (i < rows && sets[0] == null) {
            addValue(0, v[i++], 0);
        }
        if (i == rows) {
            return;
        }
        LongPairHashSet s = sets[0];
        long before = s.byteSize();
        for (; i < rows; i++) {
            s.add(v[i], 0);
        }
        setBytes += s.byteSize() - before;
    }

    /** How many distinct values group g holds. */
    private int count(int g) {
        return sets[g] != null ? sets[g].size() : hasOne[g] ? 1 : 0;
    }

    /** Calls {@code action} for every value of group g. */
    private void forEach(int g, LongPairHashSet.PairConsumer action) {
        if (sets[g] != null) {
            sets[g].forEach(action);
        } else if (hasOne[g]) {
            action.accept(oneHi[g], oneLo[g]);
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        UniqExactAccumulator o = (UniqExactAccumulator) other;
        QueryGuard guard = QueryGuard.current();
        for (int i = 0; i < count; i++) {
            // merging large sets is the long part of an exact count: the query's time limit must hold inside it
            if ((i & 255) == 0) {
                guard.check();
            }
            int g = mapping[i];
            o.forEach(otherGroups[i], (h, l) -> addValue(g, h, l));
        }
    }

    /** Per group slot a set reference, the inline value and its flag; then the sets. */
    @Override
    public long byteSize() {
        return 25L * sets.length + setBytes;
    }

    @Override
    public Column result(int groups) {
        long[] out = new long[groups];
        for (int g = 0; g < groups; g++) {
            out[g] = count(g);
        }
        return new LongColumn(IntegerType.UINT64, out, groups);
    }

    /** The state as bytes: the value count, then each 128-bit value. */
    @Override
    public byte[][] states(int groups) {
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            int n = count(g);
            ByteBuffer b = ByteBuffer.allocate(4 + 16 * n).putInt(n);
            forEach(g, (h, l) -> b.putLong(h).putLong(l));
            out[g] = b.array();
        }
        return out;
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        for (int i = 0; i < rows; i++) {
            if (groups[i] < 0) {
                continue;
            }
            ByteBuffer b = state(states, i);
            int count = b.getInt();
            for (int k = 0; k < count; k++) {
                addValue(groups[i], b.getLong(), b.getLong());
            }
        }
    }
}
