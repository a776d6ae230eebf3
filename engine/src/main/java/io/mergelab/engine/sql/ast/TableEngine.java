package io.mergelab.engine.sql.ast;

import java.util.List;

/** {@code ENGINE = Name[(args)]}; {@code MergeTree} and {@code MergeTree()} are the same. */
public record TableEngine(String name, List<Expr> args) {
    public TableEngine {
        args = List.copyOf(args);
    }
}
