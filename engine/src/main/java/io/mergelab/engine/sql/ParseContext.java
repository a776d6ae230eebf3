package io.mergelab.engine.sql;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** One parse: the token stream and the grammar-area parsers that share it. */
final class ParseContext {
    /** Nesting limit of type names, so deeply nested input fails cleanly instead of overflowing the stack. */
    static final int MAX_DEPTH = 256;

    final TokenStream tokens;
    final ClauseParser clauses;
    final ExpressionParser expressions;
    final SelectParser selects;
    final StatementParser statements;
    /** {@code max_parser_depth}: brackets, calls and subqueries nested deeper fail with TOO_DEEP_RECURSION (0: no limit). */
    private final int maxDepth;
    private int depth;

    ParseContext(String sql, int maxDepth) {
        this.maxDepth = maxDepth;
        tokens = new TokenStream(sql);
        clauses = new ClauseParser(this);
        expressions = new ExpressionParser(this);
        selects = new SelectParser(this);
        statements = new StatementParser(this);
    }

    void enter() {
        if (++depth > maxDepth && maxDepth > 0) {
            throw new MergeLabException(ErrorCode.TOO_DEEP_RECURSION, "Maximum parse depth (" + maxDepth
                    + ") exceeded at position " + (tokens.start() + 1) + ". Consider raising max_parser_depth.");
        }
    }

    void leave() {
        depth--;
    }
}
