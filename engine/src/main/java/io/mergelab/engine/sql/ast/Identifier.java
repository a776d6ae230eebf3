package io.mergelab.engine.sql.ast;

import java.util.List;

/** A possibly qualified name: {@code col}, {@code t.col}, {@code db.t.col}. */
public record Identifier(List<String> parts) implements Expr {
    public Identifier {
        parts = List.copyOf(parts);
    }

    public static Identifier of(String... parts) {
        return new Identifier(List.of(parts));
    }

    /** The last part: the column (or table) name itself. */
    public String name() {
        return parts.get(parts.size() - 1);
    }

    public String fullName() {
        return parts.size() == 1 ? parts.get(0) : String.join(".", parts);
    }
}
