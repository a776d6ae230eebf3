package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.sql.SqlFormatter;
import java.util.stream.Collectors;

/** {@code system.data_skipping_indices.type_full}: the type with its arguments as declared, {@code ngrambf_v1(3, 256, 2, 0)}. */
final class TypeNames {
    private TypeNames() {
    }

    static String full(IndexDefinition definition) {
        if (definition.typeArgs().isEmpty()) {
            return definition.type();
        }
        return definition.type() + definition.typeArgs().stream().map(SqlFormatter::format).collect(Collectors.joining(", ", "(", ")"));
    }
}
