package io.mergelab.engine.sql.ast;

/**
 * An expression in the AST. Operators are parsed into {@link FunctionCall}s named as ClickHouse names them
 * ({@code a + b} is {@code plus(a, b)}, {@code a = b} is {@code equals(a, b)}, {@code NOT x} is {@code not(x)},
 * {@code CAST(x AS T)} is {@code CAST(x, 'T')}, {@code x IN (..)} is {@code in(x, ..)}, {@code a[i]} is
 * {@code arrayElement(a, i)}, {@code INTERVAL 1 DAY} is {@code toIntervalDay(1)}, CASE is {@code multiIf} or
 * {@code caseWithExpression}, {@code x BETWEEN a AND b} is {@code and(greaterOrEquals(x, a), lessOrEquals(x, b))}).
 */
public sealed interface Expr
        permits Literal, Identifier, FunctionCall, Asterisk, Aliased, QueryParameter, ArrayLiteral, TupleLiteral,
                SubqueryExpr, LambdaExpr, CommonTableExpr {
}
