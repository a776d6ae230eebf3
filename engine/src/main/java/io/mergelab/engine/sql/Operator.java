package io.mergelab.engine.sql;

import java.util.HashMap;
import java.util.Map;

/** Infix operators: the function each one becomes, its spelling and its precedence. */
enum Operator {
    OR("or", "OR", Precedence.OR),
    AND("and", "AND", Precedence.AND),
    EQUALS("equals", "=", Precedence.COMPARISON),
    NOT_EQUALS("notEquals", "!=", Precedence.COMPARISON),
    LESS("less", "<", Precedence.COMPARISON),
    GREATER("greater", ">", Precedence.COMPARISON),
    LESS_OR_EQUALS("lessOrEquals", "<=", Precedence.COMPARISON),
    GREATER_OR_EQUALS("greaterOrEquals", ">=", Precedence.COMPARISON),
    LIKE("like", "LIKE", Precedence.COMPARISON),
    NOT_LIKE("notLike", "NOT LIKE", Precedence.COMPARISON),
    ILIKE("ilike", "ILIKE", Precedence.COMPARISON),
    NOT_ILIKE("notILike", "NOT ILIKE", Precedence.COMPARISON),
    IN("in", "IN", Precedence.COMPARISON),
    NOT_IN("notIn", "NOT IN", Precedence.COMPARISON),
    GLOBAL_IN("globalIn", "GLOBAL IN", Precedence.COMPARISON),
    GLOBAL_NOT_IN("globalNotIn", "GLOBAL NOT IN", Precedence.COMPARISON),
    CONCAT("concat", "||", Precedence.CONCAT),
    PLUS("plus", "+", Precedence.ADDITIVE),
    MINUS("minus", "-", Precedence.ADDITIVE),
    MULTIPLY("multiply", "*", Precedence.MULTIPLICATIVE),
    DIVIDE("divide", "/", Precedence.MULTIPLICATIVE),
    MODULO("modulo", "%", Precedence.MULTIPLICATIVE),
    INT_DIV("intDiv", "DIV", Precedence.MULTIPLICATIVE),
    /** {@code x IS [NOT] NULL}: postfix, becomes isNull / isNotNull. */
    IS_NULL("isNull", "IS NULL", Precedence.IS_NULL),
    /** {@code x BETWEEN a AND b}: becomes and(greaterOrEquals, lessOrEquals). */
    BETWEEN("and", "BETWEEN", Precedence.BETWEEN),
    /** {@code x NOT BETWEEN a AND b}: becomes or(less, greater). */
    NOT_BETWEEN("or", "NOT BETWEEN", Precedence.BETWEEN);

    private static final Map<String, Operator> BINARY_BY_FUNCTION = new HashMap<>();

    static {
        for (Operator op : values()) {
            if (op.level != Precedence.IS_NULL && op.level != Precedence.BETWEEN && op != OR && op != AND) {
                BINARY_BY_FUNCTION.put(op.function, op);
            }
        }
    }

    final String function;
    final String symbol;
    final int level;

    Operator(String function, String symbol, int level) {
        this.function = function;
        this.symbol = symbol;
        this.level = level;
    }

    /** The two-operand infix operator a function is printed as, or null. */
    static Operator binaryForFunction(String function) {
        return BINARY_BY_FUNCTION.get(function);
    }
}
