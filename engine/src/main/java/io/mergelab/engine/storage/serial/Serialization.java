package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.AggregateFunctionType;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.util.ArrayList;
import java.util.List;

/**
 * How the values of one type are laid out in substreams. A serialization is a tree mirroring the type
 * (Nullable, Array and Tuple have children); its substreams are numbered in pre-order, and every node
 * knows the index of its first one, so writing and reading walk the tree with arrays of sinks/sources.
 *
 * <p>Substream names (suffixes to the column's file name): Nullable's null map {@code .null}; Array
 * sizes {@code .size<depth>}; String lengths {@code .size}; Tuple element i {@code .<i>}; Map keys and values
 * {@code .keys} / {@code .values} after the sizes; the values
 * themselves have no suffix.
 */
public abstract sealed class Serialization
        permits FixedWidthSerialization, StringSerialization, NullableSerialization, ArraySerialization,
                TupleSerialization, SparseSerialization {

    protected final DataType type;

    protected Serialization(DataType type) {
        this.type = type;
    }

    public static Serialization of(DataType type) {
        return of(type, 0);
    }

    private static Serialization of(DataType type, int arrayDepth) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof IntegerType i) {
            return new FixedLongSerialization(type, i.bits() / 8, i.signed());
        }
        if (t instanceof BoolType || t instanceof NothingType) {
            return new FixedLongSerialization(type, 1, false);
        }
        if (t instanceof DateType) {
            return new FixedLongSerialization(type, 2, false);
        }
        if (t instanceof Date32Type) {
            return new FixedLongSerialization(type, 4, true);
        }
        if (t instanceof DateTimeType || t instanceof IPv4Type) {
            return new FixedLongSerialization(type, 4, false);
        }
        if (t instanceof DateTime64Type || t instanceof DecimalType) {
            return new FixedLongSerialization(type, 8, true);
        }
        if (t instanceof FloatType f) {
            return new FloatSerialization(type, f.bits() / 8);
        }
        if (t instanceof StringType || t instanceof AggregateFunctionType) {
            // aggregate states are stored as length-prefixed bytes, as strings are
            return new StringSerialization(type);
        }
        if (t instanceof FixedStringType f) {
            return new FixedBytesSerialization(type, f.length());
        }
        if (t instanceof UuidType || t instanceof IPv6Type) {
            return new FixedBytesSerialization(type, 16);
        }
        if (t instanceof NullableType n) {
            return new NullableSerialization(type, of(n.nested(), arrayDepth));
        }
        if (t instanceof ArrayType a) {
            return new ArraySerialization(type, arrayDepth, of(a.element(), arrayDepth + 1));
        }
        if (t instanceof TupleType tuple) {
            List<Serialization> elements = new ArrayList<>();
            List<String> suffixes = new ArrayList<>();
            for (DataType e : tuple.elements()) {
                elements.add(of(e, arrayDepth));
                suffixes.add(Integer.toString(suffixes.size() + 1));
            }
            return new TupleSerialization(type, elements, suffixes);
        }
        if (t instanceof MapType m) {
            // Array(Tuple(K, V)) with ClickHouse's substream names: .size<d>, .keys, .values
            TupleSerialization entries = new TupleSerialization(m.entryType(),
                    List.of(of(m.key(), arrayDepth + 1), of(m.value(), arrayDepth + 1)), List.of("keys", "values"));
            return new ArraySerialization(type, arrayDepth, entries);
        }
        if (t instanceof EnumType e) {
            return new FixedLongSerialization(type, e.bits() / 8, true);
        }
        throw new IllegalArgumentException("no serialization for " + type.name());
    }

    /**
     * A String column's {@code .size} substream read on its own as the {@code s.size} subcolumn: the UInt32 lengths
     * as UInt64, ClickHouse's type for the subcolumn.
     */
    public static Serialization stringSizes() {
        return new FixedLongSerialization(IntegerType.UINT64, 4, false);
    }

    /** Whether this is a String's layout (lengths in {@code .size}, then the bytes), whose sizes read alone. */
    public boolean hasStringSizes() {
        return this instanceof StringSerialization;
    }

    public DataType type() {
        return type;
    }

    /** Number of substreams of this node and its children. */
    public abstract int streamCount();

    /** Appends the name suffix of every substream, in stream order, each starting with {@code prefix}. */
    public abstract void streamSuffixes(String prefix, List<String> out);

    public List<String> streamSuffixes() {
        List<String> out = new ArrayList<>(streamCount());
        streamSuffixes("", out);
        return out;
    }

    /** Writes rows {@code [from, to)} of {@code column}; this node's first substream is {@code sinks[first]}. */
    public abstract void write(Column column, int from, int to, ByteSink[] sinks, int first);

    /** Reads {@code rows} rows; this node's first substream is {@code sources[first]}. */
    public abstract Column read(ByteSource[] sources, int first, int rows);

    /**
     * {@link #read}, into this thread's {@link ReadScratch} slot {@code slot} where the layout allows: the column is
     * valid only until the next such read of that slot on this thread, so the caller copies out what it keeps.
     */
    public Column readTransient(ByteSource[] sources, int first, int rows, int slot) {
        return read(sources, first, rows);
    }

    /** Uncompressed serialized bytes of rows {@code [from, to)}, used for adaptive granularity. */
    public abstract long rangeBytes(Column column, int from, int to);

    /** Serialized bytes of each row when that is the same for every row, else -1. */
    public abstract int fixedRowBytes();
}
