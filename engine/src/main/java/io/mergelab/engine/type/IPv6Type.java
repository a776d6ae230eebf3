package io.mergelab.engine.type;

/** IPv6: 16 bytes in network order, so byte order is address order; IPv4 addresses are held mapped (::ffff:a.b.c.d). */
public record IPv6Type() implements DataType {
    public static final IPv6Type INSTANCE = new IPv6Type();

    @Override
    public String name() {
        return "IPv6";
    }

    @Override
    public Representation representation() {
        return Representation.BYTES;
    }
}
