package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import java.util.Arrays;

/** {@code min}, {@code max}, {@code any} and {@code anyLast}: keeps one value per group chosen by {@link Kind}. */
final class SelectAccumulator extends Accumulator {
    enum Kind { MIN, MAX, ANY, ANY_LAST }

    private final Kind kind;
    private final ValueStore store;
    private boolean[] has = new boolean[0];

    SelectAccumulator(Kind kind, ValueStore store) {
        this.kind = kind;
        this.store = store;
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
}
