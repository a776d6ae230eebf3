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

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof StringType;
    }

    @Override
    public int hashCode() {
        return StringType.class.getName().hashCode();
    }
}
