package io.mergelab.engine.sql;

/**
 * Operator precedence levels, lowest first, as in ClickHouse's expression grammar. The parser climbs them; the
 * formatter uses the same numbers to decide where parentheses are needed.
 */
final class Precedence {
    /** {@code expr AS alias} outside a list: only valid in parentheses. */
    static final int ALIAS = -1;
    static final int LAMBDA = 0;
    static final int OR = 1;
    static final int AND = 2;
    static final int NOT = 3;
    static final int IS_NULL = 4;
    static final int COMPARISON = 5;
    static final int BETWEEN = 6;
    static final int CONCAT = 7;
    static final int ADDITIVE = 8;
    static final int MULTIPLICATIVE = 9;
    static final int UNARY = 10;
    static final int POSTFIX = 11;
    static final int ATOM = 12;

    private Precedence() {
    }
}
