package io.mergelab.engine.type;

/** Date32: signed days since 1970-01-01 (1900-01-01 .. 2299-12-31). */
public record Date32Type() implements DataType {
    public static final Date32Type INSTANCE = new Date32Type();

    @Override
    public String name() {
        return "Date32";
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
