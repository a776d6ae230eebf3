package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** One parse: the token stream and the grammar-area parsers that share it. */
final class ParseContext {
    /** Nesting limit, so deeply nested input fails cleanly instead of overflowing the stack. */
    static final int MAX_DEPTH = 256;

    final TokenStream tokens;
    final ClauseParser clauses;
    final ExpressionParser expressions;
    final SelectParser selects;
    final StatementParser statements;
    private int depth;

    ParseContext(String sql) {
        tokens = new TokenStream(sql);
        clauses = new ClauseParser(this);
        expressions = new ExpressionParser(this);
        selects = new SelectParser(this);
        statements = new StatementParser(this);
    }

    void enter() {
        if (++depth > MAX_DEPTH) {
            throw new MergeLabException(ErrorCode.TOO_DEEP_RECURSION,
                    "Maximum parse depth (" + MAX_DEPTH + ") exceeded at position " + (tokens.start() + 1));
        }
    }

    void leave() {
        depth--;
    }
}
