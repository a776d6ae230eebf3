package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Values;
import io.mergelab.engine.storage.format.SipHash;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import io.mergelab.engine.type.UuidType;
import java.nio.ByteBuffer;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The value of a table's partition key for one part: one boxed value (see {@link Values}) per key
 * expression, with the expression's type. No key at all is the empty value ({@link #NONE}).
 */
public record PartitionValue(List<DataType> types, List<Object> values) {
    public static final PartitionValue NONE = new PartitionValue(List.of(), List.of());

    /** ClickHouse's Field type tags, hashed before each value when the id is a hash. */
    private static final byte TAG_NULL = 0;
    private static final byte TAG_UINT64 = 1;
    private static final byte TAG_INT64 = 2;
    private static final byte TAG_FLOAT64 = 3;
    private static final byte TAG_UINT128 = 4;
    private static final byte TAG_STRING = 16;
    private static final byte TAG_ARRAY = 17;
    private static final byte TAG_TUPLE = 18;
    private static final byte TAG_DECIMAL32 = 19;
    private static final byte TAG_DECIMAL64 = 20;

    public PartitionValue {
        if (types.size() != values.size()) {
            throw new IllegalArgumentException(types.size() + " partition key types for " + values.size() + " values");
        }
        types = List.copyOf(types);
        values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    /** The partition value of row {@code row} of the evaluated partition key columns. */
    public static PartitionValue of(List<Column> keyColumns, int row) {
        List<DataType> types = new ArrayList<>(keyColumns.size());
        List<Object> values = new ArrayList<>(keyColumns.size());
        for (Column c : keyColumns) {
            types.add(c.type());
            values.add(c.get(row));
        }
        return new PartitionValue(types, values);
    }

    /**
     * The partition id used in part names, formed as ClickHouse forms it: {@code all} without a key; when every
     * value is an integer (UInt*, Int*, Bool, Date, Date32, DateTime), the numbers joined by '-', Dates
     * printed as YYYYMMDD; otherwise 32 hex digits of ClickHouse's SipHash-128 over the values' type tags and
     * little-endian bytes (so ids match ClickHouse's for the same values).
     */
    public String partitionId() {
        if (types.isEmpty()) {
            return "all";
        }
        if (allIntegral()) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < types.size(); i++) {
                if (i > 0) {
                    sb.append('-');
                }
                sb.append(integralId(types.get(i), values.get(i)));
            }
            return sb.toString();
        }
        SipHash hash = new SipHash();
        for (int i = 0; i < types.size(); i++) {
            hashValue(hash, types.get(i), values.get(i));
        }
        return hash.hex128();
    }

    /** The partition as {@code system.parts.partition} prints it: {@code 202401}, {@code tuple()}, {@code (1,'a')}. */
    public String display() {
        if (types.isEmpty()) {
            return "tuple()";
        }
        if (types.size() == 1) {
            return ValueText.plain(types.get(0), values.get(0));
        }
        return ValueText.quoted(new TupleType(types), values);
    }

    private boolean allIntegral() {
        for (int i = 0; i < types.size(); i++) {
            if (values.get(i) == null || !isIntegral(bare(types.get(i)))) {
                return false;
            }
        }
        return true;
    }

    private static DataType bare(DataType type) {
        DataType t = type.unwrapLowCardinality();
        return t instanceof NullableType n ? n.nested().unwrapLowCardinality() : t;
    }

    private static boolean isIntegral(DataType t) {
        return t instanceof IntegerType || t instanceof BoolType || t instanceof DateType || t instanceof Date32Type
                || t instanceof DateTimeType || t instanceof EnumType;
    }

    private static String integralId(DataType type, Object value) {
        DataType t = bare(type);
        if (t instanceof DateType) {
            LocalDate d = (LocalDate) value;
            return Integer.toString(d.getYear() * 10000 + d.getMonthValue() * 100 + d.getDayOfMonth());
        }
        long v = Values.toLong(t, value);
        return t instanceof IntegerType i && i.isUInt64() ? Long.toUnsignedString(v) : Long.toString(v);
    }

    private static void hashValue(SipHash hash, DataType type, Object value) {
        DataType t = bare(type);
        if (value == null) {
            hash.update(TAG_NULL);
        } else if (t instanceof IntegerType i) {
            hash.update(i.signed() ? TAG_INT64 : TAG_UINT64).updateLong(Values.toLong(t, value));
        } else if (t instanceof Date32Type || t instanceof EnumType) {
            hash.update(TAG_INT64).updateLong(Values.toLong(t, value));
        } else if (isIntegral(t)) {
            hash.update(TAG_UINT64).updateLong(Values.toLong(t, value));
        } else if (t instanceof FloatType) {
            hash.update(TAG_FLOAT64).updateLong(Double.doubleToRawLongBits(((Number) value).doubleValue()));
        } else if (t instanceof DecimalType d && d.precision() <= 9) {
            hash.update(TAG_DECIMAL32).updateInt((int) Values.toLong(t, value));
        } else if (t instanceof DecimalType || t instanceof DateTime64Type) {
            hash.update(TAG_DECIMAL64).updateLong(Values.toLong(t, value));
        } else if (t instanceof UuidType) {
            // ClickHouse hashes a UUID as its UInt128: low 64 bits first, each half little-endian
            ByteBuffer b = ByteBuffer.wrap(Values.toBytes(t, value));
            long high = b.getLong();
            long low = b.getLong();
            hash.update(TAG_UINT128).updateLong(low).updateLong(high);
        } else if (t instanceof ArrayType a) {
            List<?> elements = (List<?>) value;
            hash.update(TAG_ARRAY).updateLong(elements.size());
            for (Object e : elements) {
                hashValue(hash, a.element(), e);
            }
        } else if (t instanceof TupleType tuple) {
            List<?> elements = (List<?>) value;
            hash.update(TAG_TUPLE).updateLong(elements.size());
            for (int i = 0; i < elements.size(); i++) {
                hashValue(hash, tuple.elements().get(i), elements.get(i));
            }
        } else {
            byte[] bytes = Values.toBytes(t, value);
            hash.update(TAG_STRING).updateLong(bytes.length).update(bytes, 0, bytes.length);
        }
    }
}
