package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;

/** {@code uniq}: an approximate distinct count per group, exact up to 65,536 values (see {@link UniqSketch}). */
final class UniqAccumulator extends Accumulator {
    private UniqSketch[] sketches = new UniqSketch[0];
    private final long[] hash = new long[2];
    /** Bytes of the sketches, kept as they change. */
    private long sketchBytes;

    @Override
    public void ensureGroups(int groups) {
        if (groups > sketches.length) {
            sketches = Arrays.copyOf(sketches, grow(sketches.length, groups));
        }
    }

    private UniqSketch sketch(int g) {
        UniqSketch s = sketches[g];
        if (s == null) {
            s = new UniqSketch();
            sketchBytes += s.byteSize();
            sketches[g] = s;
        }
        return s;
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                KeyHash.hash128(args, i, hash);
                UniqSketch s = sketch(g);
                long before = s.byteSize();
                s.add(hash[0]);
                sketchBytes += s.byteSize() - before;
            }
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        UniqSketch[] o = ((UniqAccumulator) other).sketches;
        for (int i = 0; i < count; i++) {
            int og = otherGroups[i];
            if (o[og] != null) {
                UniqSketch s = sketch(mapping[i]);
                long before = s.byteSize();
                s.merge(o[og]);
                sketchBytes += s.byteSize() - before;
            }
        }
    }

    @Override
    public long byteSize() {
        return 8L * sketches.length + sketchBytes;
    }

    @Override
    public Column result(int groups) {
        long[] out = new long[groups];
        for (int g = 0; g < groups; g++) {
            out[g] = sketches[g] == null ? 0 : sketches[g].estimate();
        }
        return new LongColumn(IntegerType.UINT64, out, groups);
    }

    @Override
    public byte[][] states(int groups) {
        byte[][] out = new byte[groups][];
        for (int g = 0; g < groups; g++) {
            out[g] = (sketches[g] == null ? new UniqSketch() : sketches[g]).serialize();
        }
        return out;
    }

    @Override
    public void addStates(int[] groups, int rows, BytesColumn states) {
        for (int i = 0; i < rows; i++) {
            if (groups[i] >= 0) {
                UniqSketch s = sketch(groups[i]);
                long before = s.byteSize();
                s.merge(UniqSketch.deserialize(state(states, i)));
                sketchBytes += s.byteSize() - before;
            }
        }
    }
}
