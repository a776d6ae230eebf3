package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Statement;

/**
 * Parses ClickHouse-dialect SQL into the immutable AST of {@code io.mergelab.engine.sql.ast}. Syntax errors are
 * {@code MergeLabException(SYNTAX_ERROR)} with ClickHouse's "failed at position" message, line, column and caret.
 */
public final class SqlParser {
    private SqlParser() {
    }

    /** ClickHouse's default {@code max_parser_depth}. */
    public static final int DEFAULT_MAX_DEPTH = 1000;

    /** Exactly one statement, optionally followed by {@code ;} and comments. */
    public static Statement parse(String sql) {
        return parse(sql, DEFAULT_MAX_DEPTH);
    }

    /**
     * As {@link #parse(String)}, failing with TOO_DEEP_RECURSION when brackets, function calls or subqueries nest
     * deeper than {@code maxDepth} ({@code max_parser_depth}; 0 = no limit). Operator chains such as
     * {@code a + b + c} do not nest: the parser loops over their operands.
     */
    public static Statement parse(String sql, int maxDepth) {
        ParseContext ctx = new ParseContext(sql, maxDepth);
        Statement statement = ctx.statements.statement();
        ctx.tokens.accept(TokenType.SEMICOLON);
        ctx.tokens.expect(TokenType.END);
        return statement;
    }

    /** A single expression, e.g. a stored DEFAULT or sorting-key expression. */
    public static Expr parseExpression(String text) {
        ParseContext ctx = new ParseContext(text, DEFAULT_MAX_DEPTH);
        Expr expression = ctx.expressions.expression();
        ctx.tokens.expect(TokenType.END);
        return expression;
    }
}
