package io.mergelab.engine.sql.ast;

import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Optional;

/**
 * {@code name Type [DEFAULT|MATERIALIZED|ALIAS expr] [CODEC(...)] [COMMENT 's']}. {@code typeName} is the type
 * as written, normalised in spacing ({@code Decimal(18, 4)}); a trailing {@code NULL} is folded into it as
 * {@code Nullable(T)}. The type is not resolved by the parser, see {@link #dataType()}.
 */
public record ColumnDef(String name, String typeName, Optional<ColumnDefault> defaultValue, List<Codec> codecs,
        Optional<String> comment) {

    public ColumnDef {
        codecs = List.copyOf(codecs);
    }

    /** Resolves the type; fails with UNKNOWN_TYPE or BAD_ARGUMENTS as {@link DataType#parse} does. */
    public DataType dataType() {
        return DataType.parse(typeName);
    }
}
