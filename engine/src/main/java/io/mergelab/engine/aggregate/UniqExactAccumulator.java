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
 * {@code uniqExact} (and {@code count(DISTINCT ...)}). One numeric argument is kept as its exact value; strings and
 * several arguments as a 128-bit hash, as ClickHouse does. While every value is a single 64-bit one (its second half
 * 0) the state is "narrow": one {@link LongHashSet} of 8-byte values while there is at most one group (no GROUP BY
 * keys), and once there are more, {@link GroupValueSets}: every group's set of 8-byte values in one shared array.
 * The first 128-bit value turns it "wide": a {@link LongPairHashSet} per group. Either way a value is the pair (high,
 * low), low 0 for a numeric argument, so counts and serialized states do not depend on which structure holds them.
 */
final class UniqExactAccumulator extends Accumulator {
    /** Bytes a set costs beyond its slot arrays: the object and three array headers. */
    private static final long SET_OVERHEAD_BYTES = 64;

    /** Groups made room for. */
    private int groupSlots;
    /** Narrow, at most one group: group 0's values (null before the first). */
    private LongHashSet first;
    /** Narrow, several groups: every group's values. */
    private GroupValueSets sets;
    /** Whether the sets are {@link #pairSets} (some value had a non-zero low half). */
    private boolean wide;
    /**
     * Wide: a group's set is made only when it sees a second value; until then its one value is held inline here, so
     * a GROUP BY of a million mostly unique keys makes no million small sets (which the garbage collector would copy).
     */
    private boolean[] hasOne;
    private long[] oneHi;
    private long[] oneLo;
    private LongPairHashSet[] pairSets;
    private final long[] hash = new long[2];
    /** Bytes of {@link #first} or of the wide sets, kept as they grow. */
    private long setBytes;

    @Override
    public void ensureGroups(int groups) {
        if (groups <= groupSlots) {
            return;
        }
        groupSlots = wide || groups > 1 ? grow(groupSlots, groups) : groups;
        if (wide) {
            pairSets = Arrays.copyOf(pairSets, groupSlots);
            hasOne = Arrays.copyOf(hasOne, groupSlots);
            oneHi = Arrays.copyOf(oneHi, groupSlots);
            oneLo = Arrays.copyOf(oneLo, groupSlots);
            return;
        }
        if (sets == null && groupSlots > 1) {
            sets = new GroupValueSets();
            if (first != null) {
                first.forEach(v -> sets.add(0, v));
                first = null;
                setBytes = 0;
            }
        }
        if (sets != null) {
            sets.ensureGroups(groupSlots);
        }
    }

    /** Adds the 64-bit value v to group g; only while not wide. */
    private void addLong(int g, long v) {
        if (sets != null) {
            sets.add(g, v);
            return;
        }
        LongHashSet s = firstSet();
        long before = s.byteSize();
        s.add(v);
        setBytes += s.byteSize() - before;
    }

    /** Group 0's set (narrow, one group), made on first use. */
    private LongHashSet firstSet() {
        if (first == null) {
            first = new LongHashSet();
            setBytes = SET_OVERHEAD_BYTES + first.byteSize();
        }
        return first;
    }

    /** Adds the value (h, l) to group g. */
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

