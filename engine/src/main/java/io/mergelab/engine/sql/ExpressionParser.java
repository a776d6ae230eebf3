package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import java.util.ArrayList;
import java.util.List;

/**
 * Expressions by precedence climbing over the levels of {@link Precedence}. Operators become ClickHouse's
 * functions ({@code a + b} is {@code plus(a, b)}); {@code a AND b AND c} becomes one {@code and(a, b, c)}, and
 * {@code a || b || c} one {@code concat(a, b, c)}. The climbing loops over the operands of a chain, so only
 * brackets, calls and subqueries nest (counted against {@code max_parser_depth}).
 */
final class ExpressionParser {
    private final ParseContext ctx;
    private final TokenStream t;
    private final OperandParser operands;
    /** Number of tokens the operator found by {@link #operator()} spans. */
    private int operatorTokens;

    ExpressionParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
        this.operands = new OperandParser(ctx, this);
    }

    /** A full expression (lambda included), without an alias. */
    Expr expression() {
        if (isLambdaStart()) {
            return lambda();
        }
        Expr e = binary(Precedence.OR);
        if (!t.is(TokenType.QUESTION)) {
            // is, not accept: '?' is rare enough not to be listed among the expected tokens of every syntax error
            return e;
        }
        t.advance();
        // cond ? a : b, right-associative and below OR, as ClickHouse's ternary operator: if(cond, a, b)
        ctx.enter();
        try {
            Expr then = expression();
            t.expect(TokenType.COLON);
            return FunctionCall.of("if", e, then, expression());
        } finally {
            ctx.leave();
        }
    }

    /** An expression with an optional {@code AS alias}, as in argument lists and tuples. */
    Expr expressionWithAlias() {
        Expr e = expression();
        if (!(e instanceof Asterisk) && t.acceptKeyword("AS")) {
            return new Aliased(e, t.identifier());
        }
        return e;
    }

    /** A SELECT or WITH list item: alias with or without AS. */
    Expr selectItem() {
        Expr e = expression();
        if (e instanceof Asterisk) {
            return e;
        }
        if (t.acceptKeyword("AS")) {
            return new Aliased(e, t.identifier());
        }
        if (t.is(TokenType.QUOTED_IDENTIFIER)
                || (t.is(TokenType.BARE_WORD) && !Keywords.isNotAnImplicitAlias(t.text()))) {
            return new Aliased(e, t.identifier());
        }
        return e;
    }

    /** {@code e, e, ...} of {@link #expression()}s. */
    List<Expr> expressionList() {
        List<Expr> list = new ArrayList<>();
        do {
            list.add(expression());
        } while (t.accept(TokenType.COMMA));
        return list;
    }

    /** Arguments up to the closing bracket (already opened), each with an optional alias. */
    List<Expr> argumentsUntil(TokenType closing) {
        List<Expr> args = new ArrayList<>();
        if (!t.accept(closing)) {
            do {
                args.add(expressionWithAlias());
            } while (t.accept(TokenType.COMMA));
            t.expect(closing);
        }
        return args;
    }

    /** An operand with its prefix and postfix operators, no infix ones (an INTERVAL value, say). */
    Expr unary() {
        return binary(Precedence.UNARY);
    }

    // ---- lambda ----

    private boolean isLambdaStart() {
        TokenType first = t.type();
        if (first == TokenType.BARE_WORD || first == TokenType.QUOTED_IDENTIFIER) {
            return t.typeAt(1) == TokenType.ARROW;
        }
        if (first != TokenType.LPAREN) {
            return false;
        }
        for (int k = 1; t.isIdentifierAt(k); k += 2) {
            TokenType separator = t.typeAt(k + 1);
            if (separator == TokenType.RPAREN) {
                return t.typeAt(k + 2) == TokenType.ARROW;
            }
            if (separator != TokenType.COMMA) {
                return false;
            }
        }
        return false;
    }

    private Expr lambda() {
        ctx.enter();
        try {
            return lambdaBody();
        } finally {
            ctx.leave();
        }
    }

    private Expr lambdaBody() {
        List<String> parameters = new ArrayList<>();
        if (t.accept(TokenType.LPAREN)) {
            parameters.addAll(ctx.clauses.names());
            t.expect(TokenType.RPAREN);
        } else {
            parameters.add(t.identifier());
        }
        t.expect(TokenType.ARROW);
        return new LambdaExpr(parameters, expression());
    }

    // ---- operators ----

    private Expr binary(int minLevel) {
        ctx.enter();
        try {
            Expr left = prefix();
            while (true) {
                Operator op = operator();
                if (op == null) {
                    t.expected("operator");
                    return left;
                }
                if (op.level < minLevel) {
                    return left;
                }
                left = infix(op, left);
            }
        } finally {
            ctx.leave();
        }
    }

    private Expr infix(Operator op, Expr left) {
        switch (op) {
            case AND:
            case OR:
            case CONCAT: {
                // one call for the whole chain, as ClickHouse merges these operators: a || b || c is concat(a, b, c)
                List<Expr> args = new ArrayList<>();
                args.add(left);
                while (op == Operator.CONCAT ? t.is(TokenType.CONCAT) : t.isKeyword(op.symbol)) {
                    t.advance();
                    args.add(binary(op.level + 1));
                }
                return new FunctionCall(op.function, args, false, List.of());
            }
            case IS_NULL: {
                t.advance();
                boolean negated = t.acceptKeyword("NOT");
                t.expectKeyword("NULL");
                return FunctionCall.of(negated ? "isNotNull" : "isNull", left);
            }
            case BETWEEN:
            case NOT_BETWEEN: {
                skipOperator();
                Expr low = binary(Precedence.CONCAT);
                t.expectKeyword("AND");
                Expr high = binary(Precedence.CONCAT);
                return op == Operator.BETWEEN
                        ? FunctionCall.of("and", FunctionCall.of("greaterOrEquals", left, low),
                                FunctionCall.of("lessOrEquals", left, high))
                        : FunctionCall.of("or", FunctionCall.of("less", left, low),
                                FunctionCall.of("greater", left, high));
            }
            default: {
                skipOperator();
                Expr right = binary(op.level + 1);
                return FunctionCall.of(op.function, left, right);
            }
        }
    }

    private void skipOperator() {
        for (int i = operatorTokens; i > 0; i--) {
            t.advance();
        }
    }

    /** The infix operator at the current token, without consuming it; null when there is none. */
    private Operator operator() {
        operatorTokens = 1;
        switch (t.type()) {
            case EQUALS: return Operator.EQUALS;
            case NOT_EQUALS: return Operator.NOT_EQUALS;
            case LESS: return Operator.LESS;
            case GREATER: return Operator.GREATER;
            case LESS_OR_EQUALS: return Operator.LESS_OR_EQUALS;
            case GREATER_OR_EQUALS: return Operator.GREATER_OR_EQUALS;
            case CONCAT: return Operator.CONCAT;
            case PLUS: return Operator.PLUS;
            case MINUS: return Operator.MINUS;
            case ASTERISK: return Operator.MULTIPLY;
            case SLASH: return Operator.DIVIDE;
            case PERCENT: return Operator.MODULO;
            case BARE_WORD: return keywordOperator();
            default: return null;
        }
    }

    private Operator keywordOperator() {
        if (t.isKeyword("AND")) {
            return Operator.AND;
        }
        if (t.isKeyword("OR")) {
            return Operator.OR;
        }
        if (t.isKeyword("IS")) {
            return Operator.IS_NULL;
        }
        if (t.isKeyword("LIKE")) {
            return Operator.LIKE;
        }
        if (t.isKeyword("ILIKE")) {
            return Operator.ILIKE;
        }
        // IN PARTITION ends the value of an ALTER ... UPDATE assignment, as in ClickHouse, rather than starting an IN
        if (t.isKeyword("IN") && !t.isKeywordAt(1, "PARTITION")) {
            return Operator.IN;
        }
        if (t.isKeyword("BETWEEN")) {
            return Operator.BETWEEN;
        }
        if (t.isKeyword("DIV")) {
            return Operator.INT_DIV;
        }
        if (t.isKeyword("MOD")) {
            return Operator.MODULO;
        }
        if (t.isKeyword("NOT")) {
            operatorTokens = 2;
            if (t.isKeywordAt(1, "LIKE")) {
                return Operator.NOT_LIKE;
            }
            if (t.isKeywordAt(1, "ILIKE")) {
                return Operator.NOT_ILIKE;
            }
            if (t.isKeywordAt(1, "IN")) {
                return Operator.NOT_IN;
            }
            if (t.isKeywordAt(1, "BETWEEN")) {
                return Operator.NOT_BETWEEN;
            }
            return null;
        }
        if (t.isKeyword("GLOBAL")) {
            if (t.isKeywordAt(1, "IN")) {
                operatorTokens = 2;
                return Operator.GLOBAL_IN;
            }
            if (t.isKeywordAt(1, "NOT") && t.isKeywordAt(2, "IN")) {
                operatorTokens = 3;
                return Operator.GLOBAL_NOT_IN;
            }
        }
        return null;
    }

    private Expr prefix() {
        if (t.isKeyword("NOT")) {
            t.advance();
            return FunctionCall.of("not", binary(Precedence.NOT));
        }
        if (t.is(TokenType.MINUS) && !isNegativeNumber()) {
            t.advance();
            return FunctionCall.of("negate", binary(Precedence.UNARY));
        }
        return postfix();
    }

    /** {@code -} followed by a number is a negative literal, as in ClickHouse ({@code -1} is Int8 -1). */
    private boolean isNegativeNumber() {
        TokenType next = t.typeAt(1);
        return next == TokenType.NUMBER
                || (next == TokenType.BARE_WORD && (t.isKeywordAt(1, "inf") || t.isKeywordAt(1, "nan"))
                        && t.typeAt(2) != TokenType.LPAREN);
    }

    private Expr postfix() {
        Expr e = operands.primary();
        while (true) {
            switch (t.type()) {
                case LBRACKET: {
                    t.advance();
                    Expr index = expression();
                    t.expect(TokenType.RBRACKET);
                    e = FunctionCall.of("arrayElement", e, index);
                    break;
                }
                case DOT: {
                    t.advance();
                    if (t.is(TokenType.NUMBER)) {
                        Object index = Literals.number(t.text());
                        t.advance();
                        e = FunctionCall.of("tupleElement", e, new Literal(index));
                    } else if (t.isIdentifierAt(0)) {
                        e = FunctionCall.of("tupleElement", e, new Literal(t.identifier()));
                    } else {
                        t.expected(TokenType.NUMBER.description());
                        t.expected("identifier");
                        throw t.error();
                    }
                    break;
                }
                case DOUBLE_COLON: {
                    t.advance();
                    e = SpecialFormParser.cast(e, TypeNames.parse(t));
                    break;
                }
                default:
                    return e;
            }
        }
    }
}
