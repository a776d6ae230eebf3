package io.mergelab.engine.catalog;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.type.DataType;
import java.util.Optional;

/** A table column: name, type, how its value is produced when not inserted, and its compression codec. */
public record ColumnDefinition(
        String name, DataType type, DefaultKind defaultKind, Optional<Expr> defaultExpr, Codec codec, String comment) {

    /** DEFAULT may be overridden by an insert; MATERIALIZED is always computed; ALIAS is never stored. */
    public enum DefaultKind { NONE, DEFAULT, MATERIALIZED, ALIAS }

    /** Whether the column has data on disk. */
    public boolean isStored() {
        return defaultKind != DefaultKind.ALIAS;
    }

    /** Whether {@code SELECT *} and INSERT without a column list include it. */
    public boolean isOrdinary() {
        return defaultKind == DefaultKind.NONE || defaultKind == DefaultKind.DEFAULT;
    }
}
