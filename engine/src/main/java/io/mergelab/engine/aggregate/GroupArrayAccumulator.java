package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** {@code groupArray([max])(x)}: the group's values in arrival order, at most {@code max} of them. */
final class GroupArrayAccumulator extends Accumulator {
    private final ArrayType resultType;
    private final long maxElements;
    private ColumnBuilder[] builders = new ColumnBuilder[0];
    /** Estimated bytes of the collected values (the source column's average row size per value). */
    private long valueBytes;

    GroupArrayAccumulator(ArrayType resultType, long maxElements) {
        this.resultType = resultType;
        this.maxElements = maxElements;
    }

    @Override
    public void ensureGroups(int groups) {
        if (groups > builders.length) {
            builders = Arrays.copyOf(builders, grow(builders.length, groups));
        }
    }

    private ColumnBuilder builder(int g) {
        ColumnBuilder b = builders[g];
        if (b == null) {
            b = ColumnBuilder.create(resultType.element(), 4);
            builders[g] = b;
        }
        return b;
    }

    @Override
    public void add(int[] groups, int rows, Column[] args) {
        Column c = args[0];
        long rowBytes = averageRowBytes(c);
        for (int i = 0; i < rows; i++) {
            int g = groups[i];
            if (g >= 0) {
                ColumnBuilder b = builder(g);
                if (b.size() < maxElements) {
                    b.appendFrom(c, i);
                    valueBytes += rowBytes;
                }
            }
        }
    }

    @Override
    public void merge(Accumulator other, int[] otherGroups, int[] mapping, int count) {
        ColumnBuilder[] o = ((GroupArrayAccumulator) other).builders;
        for (int i = 0; i < count; i++) {
            int og = otherGroups[i];
            if (o[og] == null) {
                continue;
            }
            Column values = o[og].build();
            long rowBytes = averageRowBytes(values);
            ColumnBuilder b = builder(mapping[i]);
            for (int v = 0; v < values.size() && b.size() < maxElements; v++) {
                b.appendFrom(values, v);
                valueBytes += rowBytes;
            }
        }
    }

    private static long averageRowBytes(Column c) {
        return c.size() == 0 ? 0 : Math.max(1, c.byteSize() / c.size());
    }

    @Override
    public long byteSize() {
        return 8L * builders.length + valueBytes;
    }

    @Override
    public Column result(int groups) {
        DataType element = resultType.element();
        int total = 0;
        for (int g = 0; g < groups; g++) {
            total += builders[g] == null ? 0 : builders[g].size();
        }
        ColumnBuilder all = ColumnBuilder.create(element, total);
        int[] offsets = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            if (builders[g] != null) {
                Column values = builders[g].build();
                for (int i = 0; i < values.size(); i++) {
                    all.appendFrom(values, i);
                }
            }
            offsets[g + 1] = all.size();
        }
        return new ArrayColumn(resultType, all.build(), offsets, groups);
    }
}
