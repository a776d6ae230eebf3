package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/**
 * {@code numbers(10) [AS alias]}, or a parameterized view's call {@code [db.]v(p = 1)}: only a view is named with its
 * {@code database}.
 */
public record TableFunctionRef(String name, List<Expr> args, Optional<String> alias, Optional<String> database)
        implements TableExpr {
    public TableFunctionRef {
        args = List.copyOf(args);
    }

    /** A call without a database. */
    public TableFunctionRef(String name, List<Expr> args, Optional<String> alias) {
        this(name, args, alias, Optional.empty());
    }
}
