package io.mergelab.engine.finalread;

import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.sql.ast.Identifier;
import java.util.Optional;

/**
 * The arguments of {@code ReplacingMergeTree([ver[, is_deleted]])}: the version column (the row with the highest
 * version of a key wins; without one the last inserted row wins) and the is_deleted column (1 marks a deletion, which
 * FINAL hides).
 */
public record ReplacingParams(Optional<String> version, Optional<String> isDeleted) {

    public static ReplacingParams of(TableDefinition def) {
        return new ReplacingParams(argument(def, 0), argument(def, 1));
    }

    private static Optional<String> argument(TableDefinition def, int i) {
        return def.engineArgs().size() > i && def.engineArgs().get(i) instanceof Identifier id
                ? Optional.of(id.name()) : Optional.empty();
    }
}
