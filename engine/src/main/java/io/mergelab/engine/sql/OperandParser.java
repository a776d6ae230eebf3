package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Operands of expressions: literals, names, function calls ({@code f(x)}, {@code count(DISTINCT x)},
 * {@code quantile(0.9)(x)}), brackets (grouping, tuples, subqueries), arrays and query parameters.
 */
final class OperandParser {
    private final ParseContext ctx;
    private final TokenStream t;
    private final ExpressionParser ex;
    private final SpecialFormParser special;

    OperandParser(ParseContext ctx, ExpressionParser ex) {
        this.ctx = ctx;
        this.t = ctx.tokens;
        this.ex = ex;
        this.special = new SpecialFormParser(ctx, ex, this);
    }

    /** One operand: literal, name, call, bracketed expression, tuple, array, subquery or parameter. */
    Expr primary() {
        switch (t.type()) {
            case NUMBER: {
                Object value = Literals.number(t.text());
                t.advance();
                return new Literal(value);
            }
            case MINUS: {
                t.advance();
                Object value = t.is(TokenType.NUMBER) ? Literals.number(t.text())
                        : t.isKeyword("inf") ? Double.POSITIVE_INFINITY : Double.NaN;
                t.advance();
                return new Literal(Literals.negate(value));
            }
            case STRING:
                return new Literal(t.stringLiteral());
            case LPAREN:
                return parenthesized();
            case LBRACKET: {
                t.advance();
                return new ArrayLiteral(ex.argumentsUntil(TokenType.RBRACKET));
            }
            case LBRACE:
                return isParameter() ? parameter() : mapLiteral();
            case ASTERISK:
                t.advance();
                return Asterisk.ALL;
            case QUOTED_IDENTIFIER: {
                String name = t.identifier();
                return t.is(TokenType.LPAREN) ? functionCall(name) : identifierChain(name);
            }
            case BARE_WORD:
                return word();
            default:
                t.expected("expression");
                throw t.error();
        }
    }

    private Expr word() {
        String word = t.text();
        if (t.isKeyword("CASE")) {
            return special.caseExpression();
        }
        if (t.typeAt(1) == TokenType.LPAREN) {
            if (word.equalsIgnoreCase("CAST")) {
                return special.castOrCall(word);
            }
            if (word.equalsIgnoreCase("EXTRACT") && t.typeAt(2) == TokenType.BARE_WORD && t.isKeywordAt(3, "FROM")) {
                return special.extractUnit();
            }
            t.advance();
            if (word.equals("tuple")) {
                return tupleCall();
            }
            FunctionCall call = functionCall(word);
            return word.equalsIgnoreCase("DATE_TRUNC") || word.equalsIgnoreCase("dateTrunc") ? SpecialFormParser.dateTrunc(call) : call;
        }
        Literal literal = wordLiteral();
        if (literal != null) {
            t.advance();
            return literal;
        }
        if (t.isKeyword("INTERVAL")) {
            Expr interval = special.interval();
            if (interval != null) {
                return interval;
            }
        }
        if (Keywords.isNotAnOperand(word)) {
            t.expected("expression");
            throw t.error();
        }
        t.advance();
        return identifierChain(word);
    }

    private Literal wordLiteral() {
        if (t.isKeyword("NULL")) {
            return Literal.NULL;
        }
        if (t.isKeyword("TRUE")) {
            return new Literal(Boolean.TRUE);
        }
        if (t.isKeyword("FALSE")) {
            return new Literal(Boolean.FALSE);
        }
        if (t.isKeyword("INF")) {
            return new Literal(Double.POSITIVE_INFINITY);
        }
        if (t.isKeyword("NAN")) {
            return new Literal(Double.NaN);
        }
        return null;
    }

    /** After the first name: {@code .name} parts, or {@code .*}. */
    private Expr identifierChain(String first) {
        if (!t.is(TokenType.DOT)) {
            return new Identifier(List.of(first));
        }
        List<String> parts = new ArrayList<>();
        parts.add(first);
        while (t.is(TokenType.DOT)) {
            if (t.isIdentifierAt(1)) {
                t.advance();
                parts.add(t.identifier());
            } else if (t.typeAt(1) == TokenType.ASTERISK) {
                t.advance();
                t.advance();
                return new Asterisk(Optional.of(String.join(".", parts)));
            } else {
                break;
            }
        }
        return new Identifier(parts);
    }

