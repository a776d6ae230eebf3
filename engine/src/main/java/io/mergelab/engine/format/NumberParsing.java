package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import java.nio.charset.StandardCharsets;

/** Parses integers, floats and decimals from UTF-8 bytes without creating objects on the common path. */
final class NumberParsing {
    /** Powers of ten that a double holds exactly; a mantissa of at most 15 digits times one of them rounds once. */
    private static final double[] EXACT_POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
        1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    private static final long MAX_UNSIGNED_DIV_10 = Long.divideUnsigned(-1L, 10);

    private NumberParsing() {
    }

    /** Parses {@code [+-]digits} and checks the range of {@code type}. UInt64 comes back as its raw bits. */
    static long parseInteger(byte[] s, int off, int len, IntegerType type) {
        int i = off;
        int end = off + len;
        boolean negative = false;
        if (i < end && (s[i] == '-' || s[i] == '+')) {
            negative = s[i] == '-';
            i++;
        }
        int digitsStart = i;
        long acc = 0;
        boolean overflow = false;
        while (i < end && s[i] >= '0' && s[i] <= '9') {
            int d = s[i] - '0';
            if (!overflow) {
                // Accumulate as unsigned 64-bit; overflow there is out of range for every width.
                if (Long.compareUnsigned(acc, MAX_UNSIGNED_DIV_10) > 0
                        || (acc == MAX_UNSIGNED_DIV_10 && d > 5)) {
                    overflow = true;
                } else {
                    acc = acc * 10 + d;
                }
            }
            i++;
        }
        if (i == digitsStart || i != end) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, type,
                    ParseErrors.syntaxDetail(s, off, i == digitsStart ? 0 : i - off));
        }
        if (overflow) {
            throw outOfRange(s, off, len, type);
        }
        if (type.isUInt64()) {
            if (negative && acc != 0) {
                throw outOfRange(s, off, len, type);
            }
            return acc;
        }
        if (acc < 0) {
            // More than 2^63 - 1: only Int64's minimum fits.
            if (negative && type.bits() == 64 && acc == Long.MIN_VALUE) {
                return Long.MIN_VALUE;
            }
            throw outOfRange(s, off, len, type);
        }
        long v = negative ? -acc : acc;
        if (v < type.minValue() || v > type.maxValue()) {
            throw outOfRange(s, off, len, type);
        }
        return v;
    }

    private static MergeLabException outOfRange(byte[] s, int off, int len, IntegerType type) {
        String range = type.isUInt64() ? "0 .. 18446744073709551615" : type.minValue() + " .. " + type.maxValue();
        return new MergeLabException(ErrorCode.CANNOT_PARSE_NUMBER,
                "Value " + ParseErrors.text(s, off, len) + " cannot be parsed as " + type.name()
                        + ": it is out of range " + range);
    }

    /**
     * Parses a float: {@code [+-]digits[.digits][e[+-]digits]}, {@code inf}, {@code infinity}, {@code nan}
     * (case-insensitive, optionally signed).
     */
    static double parseFloat(byte[] s, int off, int len, FloatType type) {
        int i = off;
        int end = off + len;
        boolean negative = false;
        if (i < end && (s[i] == '-' || s[i] == '+')) {
            negative = s[i] == '-';
            i++;
        }
        if (i < end && (s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'z') {
            int wordLength = end - i;
            if (matchesWord(s, i, wordLength, "nan")) {
                return Double.NaN;
            }
            if (matchesWord(s, i, wordLength, "inf") || matchesWord(s, i, wordLength, "infinity")) {
                return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            }
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, type, ParseErrors.syntaxDetail(s, off, 0));
        }
        long mantissa = 0;
        int mantissaDigits = 0;
        int droppedDigits = 0;
        int fractionDigits = 0;
        int digitsSeen = 0;
        while (i < end && s[i] >= '0' && s[i] <= '9') {
            if (mantissaDigits < 18) {
                if (mantissa != 0 || s[i] != '0') {
                    mantissaDigits++;
                }
                mantissa = mantissa * 10 + (s[i] - '0');
            } else {
                droppedDigits++;
            }
            digitsSeen++;
            i++;
        }
        if (i < end && s[i] == '.') {
            i++;
            while (i < end && s[i] >= '0' && s[i] <= '9') {
                if (mantissaDigits < 18) {
                    if (mantissa != 0 || s[i] != '0') {
                        mantissaDigits++;
                    }
                    mantissa = mantissa * 10 + (s[i] - '0');
                    fractionDigits++;
                }
                digitsSeen++;
                i++;
            }
        }
        if (digitsSeen == 0) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, type, ParseErrors.syntaxDetail(s, off, 0));
        }
        int exponent = 0;
        if (i < end && (s[i] == 'e' || s[i] == 'E')) {
            int expStart = i;
            i++;
            boolean expNegative = false;
            if (i < end && (s[i] == '-' || s[i] == '+')) {
                expNegative = s[i] == '-';
                i++;
            }
            int expDigitsStart = i;
            while (i < end && s[i] >= '0' && s[i] <= '9') {
                if (exponent < 100_000) {
                    exponent = exponent * 10 + (s[i] - '0');
                }
                i++;
            }
            if (i == expDigitsStart) {
                i = expStart;
            }
            exponent = expNegative ? -exponent : exponent;
        }
        if (i != end) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, type, ParseErrors.syntaxDetail(s, off, i - off));
        }
        int decimalExponent = exponent - fractionDigits + droppedDigits;
        if (mantissaDigits <= 15 && droppedDigits == 0 && decimalExponent >= -22 && decimalExponent <= 22) {
            double value = decimalExponent >= 0 ? mantissa * EXACT_POW10[decimalExponent] : mantissa / EXACT_POW10[-decimalExponent];
            return negative ? -value : value;
        }
        // Rare: long mantissas or large exponents need correct rounding, which the JDK provides.
        return Double.parseDouble(new String(s, off, len, StandardCharsets.US_ASCII));
    }

    private static boolean matchesWord(byte[] s, int off, int len, String word) {
        if (len != word.length()) {
            return false;
        }
        for (int k = 0; k < len; k++) {
            if ((s[off + k] | 0x20) != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Parses a decimal into its unscaled value for {@code type}. Digits beyond the scale are dropped
     * (truncation toward zero, as ClickHouse does); too many integer digits is ARGUMENT_OUT_OF_BOUND.
     */
    static long parseDecimal(byte[] s, int off, int len, DecimalType type) {
        int i = off;
        int end = off + len;
        boolean negative = false;
        if (i < end && (s[i] == '-' || s[i] == '+')) {
            negative = s[i] == '-';
            i++;
        }
        int intStart = i;
        while (i < end && s[i] >= '0' && s[i] <= '9') {
            i++;
        }
        int intEnd = i;
        int fracStart = intEnd;
        int fracEnd = intEnd;
        if (i < end && s[i] == '.') {
            i++;
            fracStart = i;
            while (i < end && s[i] >= '0' && s[i] <= '9') {
                i++;
            }
            fracEnd = i;
        }
        if (intEnd == intStart && fracEnd == fracStart) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, type, ParseErrors.syntaxDetail(s, off, 0));
        }
        long exponent = 0;
        if (i < end && (s[i] == 'e' || s[i] == 'E')) {
            int expStart = i;
            i++;
            boolean expNegative = false;
            if (i < end && (s[i] == '-' || s[i] == '+')) {
                expNegative = s[i] == '-';
                i++;
            }
            int expDigits = i;
            while (i < end && s[i] >= '0' && s[i] <= '9') {
                exponent = Math.min(exponent * 10 + (s[i] - '0'), 1_000_000);
                i++;
            }
            if (i == expDigits) {
                i = expStart;
            }
            exponent = expNegative ? -exponent : exponent;
        }
        if (i != end) {
            throw ParseErrors.cannotParse(ErrorCode.CANNOT_PARSE_TEXT, s, off, len, type, ParseErrors.syntaxDetail(s, off, i - off));
        }
        // Digits d[0..n) with the decimal point after position `point`; keep positions < point + scale.
        int intDigits = intEnd - intStart;
        int n = intDigits + (fracEnd - fracStart);
        long point = intDigits + exponent;
        long keep = point + type.scale();
        long unscaled = 0;
        int significantIntegerDigits = 0;
        boolean seenNonZero = false;
        for (long k = 0; k < keep; k++) {
            int d = k < n ? digitAt(s, intStart, intDigits, fracStart, (int) k) : 0;
            if (!seenNonZero && d == 0) {
                continue;
            }
            if (!seenNonZero) {
                seenNonZero = true;
                significantIntegerDigits = (int) Math.max(0, Math.min(point - k, Integer.MAX_VALUE));
                if (significantIntegerDigits > type.precision() - type.scale()) {
                    throw decimalTooBig(s, off, len, type, significantIntegerDigits);
                }
            }
            unscaled = unscaled * 10 + d;
        }
        return negative ? -unscaled : unscaled;
    }

    private static int digitAt(byte[] s, int intStart, int intDigits, int fracStart, int k) {
        return (k < intDigits ? s[intStart + k] : s[fracStart + k - intDigits]) - '0';
    }

    private static MergeLabException decimalTooBig(byte[] s, int off, int len, DecimalType type, int integerDigits) {
        return ParseErrors.cannotParse(ErrorCode.ARGUMENT_OUT_OF_BOUND, s, off, len, type,
                "Decimal value is too big: " + integerDigits + " digits before the decimal point, but "
                        + type.name() + " holds at most " + (type.precision() - type.scale()));
    }
}
