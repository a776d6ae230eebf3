package io.mergelab.engine.storage;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.Arrays;

/** Orders values of scalar columns as ClickHouse does: UInt64 unsigned, strings byte-wise unsigned. */
public final class ValueComparator {
    private ValueComparator() {
    }

    /** Whether the value can take part in a min/max (not NULL, not NaN). */
    public static boolean comparable(Column c, int row) {
        if (c instanceof NullableColumn n) {
            return !n.isNull(row) && comparable(n.nested(), row);
        }
        return !(c instanceof DoubleColumn d) || !Double.isNaN(d.values()[row]);
    }

    public static int compare(Column a, int i, Column b, int j) {
        if (a instanceof NullableColumn na) {
            return compare(na.nested(), i, ((NullableColumn) b).nested(), j);
        }
        if (a instanceof LongColumn la) {
            long x = la.values()[i];
            long y = ((LongColumn) b).values()[j];
            return unsigned64(a.type()) ? Long.compareUnsigned(x, y) : Long.compare(x, y);
        }
        if (a instanceof DoubleColumn da) {
            return Double.compare(da.values()[i], ((DoubleColumn) b).values()[j]);
        }
        if (a instanceof BytesColumn ba) {
            BytesColumn bb = (BytesColumn) b;
            return Arrays.compareUnsigned(ba.data(), ba.start(i), ba.start(i) + ba.length(i),
                    bb.data(), bb.start(j), bb.start(j) + bb.length(j));
        }
        throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN,
                "Column of type " + a.type().name() + " cannot be used in a min/max index of partition key columns");
    }

    private static boolean unsigned64(DataType type) {
        return type.unwrapLowCardinality() instanceof IntegerType i && i.isUInt64();
    }
}
