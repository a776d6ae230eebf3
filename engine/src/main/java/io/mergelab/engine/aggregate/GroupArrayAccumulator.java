package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/**
 * {@code groupArray([max])(x)}: the group's values in arrival order, at most {@code max} of them. Every group's
 * values live in one column, chained per group (as ClickHouse keeps states in an arena): no object per group, so a
 * million groups cost a few large arrays, not millions of small ones for the garbage collector to copy.
 */
final class GroupArrayAccumulator extends Accumulator {
    private final ArrayType resultType;
    private final long maxElements;
    /** The values of all groups, in arrival order. */
    private final ColumnBuilder values;
    /** For value v, the index of the next value of its group, or -1. */
    private int[] next = new int[16];
    /** Per group: its first and last value (-1: none yet) and how many it holds. */
    private int[] head = new int[0];
    private int[] tail = new int[0];
    private int[] counts = new int[0];
    /** Estimated bytes of the collected values (the source column's average row size per value). */
    private long valueBytes;

    GroupArrayAccumulator(ArrayType resultType, long maxElements) {
        this.resultType = resultType;
        this.maxElements = maxElements;
        this.values = ColumnBuilder.create(resultType.element(), 16);
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > head.length) {
            int from = head.length;
            int size = grow(from, groups);
            head = Arrays.copyOf(head, size);
            tail = Arrays.copyOf(tail, size);
            counts = Arrays.copyOf(counts, size);
            Arrays.fill(head, from, size, -1);
        }
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        Column c = args[0];
        long rowBytes = averageRowBytes(c);
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0 && counts[g] < maxElements) {
                append(g, c, i);
                valueBytes += rowBytes;
            }
        }
    }

    /** Appends row {@code row} of {@code c} to group {@code g}'s chain. */
    private void append(int g, Column c, int row) {
        int v = values.size();
        values.appendFrom(c, row);
        if (v == next.length) {
            next = Arrays.copyOf(next, v * 2);
        }
        next[v] = -1;
        if (head[g] < 0) {
            head[g] = v;
        } else {
            next[tail[g]] = v;
        }
        tail[g] = v;
        counts[g]++;
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        GroupArrayAccumulator o = (GroupArrayAccumulator) other;
        Column otherValues = o.values.build();
        long rowBytes = averageRowBytes(otherValues);
        for (int i = 0; i < count; i++) {
            int g = mapping[i];
            for (int v = o.head[otherGroups[i]]; v >= 0 && counts[g] < maxElements; v = o.next[v]) {
                append(g, otherValues, v);
                valueBytes += rowBytes;
            }
        }
    }

    private static long averageRowBytes(Column c) {
        return c.size() == 0 ? 0 : Math.max(1, c.byteSize() / c.size());
    }

    /** The values, their chain links and the per-group heads, tails and counts. */
    @Override
    public long byteSize() {
        return valueBytes + 4L * next.length + 12L * head.length;
    }

    @Override
    public Column result(int groups) {
        DataType element = resultType.element();
        Column all = values.build();
        ColumnBuilder ordered = ColumnBuilder.create(element, all.size());
        int[] offsets = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            for (int v = head[g]; v >= 0; v = next[v]) {
                ordered.appendFrom(all, v);
            }
            offsets[g + 1] = ordered.size();
        }
        return new ArrayColumn(resultType, ordered.build(), offsets, groups);
    }
}
