package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.TupleType;

/**
 * One stored value per group, of one non-Nullable type (or a tuple of such), with comparison in the type's order: the state of
 * {@code min}, {@code max}, {@code any}, {@code anyLast} and both halves of {@code argMin}/{@code argMax}.
 */
abstract class ValueStore {

    static ValueStore forType(DataType type) {
        DataType t = type.unwrapLowCardinality();
        return switch (t.representation()) {
            case LONG -> new LongValueStore(type, t instanceof IntegerType i && i.isUInt64());
            case DOUBLE -> new DoubleValueStore(type);
            case BYTES -> new BytesValueStore(type);
            case TUPLE -> new TupleValueStore((TupleType) t);
            default -> throw new IllegalArgumentException("no value store for " + type.name());
        };
    }

    static boolean supports(DataType type) {
        DataType t = type.unwrapLowCardinality();
        return switch (t.representation()) {
            case LONG, DOUBLE, BYTES -> true;
            case TUPLE -> ((TupleType) t).elements().stream().allMatch(ValueStore::supports);
            default -> false;
        };
    }

    abstract void ensureGroups(int groups);

    /** Stores row {@code row} of {@code column} as group g's value. */
    abstract void set(int g, Column column, int row);

    /** Compares row {@code row} of {@code column} with group g's value. */
    abstract int compare(Column column, int row, int g);

    /** Stores group {@code og} of {@code other} as group g's value. */
    abstract void setFrom(int g, ValueStore other, int og);

    /** Compares group {@code og} of {@code other} with group g's value. */
    abstract int compareFrom(ValueStore other, int og, int g);

    /** Heap bytes of the stored values, cheap to ask. */
    abstract long byteSize();

    /** Groups {@code [0, groups)}; a group never set holds the type's default. */
    abstract Column build(int groups);
}
