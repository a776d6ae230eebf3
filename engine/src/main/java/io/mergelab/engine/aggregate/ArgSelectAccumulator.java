package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import java.util.Arrays;

/** {@code argMin(arg, val)} / {@code argMax(arg, val)}: the {@code arg} of the row with the least/greatest {@code val}. */
final class ArgSelectAccumulator extends Accumulator {
    private final boolean max;
    private final ValueStore args;
    private final ValueStore vals;
    private boolean[] has = new boolean[0];

    ArgSelectAccumulator(boolean max, ValueStore args, ValueStore vals) {
        this.max = max;
        this.args = args;
        this.vals = vals;
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > has.length) {
            has = Arrays.copyOf(has, grow(has.length, groups));
        }
        args.ensureGroups(groups);
        vals.ensureGroups(groups);
    }

    private boolean better(int cmp) {
        return max ? cmp > 0 : cmp < 0;
    }

    @Override
    public void add(int[] groups, int rows, Column[] columns) {
        Column a = columns[0];
        Column v = columns[1];
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g < 0) {
                continue;
            }
            if (!has[g] || better(vals.compare(v, i, g))) {
                has[g] = true;
                vals.set(g, v, i);
                args.set(g, a, i);
            }
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        ArgSelectAccumulator o = (ArgSelectAccumulator) other;
        for (int i = 0; i < count; i++) {
            int og = otherGroups[i];
            if (!o.has[og]) {
                continue;
            }
            int g = mapping[i];
            if (!has[g] || better(vals.compareFrom(o.vals, og, g))) {
                has[g] = true;
                vals.setFrom(g, o.vals, og);
                args.setFrom(g, o.args, og);
            }
        }
    }

    @Override
    public long byteSize() {
        return has.length + args.byteSize() + vals.byteSize();
    }

    @Override
    public Column result(int groups) {
        return args.build(groups);
    }
}
