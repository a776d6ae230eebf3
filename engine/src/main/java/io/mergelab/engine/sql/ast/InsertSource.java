package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** Where the rows of an INSERT come from. */
public sealed interface InsertSource {

    /** {@code VALUES (..), (..)}: each row is a list of expressions. */
    record Values(List<List<Expr>> rows) implements InsertSource {
        public Values {
            rows = rows.stream().map(List::copyOf).toList();
        }
    }

    /**
     * {@code FORMAT name [data]}. {@code data} is the inline data, starting after the format name and the one
     * whitespace character that follows it; empty when the statement has none (the caller supplies a stream).
     */
    record Format(String format, Optional<String> data) implements InsertSource {
    }

    /** {@code SELECT ...} (its SETTINGS belong to the query). */
    record Select(SelectUnion query) implements InsertSource {
    }
}
