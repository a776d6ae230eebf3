package io.mergelab.engine.function.arithmetic;

import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;

/** ClickHouse's NumberTraits result types for the arithmetic operators on non-Decimal numbers. */
final class ArithmeticTypes {
    private ArithmeticTypes() {
    }

    private static int nextSize(int size) {
        return size < 8 ? size * 2 : size;
    }

    /** plus, multiply: signed if either is, float if either is, one size up (capped at 8 bytes). */
    static DataType additionMultiplication(DataType a, DataType b) {
        return TypeRules.construct(signedLike(a) || signedLike(b), floating(a) || floating(b),
                nextSize(Math.max(TypeRules.sizeOf(a), TypeRules.sizeOf(b))));
    }

    static DataType subtraction(DataType a, DataType b) {
        return TypeRules.construct(true, floating(a) || floating(b), nextSize(Math.max(TypeRules.sizeOf(a), TypeRules.sizeOf(b))));
    }

    /** intDiv: the dividend's size, signed if either is (floats count as signed). */
    static DataType integerDivision(DataType a, DataType b) {
        return TypeRules.construct(signedLike(a) || signedLike(b), false, TypeRules.sizeOf(a));
    }

    /** modulo: Float64 with a float; else the divisor's size, signed (one size up) when the dividend is. */
    static DataType modulo(DataType a, DataType b) {
        if (floating(a) || floating(b)) {
            return FloatType.FLOAT64;
        }
        boolean signed = signedLike(a);
        int size = TypeRules.sizeOf(b);
        return TypeRules.construct(signed, false, signed ? nextSize(size) : size);
    }

    static DataType negate(DataType a) {
        return TypeRules.construct(true, floating(a), signedLike(a) ? TypeRules.sizeOf(a) : nextSize(TypeRules.sizeOf(a)));
    }

    static DataType abs(DataType a) {
        return TypeRules.construct(false, floating(a), TypeRules.sizeOf(a));
    }

    private static boolean floating(DataType t) {
        return TypeRules.isFloat(t);
    }

    private static boolean signedLike(DataType t) {
        return TypeRules.isFloat(t) || TypeRules.isSigned(t);
    }
}
