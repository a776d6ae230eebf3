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
 * value; strings and several arguments as a 128-bit hash, as ClickHouse does. While every value is a single 64-bit
 * one (its second half 0) the sets hold 8-byte values ({@link LongHashSet}); the first 128-bit value turns them into
 * {@link LongPairHashSet}s ("wide"). Either way a value is the pair (high, low), low 0 for a numeric argument, so
 * counts and serialized states do not depend on which sets hold them.
 */
final class UniqExactAccumulator extends Accumulator {
    /** Bytes a set costs beyond its slot arrays: the object and three array headers. */
    private static final long SET_OVERHEAD_BYTES = 64;

    /** Whether the sets are {@link #pairSets} (some value had a non-zero low half) rather than {@link #longSets}. */
    private boolean wide;
    /**
     * A group's set is made only when it sees a second value: until then its one value is held inline here, so a
     * GROUP BY of a million mostly unique keys makes no million small sets (which the garbage collector would copy).
     */
    private boolean[] hasOne = new boolean[0];
    private long[] oneHi = new long[0];
    private long[] oneLo = new long[0];
    private LongHashSet[] longSets = new LongHashSet[0];
    private LongPairHashSet[] pairSets;
    private final long[] hash = new long[2];
    /** Bytes of the sets, kept as they grow. */
    private long setBytes;

    @Override
    public void ensureGroups(int groups) {
        if (groups > hasOne.length) {
            int size = grow(hasOne.length, groups);
            if (wide) {
                pairSets = Arrays.copyOf(pairSets, size);
            } else {
                longSets = Arrays.copyOf(longSets, size);
            }
            hasOne = Arrays.copyOf(hasOne, size);
            oneHi = Arrays.copyOf(oneHi, size);
            oneLo = Arrays.copyOf(oneLo, size);
        }
    }

    /** Adds the 64-bit value v to group g's set; only while not wide. */
    private void addLong(int g, long v) {
        LongHashSet s = longSets[g];
        if (s == null) {
            if (!hasOne[g]) {
                hasOne[g] = true;
                oneHi[g] = v;
                return;
            }
            if (oneHi[g] == v) {
                return;
            }
            s = newLongSet(g);
        }
        long before = s.byteSize();
        s.add(v);
        setBytes += s.byteSize() - before;
    }

    /** Group g's set, made from its inline value. */
    private LongHashSet newLongSet(int g) {
        LongHashSet s = new LongHashSet();
        if (hasOne[g]) {
            s.add(oneHi[g]);
        }
        setBytes += SET_OVERHEAD_BYTES + s.byteSize();
        longSets[g] = s;
        return s;
    }

