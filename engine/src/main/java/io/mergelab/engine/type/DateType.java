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

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof DateType;
    }

    @Override
    public int hashCode() {
        return DateType.class.getName().hashCode();
    }
}
