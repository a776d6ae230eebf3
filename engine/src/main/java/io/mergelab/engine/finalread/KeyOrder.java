package io.mergelab.engine.finalread;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.storage.PrimaryIndex;
import io.mergelab.engine.storage.ValueComparator;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.TupleType;
import java.util.List;

/**
 * Orders primary-key values as the parts are sorted: index entries of different parts against each other, and rows
 * of a chunk's computed key columns against an index entry. Splitting FINAL ranges by key is only done for keys of
 * "safe" types (as ClickHouse: no floats, whose NaN breaks the order, no Nullable, no containers).
 */
public final class KeyOrder {
    private KeyOrder() {
    }

    /** Whether ranges of a key of these types may be split by value: a non-empty key without float, Nullable or container types. */
    public static boolean splittable(List<DataType> keyTypes) {
        if (keyTypes.isEmpty()) {
            return false;
        }
        for (DataType t : keyTypes) {
            DataType u = t.unwrapLowCardinality();
            if (u instanceof FloatType || u instanceof NullableType || u instanceof ArrayType || u instanceof TupleType
                    || u instanceof MapType) {
                return false;
            }
        }
        return true;
    }

    /** Index entry {@code a} of {@code ia} against entry {@code b} of {@code ib}. */
    public static int compare(PrimaryIndex ia, int a, PrimaryIndex ib, int b) {
        List<Column> ca = ia.columns();
        List<Column> cb = ib.columns();
        for (int i = 0; i < ca.size(); i++) {
            int c = ValueComparator.compare(ca.get(i), a, cb.get(i), b);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Row {@code row} of the key columns {@code key} against {@code bound}. */
    public static int compare(List<Column> key, int row, KeyBound bound) {
        List<Column> cb = bound.index().columns();
        for (int i = 0; i < key.size(); i++) {
            int c = ValueComparator.compare(key.get(i), row, cb.get(i), bound.mark());
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
