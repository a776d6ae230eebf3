package io.mergelab.engine.function;

import java.util.List;

/** A named scalar function: checks its arguments and binds an implementation for their types. */
public interface FunctionDefinition {

    String name();

    /** Whether ClickHouse matches the name case-insensitively. */
    default boolean caseInsensitive() {
        return false;
    }

    /**
     * Whether the default NULL rule applies (any NULL argument gives NULL, Nullable arguments give a
     * Nullable result); functions with their own NULL semantics (isNull, coalesce, if, and ...) say false.
     */
    default boolean defaultNullHandling() {
        return true;
    }

    /** Whether the function sees LowCardinality argument types as they are (toTypeName) instead of stripped. */
    default boolean seesLowCardinality() {
        return false;
    }

    /** Checks arity and types (throwing ClickHouse's errors) and returns the bound implementation. */
    BoundFunction bind(List<ArgumentType> args, FunctionContext context);
}
