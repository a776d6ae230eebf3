package io.mergelab.profiler.store;

import io.mergelab.profiler.compare.Variant;
import java.util.Map;
import java.util.Optional;

/**
 * A variant as {@code comparisons.variants_json} holds it: table, sql and target null when the variant has none
 * (comparisons stored before targets could be variants have no target).
 */
record StoredVariant(String name, Map<String, String> settings, String table, String sql, String target) {
    static StoredVariant of(Variant variant) {
        return new StoredVariant(variant.name(), variant.settings(), variant.table().orElse(null),
                variant.sql().orElse(null), variant.target().orElse(null));
    }

    Variant variant() {
        return new Variant(name, settings, Optional.ofNullable(table), Optional.ofNullable(sql),
                Optional.ofNullable(target));
    }
}
