package io.mergelab.engine.function.arithmetic;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.function.NumericColumns;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import java.math.BigInteger;

/** intDiv, intDivOrZero and modulo kernels: exact integer semantics, UInt64 included, errors on zero. */
final class IntegerDivision {
    private IntegerDivision() {
    }

    enum Kind { INT_DIV, INT_DIV_OR_ZERO, MODULO }

    static Column execute(Kind kind, DataType a, DataType b, DataType result, Operand[] args, int rows, byte[] nulls) {
        if (TypeRules.isFloat(a) || TypeRules.isFloat(b)) {
            return executeFloat(kind, a, b, result, args, rows, nulls);
        }
        boolean aU64 = ((IntegerType) TypeRules.asInteger(a)).isUInt64();
        boolean bU64 = ((IntegerType) TypeRules.asInteger(b)).isUInt64();
        boolean bSigned = TypeRules.isSigned(b);
        boolean aSigned = TypeRules.isSigned(a);
        IntegerType r = (IntegerType) result;
        long[] x = NumericColumns.longs(args[0].column());
        long[] y = NumericColumns.longs(args[1].column());
        long[] out = new long[rows];
        boolean xc = args[0].constant();
        boolean yc = args[1].constant();
        for (int i = 0; i < rows; i++) {
            if (nulls != null && nulls[i] != 0) {
                continue;
            }
            long p = x[xc ? 0 : i];
            long q = y[yc ? 0 : i];
            if (q == 0) {
                if (kind == Kind.INT_DIV_OR_ZERO) {
                    continue;
                }
                throw new MergeLabException(ErrorCode.ILLEGAL_DIVISION, "Division by zero");
            }
            long v;
            if ((aU64 && p < 0) || (bU64 && q < 0)) {
                v = big(kind, p, aU64, q, bU64);
            } else if (aSigned && bSigned && p == Long.MIN_VALUE && q == -1) {
                if (kind == Kind.INT_DIV) {
                    throw new MergeLabException(ErrorCode.ILLEGAL_DIVISION, "Division of minimal signed number by minus one");
                }
                v = 0;
            } else {
                v = kind == Kind.MODULO ? p % q : p / q;
            }
            out[i] = NumericColumns.wrap(v, r);
        }
        return new LongColumn(result, out, rows);
    }

    private static long big(Kind kind, long p, boolean pUnsigned, long q, boolean qUnsigned) {
        BigInteger bp = pUnsigned ? new BigInteger(Long.toUnsignedString(p)) : BigInteger.valueOf(p);
        BigInteger bq = qUnsigned ? new BigInteger(Long.toUnsignedString(q)) : BigInteger.valueOf(q);
        return (kind == Kind.MODULO ? bp.remainder(bq) : bp.divide(bq)).longValue();
    }

    private static Column executeFloat(Kind kind, DataType a, DataType b, DataType result, Operand[] args, int rows,
                                       byte[] nulls) {
        double[] x = NumericColumns.doubles(args[0].column(), a);
        double[] y = NumericColumns.doubles(args[1].column(), b);
        boolean xc = args[0].constant();
        boolean yc = args[1].constant();
        if (kind == Kind.MODULO) {
            double[] out = new double[rows];
            for (int i = 0; i < rows; i++) {
                out[i] = x[xc ? 0 : i] % y[yc ? 0 : i];
            }
            return NumericColumns.doubleColumn(FloatType.FLOAT64, out, rows);
        }
        IntegerType r = (IntegerType) result;
        long[] out = new long[rows];
        for (int i = 0; i < rows; i++) {
            if (nulls != null && nulls[i] != 0) {
                continue;
            }
            double q = y[yc ? 0 : i];
            double v = x[xc ? 0 : i] / q;
            if (q == 0 || !Double.isFinite(v) || Math.abs(v) >= 1.8446744073709552E19) {
                if (kind == Kind.INT_DIV_OR_ZERO) {
                    continue;
                }
                throw new MergeLabException(ErrorCode.ILLEGAL_DIVISION, q == 0 ? "Division by zero"
                        : "Cannot perform integer division, because it will produce infinite or too large number");
            }
            out[i] = NumericColumns.wrap(r.signed() ? (long) v : NumericColumns.doubleToUnsigned(v), r);
        }
        return new LongColumn(result, out, rows);
    }
}
