package io.mergelab.engine.sql.ast;

/**
 * A constant. {@code value} is {@code null} (NULL), {@link Long}, {@link java.math.BigInteger} (integers beyond
 * Int64, up to UInt64), {@link Double}, {@link String} or {@link Boolean}.
 */
public record Literal(Object value) implements Expr {
    public static final Literal NULL = new Literal(null);
}