    /** Adds the value (h, l) to group g's set. */
    private void addValue(int g, long h, long l) {
        if (!wide) {
            if (l == 0) {
                addLong(g, h);
                return;
            }
            widen();
        }
        LongPairHashSet s = pairSets[g];
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
            pairSets[g] = s;
        }
        long before = s.byteSize();
        s.add(h, l);
        setBytes += s.byteSize() - before;
    }

    /** Turns every 64-bit set into a 128-bit one, each value v becoming (v, 0); the inline values already are. */
    private void widen() {
        wide = true;
        pairSets = new LongPairHashSet[hasOne.length];
        setBytes = 0;
        for (int g = 0; g < longSets.length; g++) {
            if (longSets[g] != null) {
                LongPairHashSet p = new LongPairHashSet();
                longSets[g].forEach(v -> p.add(v, 0));
                pairSets[g] = p;
                setBytes += SET_OVERHEAD_BYTES + p.byteSize();
            }
        }
        longSets = null;
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        boolean exact = args.length == 1 && (args[0] instanceof LongColumn || args[0] instanceof DoubleColumn);
        if (exact && !wide && args[0] instanceof LongColumn c) {
            // the common case (count(DISTINCT UserID)) without a type test or a second half per row; a row with
            // the previous row's group and value adds nothing (sorted columns repeat values in runs)
            long[] v = c.values();
            int lastGroup = -1;
            long last = 0;
            for (int i = 0; i < rows; i++) {
                int g = groups[i];
                long x = v[i];
                if (g >= 0 && (g != lastGroup || x != last)) {
                    addLong(g, x);
                    lastGroup = g;
                    last = x;
                }
            }
            return;
        }
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
        if (wide || args.length != 1 || !(args[0] instanceof LongColumn c)) {
            add(zeros, rows, args);
            return;
        }
        long[] v = c.values();
        LongHashSet s = longSets[0] != null ? longSets[0] : newLongSet(0);
        long before = s.byteSize();
        long last = v.length > 0 ? v[0] : 0;
        if (rows > 0) {
            s.add(last);
        }
        for (int i = 1; i < rows; i++) {
            long x = v[i];
            if (x != last) {
                s.add(x);
                last = x;
            }
        }
        setBytes += s.byteSize() - before;
    }

    /** How many distinct values group g holds. */
    private int count(int g) {
        if (wide ? pairSets[g] != null : longSets[g] != null) {
            return wide ? pairSets[g].size() : longSets[g].size();
        }
        return hasOne[g] ? 1 : 0;
    }

    /** Calls {@code action} for every value of group g. */
    private void forEach(int g, LongPairHashSet.PairConsumer action) {
        if (wide && pairSets[g] != null) {
            pairSets[g].forEach(action);
        } else if (!wide && longSets[g] != null) {
            longSets[g].forEach(v -> action.accept(v, 0));
        } else if (hasOne[g]) {
            action.accept(oneHi[g], oneLo[g]);
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        UniqExactAccumulator o = (UniqExactAccumulator) other;
        if (o.wide && !wide) {
            widen();
        }
        QueryGuard guard = QueryGuard.current();
        for (int i = 0; i < count; i++) {
            // merging large sets is the long part of an exact count: the query's time limit must hold inside it
            if ((i & 255) == 0) {
                guard.check();
            }
            int g = mapping[i];
            int og = otherGroups[i];
            if (!wide) {
                mergeLongs(g, o, og);
            } else if (o.wide && o.pairSets[og] != null) {
                mergePairs(g, o.pairSets[og]);
            } else {
                o.forEach(og, (h, l) -> addValue(g, h, l));
            }
        }
    }

    /**
     * Merges group og of other (not wide) into group g: an empty group takes a copy of the other's set, and of two
     * sets the smaller one's values go into (a copy of) the larger, so each value is inserted at most once.
     */
    private void mergeLongs(int g, UniqExactAccumulator o, int og) {
        LongHashSet from = o.longSets[og];
        if (from == null) {
            if (o.hasOne[og]) {
                addLong(g, o.oneHi[og]);
            }
            return;
        }
        LongHashSet to = longSets[g];
        if (to == null) {
            LongHashSet s = from.copy();
            if (hasOne[g]) {
                s.add(oneHi[g]);
            }
            longSets[g] = s;
            setBytes += SET_OVERHEAD_BYTES + s.byteSize();
            return;
        }
        long before = to.byteSize();
        if (to.size() < from.size()) {
            LongHashSet larger = from.copy();
            larger.addAll(to);
            longSets[g] = larger;
            setBytes += larger.byteSize() - before;
        } else {
            to.addAll(from);
            setBytes += to.byteSize() - before;
        }
    }

    /** Merges a 128-bit set into group g (wide), the same way as {@link #mergeLongs}. */
    private void mergePairs(int g, LongPairHashSet from) {
        LongPairHashSet to = pairSets[g];
        if (to == null) {
            LongPairHashSet s = from.copy();
            if (hasOne[g]) {
                s.add(oneHi[g], oneLo[g]);
            }
            pairSets[g] = s;
            setBytes += SET_OVERHEAD_BYTES + s.byteSize();
            return;
        }
        long before = to.byteSize();
        LongPairHashSet into = to;
        LongPairHashSet smaller = from;
        if (to.size() < from.size()) {
            into = from.copy();
            smaller = to;
            pairSets[g] = into;
        }
        LongPairHashSet target = into;
        smaller.forEach(target::add);
        setBytes += target.byteSize() - before;
    }

    /** Per group slot a set reference, the inline value and its flag; then the sets. */
    @Override
    public long byteSize() {
        return 25L * hasOne.length + setBytes;
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
