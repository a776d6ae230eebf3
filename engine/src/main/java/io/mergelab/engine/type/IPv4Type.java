package io.mergelab.engine.type;

/** IPv4: an address held as its UInt32 number in a {@code long}, printed and parsed in dotted-quad form. */
public record IPv4Type() implements DataType {
    public static final IPv4Type INSTANCE = new IPv4Type();

    @Override
    public String name() {
        return "IPv4";
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
