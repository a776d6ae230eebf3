package io.mergelab.engine.type;

/** Date: days since 1970-01-01 as UInt16 (1970-01-01 .. 2149-06-06). */
public record DateType() implements DataType {
    public static final DateType INSTANCE = new DateType();

    @Override
    public String name() {
        return "Date";
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
