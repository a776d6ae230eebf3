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

    /** Exactly one statement, optionally followed by {@code ;} and comments. */
    public static Statement parse(String sql) {
        ParseContext ctx = new ParseContext(sql);
        Statement statement = ctx.statements.statement();
        ctx.tokens.accept(TokenType.SEMICOLON);
        ctx.tokens.expect(TokenType.END);
        return statement;
    }

    /** A single expression, e.g. a stored DEFAULT or sorting-key expression. */
    public static Expr parseExpression(String text) {
        ParseContext ctx = new ParseContext(text);
        Expr expression = ctx.expressions.expression();
        ctx.tokens.expect(TokenType.END);
        return expression;
    }
}
