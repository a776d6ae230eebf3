package io.mergelab.engine.interpreter;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.util.Iterator;
import java.util.List;

/**
 * A readable relation resolved from FROM: its columns, which of them {@code SELECT *} returns (MATERIALIZED
 * and ALIAS columns are left out) and how to scan a subset of them.
 */
record TableSource(List<String> names, List<DataType> types, List<String> asteriskColumns, Scanner scanner) {

    /** Reads the named columns, in that order. */
    @FunctionalInterface
    interface Scanner {
        Iterator<Chunk> scan(List<String> columns, QueryContext ctx);
    }

    Iterator<Chunk> scan(List<String> columns, QueryContext ctx) {
        return scanner.scan(columns, ctx);
    }
}
