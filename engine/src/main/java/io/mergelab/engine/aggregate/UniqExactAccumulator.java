package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;

/**
 * {@code uniqExact} (and {@code count(DISTINCT ...)}): a set per group. One numeric argument is kept as its exact
 * value; strings and several arguments as a 128-bit hash, as ClickHouse does.
 */
final class UniqExactAccumulator extends Accumulator {
    private LongPairHashSet[] sets = new LongPairHashSet[0];
    private final long[] hash = new long[2];
    /** Bytes of the sets, kept as they grow. */
    private long setBytes;

    @Override
    public void ensureGroups(int groups) {
        if (groups > sets.length) {
            sets = Arrays.copyOf(sets, grow(sets.length, groups));
        }
    }

    private LongPairHashSet set(int g) {
        LongPairHashSet s = sets[g];
        if (s == null) {
            s = new LongPairHashSet();
            setBytes += s.byteSize();
            sets[g] = s;
        }
        return s;
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        boolean exact = args.length == 1 && (args[0] instanceof LongColumn || args[0] instanceof DoubleColumn);
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g < 0) {
                continue;
            }
            LongPairHashSet s = set(g);
            long before = s.byteSize();
            if (exact) {
                s.add(KeyHash.bits(args[0], i), 0);
            } else {
                KeyHash.hash128(args, i, hash);
                s.add(hash[0], hash[1]);
            }
            setBytes += s.byteSize() - before;
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        LongPairHashSet[] o = ((UniqExactAccumulator) other).sets;
        QueryGuard guard = QueryGuard.current();
        for (int i = 0; i < count; i++) {
            // merging large sets is the long part of an exact count: the query's time limit must hold inside it
            if ((i & 255) == 0) {
                guard.check();
            }
            int og = otherGroups[i];
            if (o[og] != null) {
                LongPairHashSet target = set(mapping[i]);
                long before = target.byteSize();
                o[og].forEach(target::add);
                setBytes += target.byteSize() - before;
            }
        }
    }

    @Override
    public long byteSize() {
        return 8L * sets.length + setBytes;
    }

    @Override
    public Column result(int groups) {
        long[] out = new long[groups];
        for (int g = 0; g < groups; g++) {
            out[g] = sets[g] == null ? 0 : sets[g].size();
        }
        return new LongColumn(IntegerType.UINT64, out, groups);
    }
}