    /** {@code name(args)}, {@code name(DISTINCT args)}, {@code name(params)(args)}; at the opening bracket. */
    FunctionCall functionCall(String name) {
        t.expect(TokenType.LPAREN);
        boolean distinct = distinct();
        return secondArgumentList(name, ex.argumentsUntil(TokenType.RPAREN), distinct);
    }

    /** After the first bracketed list: a second one makes the first the parameters ({@code quantile(0.9)(x)}). */
    FunctionCall secondArgumentList(String name, List<Expr> first, boolean distinct) {
        if (t.is(TokenType.LPAREN)) {
            t.advance();
            distinct |= distinct();
            return new FunctionCall(name, ex.argumentsUntil(TokenType.RPAREN), distinct, first);
        }
        return new FunctionCall(name, first, distinct, List.of());
    }

    private boolean distinct() {
        if (t.isKeyword("DISTINCT") && t.typeAt(1) != TokenType.RPAREN && t.typeAt(1) != TokenType.COMMA) {
            t.advance();
            return true;
        }
        return false;
    }

    /** {@code tuple()} and {@code tuple(a, b)} are tuple literals, as {@code ()} and {@code (a, b)} are. */
    private Expr tupleCall() {
        FunctionCall call = functionCall("tuple");
        if (!call.distinct() && call.parameters().isEmpty() && call.args().size() != 1) {
            return new TupleLiteral(call.args());
        }
        return call;
    }

    /** {@code (x)}, {@code ()}, {@code (a, b)}, {@code (x,)} or {@code (SELECT ...)}. */
    private Expr parenthesized() {
        if (SelectParser.startsSelect(t, 1) || bracketedUnionAhead()) {
            t.advance();
            SubqueryExpr subquery = new SubqueryExpr(ctx.selects.union());
            t.expect(TokenType.RPAREN);
            return subquery;
        }
        t.advance();
        if (t.accept(TokenType.RPAREN)) {
            return new TupleLiteral(List.of());
        }
        Expr first = ex.expressionWithAlias();
        if (!t.accept(TokenType.COMMA)) {
            t.expect(TokenType.RPAREN);
            return first;
        }
        if (t.accept(TokenType.RPAREN)) {
            return FunctionCall.of("tuple", first);
        }
        List<Expr> elements = new ArrayList<>();
        elements.add(first);
        do {
            elements.add(ex.expressionWithAlias());
        } while (t.accept(TokenType.COMMA));
        t.expect(TokenType.RPAREN);
        return new TupleLiteral(elements);
    }

    /**
     * {@code ((SELECT ...) UNION ALL ...)}, {@code ((SELECT ...) SETTINGS ...)}, {@code ((SELECT ...))}: a query
     * whose first member is bracketed, unlike {@code ((SELECT ...) + 1)}. (Reading {@code ((SELECT ...))} as a
     * query keeps the inner SETTINGS with their SELECT, as the formatter writes them.)
     */
    private boolean bracketedUnionAhead() {
        int k = 1;
        while (t.typeAt(k) == TokenType.LPAREN) {
            k++;
        }
        if (k == 1 || !SelectParser.startsSelect(t, k)) {
            return false;
        }
        int close = t.matchingCloseAt(1);
        return close > 0 && (t.isKeywordAt(close + 1, "UNION") || t.isKeywordAt(close + 1, "SETTINGS")
                || t.isKeywordAt(close + 1, "FORMAT") || t.typeAt(close + 1) == TokenType.RPAREN);
    }

    /** {@code {name:Type}} starts with a name then a colon; anything else in braces is a map literal. */
    private boolean isParameter() {
        return (t.typeAt(1) == TokenType.BARE_WORD || t.typeAt(1) == TokenType.QUOTED_IDENTIFIER) && t.typeAt(2) == TokenType.COLON;
    }

    /** {@code {k1: v1, k2: v2}}: ClickHouse's map literal, the same as {@code map(k1, v1, k2, v2)}. */
    private Expr mapLiteral() {
        t.advance();
        List<Expr> args = new ArrayList<>();
        while (!t.is(TokenType.RBRACE)) {
            if (!args.isEmpty()) {
                t.expect(TokenType.COMMA);
            }
            args.add(ex.expression());
            t.expect(TokenType.COLON);
            args.add(ex.expression());
        }
        t.advance();
        return new FunctionCall("map", args, false, List.of());
    }

    /** {@code {name:Type}}. */
    private Expr parameter() {
        t.advance();
        String name = t.identifier();
        t.expect(TokenType.COLON);
        String type = TypeNames.parse(t);
        t.expect(TokenType.RBRACE);
        return new QueryParameter(name, type);
    }
}
