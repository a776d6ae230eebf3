package io.mergelab.engine.sql.ast;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A ratio of {@code SAMPLE k [OFFSET m]}, kept exact as ClickHouse keeps it: {@code 0.1} is 1/10, {@code 1/3} stays
 * 1/3. A value above 1 is a number of rows.
 */
public record SampleRatio(BigInteger numerator, BigInteger denominator) {

    public SampleRatio {
        if (denominator.signum() <= 0) {
            throw new IllegalArgumentException("denominator must be positive: " + denominator);
        }
        BigInteger gcd = numerator.gcd(denominator);
        if (gcd.signum() > 0 && !gcd.equals(BigInteger.ONE)) {
            numerator = numerator.divide(gcd);
            denominator = denominator.divide(gcd);
        }
    }

    /** The exact value of a decimal literal such as {@code 0.25} or {@code 1e-3}. */
    public static SampleRatio of(BigDecimal value) {
        BigDecimal v = value.stripTrailingZeros();
        return v.scale() <= 0 ? new SampleRatio(v.toBigIntegerExact(), BigInteger.ONE)
                : new SampleRatio(v.unscaledValue(), BigInteger.TEN.pow(v.scale()));
    }

    public SampleRatio dividedBy(SampleRatio other) {
        return new SampleRatio(numerator.multiply(other.denominator), denominator.multiply(other.numerator));
    }

    public int compareTo(SampleRatio other) {
        return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
    }

    public int signum() {
        return numerator.signum();
    }

    public boolean isZero() {
        return numerator.signum() == 0;
    }

    /** As ClickHouse formats it: {@code 1 / 10}, or the integer alone. */
    @Override
    public String toString() {
        return denominator.equals(BigInteger.ONE) ? numerator.toString() : numerator + " / " + denominator;
    }
}
