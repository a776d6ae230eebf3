package io.mergelab.app.cli;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Seconds as clickhouse-client's {@code --time} prints them: a C++ stream's default rendering of a double
 * (six significant digits, no trailing zeros, exponent form below 1e-4), e.g. {@code 0.012345}, {@code 1.5}.
 */
final class ElapsedText {
    private static final MathContext SIX_DIGITS = new MathContext(6);

    private ElapsedText() {
    }

    static String seconds(long nanos) {
        return general(nanos / 1e9);
    }

    static String general(double value) {
        if (value == 0) {
            return "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(SIX_DIGITS).stripTrailingZeros();
        int exponent = rounded.precision() - rounded.scale() - 1;
        if (exponent < -4 || exponent >= 6) {
            BigDecimal mantissa = rounded.movePointLeft(exponent).stripTrailingZeros();
            return mantissa.toPlainString() + (exponent < 0 ? "e-" : "e+") + (Math.abs(exponent) < 10 ? "0" : "")
                    + Math.abs(exponent);
        }
        return rounded.toPlainString();
    }
}