    /** Turns the narrow state into 128-bit sets, each value v becoming (v, 0). */
    private void widen() {
        LongHashSet narrowFirst = first;
        GroupValueSets narrowSets = sets;
        wide = true;
        first = null;
        sets = null;
        pairSets = new LongPairHashSet[groupSlots];
        hasOne = new boolean[groupSlots];
        oneHi = new long[groupSlots];
        oneLo = new long[groupSlots];
        setBytes = 0;
        if (narrowFirst != null) {
            narrowFirst.forEach(v -> addValue(0, v, 0));
        }
        if (narrowSets != null) {
            narrowSets.forEach((g, v) -> addValue(g, v, 0));
        }
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        boolean exact = args.length == 1 && (args[0] instanceof LongColumn || args[0] instanceof DoubleColumn);
        if (exact && !wide && args[0] instanceof LongColumn c) {
            // the common case (count(DISTINCT UserID)) without a type test or a second half per row; a row with
            // the previous row's group and value adds nothing (sorted columns repeat values in runs)
            if (sets != null) {
                sets.addRows(groups, c.values(), rows);
            } else {
                addRowsToFirst(groups, c.values(), rows);
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
        if (wide || sets != null || args.length != 1 || !(args[0] instanceof LongColumn c)) {
            add(zeros, rows, args);
            return;
        }
        addRowsToFirst(zeros, c.values(), rows);
    }

    /**
     * Adds the values of the rows of group 0 (rows of group -1 are left out) to its set; a row equal to the row added
     * before it adds nothing (sorted columns repeat values in runs). Only while narrow with at most one group.
     */
    private void addRowsToFirst(int[] groups, long[] v, int rows) {
        LongHashSet s = null;
        long before = 0;
        long last = 0;
        for (int i = 0; i < rows; i++) {
            long x = v[i];
            if (groups[i] < 0 || s != null && x == last) {
                continue;
            }
            if (s == null) {
                s = firstSet();
                before = s.byteSize();
            }
            s.add(x);
            last = x;
        }
        if (s != null) {
            setBytes += s.byteSize() - before;
        }
    }

    /** How many distinct values group g holds. */
    private int count(int g) {
        if (wide) {
            return pairSets[g] != null ? pairSets[g].size() : hasOne[g] ? 1 : 0;
        }
        if (sets != null) {
            return sets.count(g);
        }
        return first != null ? first.size() : 0;
    }

    /** Calls {@code action} for every value of every group, with its group. */
    private void forEachValue(GroupPairAction action) {
        if (wide) {
            for (int g = 0; g < groupSlots; g++) {
                int group = g;
                if (pairSets[g] != null) {
                    pairSets[g].forEach((h, l) -> action.accept(group, h, l));
                } else if (hasOne[g]) {
                    action.accept(g, oneHi[g], oneLo[g]);
                }
            }
        } else if (sets != null) {
            sets.forEach((g, v) -> action.accept(g, v, 0));
        } else if (first != null) {
            first.forEach(v -> action.accept(0, v, 0));
        }
    }

    @FunctionalInterface
    private interface GroupPairAction {
        void accept(int group, long hi, long lo);
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        UniqExactAccumulator o = (UniqExactAccumulator) other;
        if (o.wide && !wide) {
            widen();
        }
        if (!wide && !o.wide && sets == null && o.sets == null) {
            // at most group 0 on either side (no GROUP BY keys)
            if (count > 0 && o.first != null) {
                mergeFirst(o.first);
            }
            return;
        }
        // where each of the other's groups goes, -1 for those this merge leaves out (another bucket's)
        int[] target = new int[o.groupSlots];
        Arrays.fill(target, -1);
        for (int i = 0; i < count; i++) {
            target[otherGroups[i]] = mapping[i];
        }
        if (sets != null && o.sets != null) {
            sets.addFrom(o.sets, target);
            return;
        }
        QueryGuard guard = QueryGuard.current();
        long[] seen = {0};
        o.forEachValue((og, h, l) -> {
            // merging large sets is the long part of an exact count: the query's time limit must hold inside it
            if ((seen[0]++ & 0xFFFF) == 0) {
                guard.check();
            }
            int g = target[og];
            if (g >= 0) {
                addValue(g, h, l);
            }
        });
    }

    /**
     * Merges the other's group 0 set into this one's: with none here, a copy of the other's set; of two sets the
     * smaller one's values go into (a copy of) the larger, so each value is inserted at most once.
     */
    private void mergeFirst(LongHashSet from) {
        if (first == null) {
            first = from.copy();
            setBytes = SET_OVERHEAD_BYTES + first.byteSize();
            return;
        }
        if (first.size() < from.size()) {
            LongHashSet larger = from.copy();
            larger.addAll(first);
            first = larger;
        } else {
            first.addAll(from);
        }
        setBytes = SET_OVERHEAD_BYTES + first.byteSize();
    }

    /** Wide: per group slot a set reference, the inline value and its flag, then the sets; narrow: the sets. */
    @Override
    public long byteSize() {
        return (wide ? 25L * groupSlots : 0) + setBytes + (sets != null ? sets.byteSize() : 0);
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
        ByteBuffer[] buffers = new ByteBuffer[groups];
        for (int g = 0; g < groups; g++) {
            int n = count(g);
            buffers[g] = ByteBuffer.allocate(4 + 16 * n).putInt(n);
        }
        forEachValue((g, h, l) -> {
            if (g < groups) {
                buffers[g].putLong(h).putLong(l);
            }
        });
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            out[g] = buffers[g].array();
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
