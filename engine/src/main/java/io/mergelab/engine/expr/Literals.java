package io.mergelab.engine.expr;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.math.BigInteger;

/** Literal values as one-row columns of the type ClickHouse gives them. */
final class Literals {
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private Literals() {
    }

    static Column column(Object value) {
        if (value == null) {
            return ColumnOps.allNull(ColumnOps.ONLY_NULL, 1);
        }
        if (value instanceof Long l) {
            return ColumnOps.constant(integerType(l), l);
        }
        if (value instanceof Integer i) {
            return ColumnOps.constant(integerType(i), (long) i);
        }
        if (value instanceof BigInteger b) {
            if (b.signum() >= 0 && b.compareTo(UINT64_MAX) <= 0) {
                return ColumnOps.constant(IntegerType.UINT64, b.longValue());
            }
            return ColumnOps.constant(FloatType.FLOAT64, b.doubleValue());
        }
        if (value instanceof Double d) {
            return ColumnOps.constant(FloatType.FLOAT64, d);
        }
        if (value instanceof Boolean b) {
            return ColumnOps.constant(BoolType.INSTANCE, b);
        }
        if (value instanceof String s) {
            return ColumnOps.constant(StringType.INSTANCE, s);
        }
        throw new IllegalArgumentException("literal of class " + value.getClass().getName());
    }

    /** The smallest UInt that holds a non-negative value, the smallest Int for a negative one. */
    static DataType integerType(long v) {
        if (v >= 0) {
            if (v <= 0xFF) {
                return IntegerType.UINT8;
            }
            if (v <= 0xFFFF) {
                return IntegerType.UINT16;
            }
            return v <= 0xFFFF_FFFFL ? IntegerType.UINT32 : IntegerType.UINT64;
        }
        if (v >= Byte.MIN_VALUE) {
            return IntegerType.INT8;
        }
        if (v >= Short.MIN_VALUE) {
            return IntegerType.INT16;
        }
        return v >= Integer.MIN_VALUE ? IntegerType.INT32 : IntegerType.INT64;
    }
}
