package io.mergelab.engine.sql.ast;

import java.util.List;

/** One codec of a {@code CODEC(...)} chain: {@code ZSTD(3)}, {@code LZ4}, {@code Delta}, {@code NONE}. */
public record Codec(String name, List<Expr> args) {
    public Codec {
        args = List.copyOf(args);
    }
}
