package io.mergelab.engine.type;

/** String: arbitrary bytes, usually UTF-8. */
public record StringType() implements DataType {
    public static final StringType INSTANCE = new StringType();

    @Override
    public String name() {
        return "String";
    }

    @Override
    public Representation representation() {
        return Representation.BYTES;
    }
}
