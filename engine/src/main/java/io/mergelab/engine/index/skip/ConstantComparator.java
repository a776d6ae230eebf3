package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.util.Arrays;

/**
 * Compares stored index values (a granule's min or max, a set's values) with a filter's constants directly on the
 * column arrays, for the pairs of types where that is exactly what the query's comparison does: integers with
 * integers (UInt64 unsigned), a date or time with a constant of its own type, floats with floats or integers (NaN
 * constants excluded), strings byte-wise. Other pairs go through the engine's comparison functions (slower, one
 * evaluation per granule).
 */
public abstract class ConstantComparator {
    /**
     * Sign of {@code values[row] - constants[i]}; {@code values} holds non-NULL values of the element's value type, and
     * no NaN (callers decide what a NaN means for their predicate).
     */
    public abstract int compare(Column values, int row, int i);

    /** The comparator for values of {@code elementType} against {@code constants}, or null when there is no fast path. */
    public static ConstantComparator of(DataType elementType, Column constants) {
        DataType ct = constants.type();
        if (elementType instanceof IntegerType et && constants instanceof LongColumn c && ct instanceof IntegerType cti) {
            return new Integers(et.isUInt64(), c.values(), cti.isUInt64());
        }
        if ((elementType instanceof DateType || elementType instanceof Date32Type || elementType instanceof DateTimeType
                || elementType instanceof DateTime64Type) && ct.equals(elementType) && constants instanceof LongColumn c) {
            return new Integers(false, c.values(), false);
        }
        if (elementType instanceof FloatType) {
            double[] values = new double[constants.size()];
            if (constants instanceof DoubleColumn d && ct instanceof FloatType) {
                for (int i = 0; i < values.length; i++) {
                    if (Double.isNaN(d.values()[i])) {
                        return null;
                    }
                    values[i] = d.values()[i];
                }
                return new Doubles(values);
            }
            if (constants instanceof LongColumn l && ct instanceof IntegerType it) {
                for (int i = 0; i < values.length; i++) {
                    long v = l.values()[i];
                    // exact as a double only within 2^53
                    if ((it.isUInt64() && v < 0) || Math.abs(v) > (1L << 53)) {
                        return null;
                    }
                    values[i] = v;
                }
                return new Doubles(values);
            }
            return null;
        }
        if (elementType instanceof StringType && ct.unwrapLowCardinality() instanceof StringType && constants instanceof BytesColumn b) {
            return new Strings(b);
        }
        return null;
    }

    private static final class Integers extends ConstantComparator {
        private final boolean rangeUnsigned64;
        private final long[] constants;
        private final boolean constantsUnsigned64;

        Integers(boolean rangeUnsigned64, long[] constants, boolean constantsUnsigned64) {
            this.rangeUnsigned64 = rangeUnsigned64;
            this.constants = constants;
            this.constantsUnsigned64 = constantsUnsigned64;
        }

        @Override
        public int compare(Column range, int row, int i) {
            long a = ((LongColumn) range).values()[row];
            long b = constants[i];
            // a UInt64 with its top bit set is above every signed value
            boolean aHuge = rangeUnsigned64 && a < 0;
            boolean bHuge = constantsUnsigned64 && b < 0;
            if (aHuge || bHuge) {
                return aHuge && bHuge ? Long.compareUnsigned(a, b) : aHuge ? 1 : -1;
            }
            return Long.compare(a, b);
        }
    }

    private static final class Doubles extends ConstantComparator {
        private final double[] constants;

        Doubles(double[] constants) {
            this.constants = constants;
        }

        @Override
        public int compare(Column range, int row, int i) {
            double a = ((DoubleColumn) range).values()[row];
            double b = constants[i];
            // IEEE order: -0.0 equals 0.0, as the query's comparison says
            return a < b ? -1 : a > b ? 1 : 0;
        }
    }

    private static final class Strings extends ConstantComparator {
        private final BytesColumn constants;

        Strings(BytesColumn constants) {
            this.constants = constants;
        }

        @Override
        public int compare(Column range, int row, int i) {
            BytesColumn a = (BytesColumn) range;
            return Arrays.compareUnsigned(a.data(), a.start(row), a.start(row) + a.length(row),
                    constants.data(), constants.start(i), constants.start(i) + constants.length(i));
        }
    }
}
