package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code numbers(10) [AS alias]}. */
public record TableFunctionRef(String name, List<Expr> args, Optional<String> alias) implements TableExpr {
    public TableFunctionRef {
        args = List.copyOf(args);
    }
}
