package io.mergelab.engine.function.conversion;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.function.date.ZoneOffsets;
import io.mergelab.engine.function.date.Zones;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.ZoneId;

/**
 * Conversions among numbers, Bool, dates and times. Integers wrap under CAST and are range-checked under
 * INSERT; floats truncate toward zero; Decimal rescales with DECIMAL_OVERFLOW on overflow; numbers become a
 * Date as a day number up to 65535 and as a unix time beyond; Date becomes DateTime at local midnight.
 */
final class NumericConversion {
    private static final long DATE_MAX = 65_535;

    private NumericConversion() {
    }

    static boolean supports(DataType t) {
        return TypeRules.isNumber(t) || TypeRules.isDateOrTime(t);
    }

    static Column convert(Column column, DataType from, DataType to, ConversionMode mode, ZoneId sessionZone) {
        int rows = column.size();
        if (to instanceof FloatType) {
            double[] out = new double[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = asDouble(column, from, i);
            }
            return NumericColumns.doubleColumn(to, out, rows);
        }
        long[] out = new long[rows];
        ZoneOffsets fromZone = new ZoneOffsets(Zones.of(from, sessionZone));
        ZoneOffsets toZone = new ZoneOffsets(Zones.of(to, sessionZone));
        for (int i = 0; i < rows; i++) {
            out[i] = convertValue(column, from, to, i, mode, fromZone, toZone);
        }
        return new LongColumn(to, out, rows);
    }

    private static double asDouble(Column c, DataType from, int row) {
        if (c instanceof DoubleColumn d) {
            return d.values()[row];
        }
        long v = ((LongColumn) c).values()[row];
        if (from instanceof DecimalType d) {
            return v / (double) NumericColumns.POW10[d.scale()];
        }
        if (from instanceof IntegerType i && i.isUInt64()) {
            return NumericColumns.unsignedToDouble(v);
        }
        if (from instanceof DateTime64Type d) {
            return v / (double) NumericColumns.POW10[d.precision()];
        }
        return v;
    }

    private static long convertValue(Column c, DataType from, DataType to, int row, ConversionMode mode,
                                     ZoneOffsets fromZone, ZoneOffsets toZone) {
        if (to instanceof BoolType) {
            return c instanceof DoubleColumn d ? (d.values()[row] != 0 ? 1 : 0) : (((LongColumn) c).values()[row] != 0 ? 1 : 0);
        }
        if (to instanceof IntegerType t) {
            return toInteger(c, from, t, row, mode);
        }
        if (to instanceof DecimalType d) {
            return toDecimal(c, from, d, row, mode);
        }
        if (to instanceof DateType || to instanceof Date32Type) {
            long day = toDay(c, from, row, fromZone);
            if (to instanceof DateType) {
                return Math.max(0, Math.min(DATE_MAX, day));
            }
            return day;
        }
        if (to instanceof DateTimeType) {
            long seconds = toSeconds(c, from, row, toZone);
            if (mode == ConversionMode.INSERT && (seconds < 0 || seconds > 0xFFFF_FFFFL)) {
                throw outOfRange(c, from, row, to);
            }
            return seconds & 0xFFFF_FFFFL;
        }
        if (to instanceof DateTime64Type t) {
            return toTicks(c, from, t.precision(), row, toZone);
        }
        throw new MergeLabException(ErrorCode.CANNOT_CONVERT_TYPE, "Conversion from " + from.name() + " to " + to.name()
                + " is not supported");
    }

    private static long toInteger(Column c, DataType from, IntegerType t, int row, ConversionMode mode) {
        if (c instanceof DoubleColumn d) {
            double v = d.values()[row];
            if (mode == ConversionMode.INSERT && !fits(v, t)) {
                throw outOfRange(c, from, row, t);
            }
            if (Double.isNaN(v)) {
                return 0;
            }
            return NumericColumns.wrap(t.isUInt64() || v >= 9.223372036854775807E18 ? NumericColumns.doubleToUnsigned(v) : (long) v, t);
        }
        long v = ((LongColumn) c).values()[row];
        if (from instanceof DecimalType d) {
            v = v / NumericColumns.POW10[d.scale()];
        } else if (from instanceof DateTime64Type d) {
            v = Math.floorDiv(v, NumericColumns.POW10[d.precision()]);
        }
        if (mode == ConversionMode.INSERT && !fits(v, isUInt64(from), t)) {
            throw outOfRange(c, from, row, t);
        }
        return NumericColumns.wrap(v, t);
    }

    private static boolean isUInt64(DataType t) {
        return t instanceof IntegerType i && i.isUInt64();
    }

    private static boolean fits(long v, boolean unsignedSource, IntegerType t) {
        if (unsignedSource && v < 0) {
            return t.isUInt64();
        }
        if (t.isUInt64()) {
            return v >= 0;
        }
        return v >= t.minValue() && v <= t.maxValue();
    }

    private static boolean fits(double v, IntegerType t) {
        if (!Double.isFinite(v)) {
            return false;
        }
        double max = t.isUInt64() ? 1.8446744073709552E19 : NumericColumns.unsignedToDouble(t.maxValue()) + 1;
        return v > (double) t.minValue() - 1 && v < max;
    }

