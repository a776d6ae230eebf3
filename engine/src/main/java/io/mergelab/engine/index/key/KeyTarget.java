package io.mergelab.engine.index.key;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.type.DataType;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/**
 * Where an atom's values live: key {@code key}, printed as {@code column}, with values of {@code type} in
 * {@code domain}; {@code chain} maps key values to them (null: the key's own values). Constants are brought to
 * the domain directly, or, for a condition seen through the key, converted to the column's type
 * ({@code columnType}) and passed through {@code keyOfColumn}.
 */
record KeyTarget(int key, String column, DataType type, KeyDomain domain, CompiledExpression chain,
                 boolean decreasing, boolean exact, int direction, CompiledExpression keyOfColumn,
                 DataType columnType, boolean nullable) {

    KeyTarget inexact() {
        return new KeyTarget(key, column, type, domain, chain, decreasing, false, direction, keyOfColumn, columnType,
                nullable);
    }

    boolean isPlainStringKey() {
        return chain == null && keyOfColumn == null && domain == KeyDomain.BYTES;
    }

    Optional<Object> keyValue(Column constant, int row, ZoneId zone) {
        if (keyOfColumn == null) {
            return KeyConstants.convert(constant, row, type, zone);
        }
        Optional<Object> v = KeyConstants.convert(constant, row, columnType, zone);
        if (v.isEmpty()) {
            return Optional.empty();
        }
        ColumnBuilder b = ColumnBuilder.create(columnType);
        switch (KeyDomain.of(columnType).orElseThrow()) {
            case SIGNED, UNSIGNED -> b.appendLong((Long) v.get());
            case FLOAT -> b.appendDouble((Double) v.get());
            case BYTES -> {
                byte[] bytes = (byte[]) v.get();
                b.appendBytes(bytes, 0, bytes.length);
            }
        }
        try {
            Column keyValue = keyOfColumn.evaluate(Chunk.of(List.of(b.build())));
            return Optional.ofNullable(domain.valueAt(keyValue, 0));
        } catch (MergeLabException e) {
            return Optional.empty();
        }
    }

    RpnElement element(RpnElement.Kind kind, KeyRange range, Object[] set, boolean negated) {
        return new RpnElement(kind, key, column, domain, range, set, negated, exact, nullable, chain, decreasing);
    }
}
