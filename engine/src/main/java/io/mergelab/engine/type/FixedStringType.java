package io.mergelab.engine.type;

/** FixedString(N): exactly N bytes per value, zero-padded. */
public record FixedStringType(int length) implements DataType {
    public FixedStringType {
        if (length < 1) {
            throw new IllegalArgumentException("FixedString length " + length);
        }
    }

    @Override
    public String name() {
        return "FixedString(" + length + ")";
    }

    @Override
    public Representation representation() {
        return Representation.BYTES;
    }
}
