package io.mergelab.engine.type;

/** Nothing: the type of a bare NULL literal and of empty array literals' elements. */
public record NothingType() implements DataType {
    public static final NothingType INSTANCE = new NothingType();

    @Override
    public String name() {
        return "Nothing";
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
