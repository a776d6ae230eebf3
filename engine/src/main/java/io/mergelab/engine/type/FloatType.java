package io.mergelab.engine.type;

/** Float32 / Float64, held in {@code double}; Float32 values are rounded to float precision on entry. */
public record FloatType(int bits) implements DataType {
    public static final FloatType FLOAT32 = new FloatType(32);
    public static final FloatType FLOAT64 = new FloatType(64);

    public FloatType {
        if (bits != 32 && bits != 64) {
            throw new IllegalArgumentException("float width " + bits);
        }
    }

    @Override
    public String name() {
        return "Float" + bits;
    }

    @Override
    public Representation representation() {
        return Representation.DOUBLE;
    }
}
