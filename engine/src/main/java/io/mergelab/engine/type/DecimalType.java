package io.mergelab.engine.type;

/** Decimal(P, S) with P up to 18, held as the unscaled value in a {@code long}. */
public record DecimalType(int precision, int scale) implements DataType {
    public static final int MAX_PRECISION = 18;

    public DecimalType {
        if (precision < 1 || precision > MAX_PRECISION || scale < 0 || scale > precision) {
            throw new IllegalArgumentException("Decimal(" + precision + ", " + scale + ")");
        }
    }

    @Override
    public String name() {
        return "Decimal(" + precision + ", " + scale + ")";
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