    private static long toDecimal(Column c, DataType from, DecimalType d, int row, ConversionMode mode) {
        long result;
        try {
            if (c instanceof DoubleColumn dc) {
                double v = dc.values()[row];
                if (!Double.isFinite(v)) {
                    throw new MergeLabException(ErrorCode.DECIMAL_OVERFLOW, "Cannot convert infinity or NaN to decimal");
                }
                result = floatToDecimal(v, d.scale(), mode);
            } else {
                long v = ((LongColumn) c).values()[row];
                if (from instanceof DecimalType s) {
                    result = s.scale() <= d.scale() ? Math.multiplyExact(v, NumericColumns.POW10[d.scale() - s.scale()])
                            : v / NumericColumns.POW10[s.scale() - d.scale()];
                } else if (isUInt64(from) && v < 0) {
                    result = new BigInteger(Long.toUnsignedString(v)).multiply(BigInteger.TEN.pow(d.scale())).longValueExact();
                } else {
                    result = Math.multiplyExact(v, NumericColumns.POW10[d.scale()]);
                }
            }
        } catch (ArithmeticException e) {
            throw new MergeLabException(ErrorCode.DECIMAL_OVERFLOW, "Decimal math overflow converting "
                    + describe(c, from, row) + " to " + d.name());
        }
        long limit = NumericColumns.POW10[d.precision()];
        if ((mode == ConversionMode.INSERT || d.precision() < 18) && (result >= limit || result <= -limit)) {
            throw new MergeLabException(ErrorCode.DECIMAL_OVERFLOW, "Decimal value " + describe(c, from, row)
                    + " is too large for type " + d.name());
        }
        return result;
    }

    /**
     * CAST and toDecimal multiply by 10^scale in floating point and truncate, as ClickHouse (so toDecimal64(0.1, 18)
     * is 0.1). INSERT takes the float's shortest decimal text, which is what the user typed in VALUES and what
     * ClickHouse parses there (0.29 stays 0.29 rather than the binary value's 0.28999...).
     */
    private static long floatToDecimal(double v, int scale, ConversionMode mode) {
        if (mode == ConversionMode.INSERT) {
            return BigDecimal.valueOf(v).movePointRight(scale).toBigInteger().longValueExact();
        }
        double out = v * NumericColumns.POW10[scale];
        if (!(out > -0x1p63 && out < 0x1p63)) {
            throw new ArithmeticException("decimal overflow");
        }
        return (long) out;
    }

    private static long toDay(Column c, DataType from, int row, ZoneOffsets fromZone) {
        if (from instanceof DateType || from instanceof Date32Type) {
            return ((LongColumn) c).values()[row];
        }
        if (from instanceof DateTimeType) {
            return fromZone.localDay(((LongColumn) c).values()[row]);
        }
        if (from instanceof DateTime64Type d) {
            return fromZone.localDay(Math.floorDiv(((LongColumn) c).values()[row], NumericColumns.POW10[d.precision()]));
        }
        long v = c instanceof DoubleColumn d ? (long) d.values()[row] : ((LongColumn) c).values()[row];
        if (from instanceof DecimalType d) {
            v /= NumericColumns.POW10[d.scale()];
        }
        // ClickHouse reads numbers beyond the Date range as unix timestamps.
        return v > DATE_MAX ? fromZone.localDay(v) : v;
    }

    private static long toSeconds(Column c, DataType from, int row, ZoneOffsets toZone) {
        if (from instanceof DateType || from instanceof Date32Type) {
            return toZone.startOfDay(((LongColumn) c).values()[row]);
        }
        if (from instanceof DateTime64Type d) {
            return Math.floorDiv(((LongColumn) c).values()[row], NumericColumns.POW10[d.precision()]);
        }
        if (c instanceof DoubleColumn d) {
            return (long) d.values()[row];
        }
        long v = ((LongColumn) c).values()[row];
        return from instanceof DecimalType d ? v / NumericColumns.POW10[d.scale()] : v;
    }

    private static long toTicks(Column c, DataType from, int precision, int row, ZoneOffsets toZone) {
        long scale = NumericColumns.POW10[precision];
        if (from instanceof DateTime64Type d) {
            long v = ((LongColumn) c).values()[row];
            return d.precision() <= precision ? v * NumericColumns.POW10[precision - d.precision()]
                    : Math.floorDiv(v, NumericColumns.POW10[d.precision() - precision]);
        }
        if (c instanceof DoubleColumn d) {
            return Math.round(d.values()[row] * scale);
        }
        if (from instanceof DecimalType d) {
            long v = ((LongColumn) c).values()[row];
            return d.scale() <= precision ? v * NumericColumns.POW10[precision - d.scale()]
                    : v / NumericColumns.POW10[d.scale() - precision];
        }
        return toSeconds(c, from, row, toZone) * scale;
    }

    private static MergeLabException outOfRange(Column c, DataType from, int row, DataType to) {
        return new MergeLabException(ErrorCode.CANNOT_CONVERT_TYPE, "Value " + describe(c, from, row) + " of type "
                + from.name() + " cannot be safely converted into type " + to.name());
    }

    private static String describe(Column c, DataType from, int row) {
        if (c instanceof DoubleColumn d) {
            return Double.toString(d.values()[row]);
        }
        long v = ((LongColumn) c).values()[row];
        if (from instanceof DecimalType d) {
            return BigDecimal.valueOf(v, d.scale()).toPlainString();
        }
        return isUInt64(from) ? Long.toUnsignedString(v) : Long.toString(v);
    }

}
