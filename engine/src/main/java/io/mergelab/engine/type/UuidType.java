package io.mergelab.engine.type;

/** UUID: 16 bytes in big-endian order of the canonical text form. */
public record UuidType() implements DataType {
    public static final UuidType INSTANCE = new UuidType();

    @Override
    public String name() {
        return "UUID";
    }

    @Override
    public Representation representation() {
        return Representation.BYTES;
    }
}
