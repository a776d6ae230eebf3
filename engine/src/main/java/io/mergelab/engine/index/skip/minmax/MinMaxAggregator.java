package io.mergelab.engine.index.skip.minmax;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.index.skip.IndexElements;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.storage.ValueComparator;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;
import java.util.List;

/** Keeps, per element, the smallest and largest non-NULL value seen, and whether a NaN was seen. */
final class MinMaxAggregator implements SkipIndexAggregator {
    private final IndexElements elements;
    private final List<DataType> valueTypes;
    private final Column[] ranges;
    private final boolean[] nan;

    MinMaxAggregator(IndexElements elements, List<DataType> valueTypes) {
        this.elements = elements;
        this.valueTypes = valueTypes;
        this.ranges = new Column[elements.size()];
        this.nan = new boolean[elements.size()];
    }

    @Override
    public void add(Column values, int from, int count) {
        if (count == 0) {
            return;
        }
        for (int e = 0; e < ranges.length; e++) {
            Column c = elements.element(values, e);
            Column plain = c instanceof NullableColumn n ? n.nested() : c;
            if (c instanceof LongColumn l) {
                addLongs(e, l, from, count);
                continue;
            }
            int minRow = -1;
            int maxRow = -1;
            for (int r = from; r < from + count; r++) {
                if (!ValueComparator.comparable(c, r)) {
                    nan[e] |= plain instanceof DoubleColumn d && Double.isNaN(d.values()[r]);
                    continue;
                }
                if (minRow < 0) {
                    minRow = r;
                    maxRow = r;
                } else if (ValueComparator.compare(plain, r, plain, minRow) < 0) {
                    minRow = r;
                } else if (ValueComparator.compare(plain, r, plain, maxRow) > 0) {
                    maxRow = r;
                }
            }
            if (minRow >= 0) {
                merge(e, plain, minRow, maxRow);
            }
        }
    }

    /** The common case without NULLs or NaNs: integers, dates, times, in one pass over the array. */
    private void addLongs(int e, LongColumn c, int from, int count) {
        long[] v = c.values();
        boolean unsigned = c.type().unwrapLowCardinality() instanceof IntegerType t && t.isUInt64();
        // flipping the sign bit turns unsigned order into signed order
        long flip = unsigned ? Long.MIN_VALUE : 0;
        int minRow = from;
        int maxRow = from;
        long min = v[from] ^ flip;
        long max = min;
        for (int r = from + 1; r < from + count; r++) {
            long x = v[r] ^ flip;
            if (x < min) {
                min = x;
                minRow = r;
            } else if (x > max) {
                max = x;
                maxRow = r;
            }
        }
        merge(e, c, minRow, maxRow);
    }

    private void merge(int e, Column c, int minRow, int maxRow) {
        Column current = ranges[e];
        boolean newMin = current == null || ValueComparator.compare(c, minRow, current, 0) < 0;
        boolean newMax = current == null || ValueComparator.compare(c, maxRow, current, 1) > 0;
        if (newMin || newMax) {
            ColumnBuilder b = ColumnBuilder.create(valueTypes.get(e), 2);
            b.appendFrom(newMin ? c : current, newMin ? minRow : 0);
            b.appendFrom(newMax ? c : current, newMax ? maxRow : 1);
            ranges[e] = b.build();
        }
    }

    @Override
    public SkipIndexGranule finish() {
        MinMaxGranule granule = new MinMaxGranule(ranges.clone(), nan.clone());
        Arrays.fill(ranges, null);
        Arrays.fill(nan, false);
        return granule;
    }
}
