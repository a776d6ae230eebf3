package io.mergelab.engine.type;

/** Bool: 0 or 1 in a {@code long}, printed as {@code true}/{@code false}. */
public record BoolType() implements DataType {
    public static final BoolType INSTANCE = new BoolType();

    @Override
    public String name() {
        return "Bool";
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
