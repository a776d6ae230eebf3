package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Expressions by precedence climbing over the levels of {@link Precedence}. Operators become ClickHouse's
 * functions ({@code a + b} is {@code plus(a, b)}); {@code a AND b AND c} becomes one {@code and(a, b, c)}.
 */
final class ExpressionParser {
    private static final Map<String, String> INTERVAL_FUNCTIONS = intervalFunctions();

    private final ParseContext ctx;
    private final TokenStream t;
    /** Number of tokens the operator found by {@link #operator()} spans. */
    private int operatorTokens;

    ExpressionParser(ParseContext ctx) {
        this.ctx = ctx;
        this.t = ctx.tokens;
    }

    /** A full expression (lambda included), without an alias. */
    Expr expression() {
        if (isLambdaStart()) {
            return lambda();
        }
        return binary(Precedence.OR);
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
            case OR: {
                List<Expr> args = new ArrayList<>();
                args.add(left);
                while (t.isKeyword(op.symbol)) {
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
        if (t.isKeyword("IN")) {
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
        Expr e = primary();
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
                    e = cast(e, TypeNames.parse(t));
                    break;
                }
                default:
                    return e;
            }
        }
    }

    // ---- operands ----

    private Expr primary() {
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
                return new ArrayLiteral(argumentsUntil(TokenType.RBRACKET));
            }
            case LBRACE:
                return parameter();
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
            return caseExpression();
        }
        if (t.typeAt(1) == TokenType.LPAREN) {
            if (word.equalsIgnoreCase("CAST")) {
                return castOrCall(word);
            }
            t.advance();
            return word.equals("tuple") ? tupleCall() : functionCall(word);
        }
        Literal literal = wordLiteral();
        if (literal != null) {
            t.advance();
            return literal;
        }
        if (t.isKeyword("INTERVAL")) {
            Expr interval = interval();
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
    private FunctionCall functionCall(String name) {
        t.expect(TokenType.LPAREN);
        boolean distinct = distinct();
        List<Expr> first = argumentsUntil(TokenType.RPAREN);
        if (t.is(TokenType.LPAREN)) {
            t.advance();
            distinct |= distinct();
            return new FunctionCall(name, argumentsUntil(TokenType.RPAREN), distinct, first);
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

    /** {@code CAST(x AS T)}; any other shape ({@code CAST(x, 'T')}) is an ordinary call. */
    private Expr castOrCall(String name) {
        int mark = t.mark();
        t.advance();
        t.advance();
        if (!t.isKeyword("DISTINCT") && !t.is(TokenType.RPAREN)) {
            Expr value = expression();
            if (t.acceptKeyword("AS")) {
                String type = TypeNames.tryParse(t);
                if (type != null && t.accept(TokenType.RPAREN)) {
                    return cast(value, type);
                }
            }
        }
        t.reset(mark);
        t.advance();
        return functionCall(name);
    }

    private static Expr cast(Expr value, String type) {
        return FunctionCall.of("CAST", value, new Literal(type));
    }

    /** {@code (x)}, {@code ()}, {@code (a, b)}, {@code (x,)} or {@code (SELECT ...)}. */
    private Expr parenthesized() {
        if (t.isKeywordAt(1, "SELECT") || t.isKeywordAt(1, "WITH")) {
            t.advance();
            SubqueryExpr subquery = new SubqueryExpr(ctx.selects.union());
            t.expect(TokenType.RPAREN);
            return subquery;
        }
        t.advance();
        if (t.accept(TokenType.RPAREN)) {
            return new TupleLiteral(List.of());
        }
        Expr first = expressionWithAlias();
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
            elements.add(expressionWithAlias());
        } while (t.accept(TokenType.COMMA));
        t.expect(TokenType.RPAREN);
        return new TupleLiteral(elements);
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

    /** {@code CASE [x] WHEN c THEN r ... [ELSE e] END}: multiIf or caseWithExpression, ELSE NULL by default. */
    private Expr caseExpression() {
        t.advance();
        List<Expr> args = new ArrayList<>();
        boolean withSubject = !t.isKeyword("WHEN");
        if (withSubject) {
            args.add(expression());
        }
        t.expectKeyword("WHEN");
        do {
            args.add(expression());
            t.expectKeyword("THEN");
            args.add(expression());
        } while (t.acceptKeyword("WHEN"));
        args.add(t.acceptKeyword("ELSE") ? expression() : Literal.NULL);
        t.expectKeyword("END");
        return new FunctionCall(withSubject ? "caseWithExpression" : "multiIf", args, false, List.of());
    }

    /**
     * {@code INTERVAL n UNIT} or {@code INTERVAL 'n unit'} as toIntervalUnit(n); null (consuming nothing) when
     * the word is just a name called interval.
     */
    private Expr interval() {
        int mark = t.mark();
        t.advance();
        TokenType next = t.type();
        boolean operand = next == TokenType.NUMBER || next == TokenType.STRING || next == TokenType.LPAREN
                || next == TokenType.MINUS || next == TokenType.LBRACE
                || (next == TokenType.BARE_WORD && !Keywords.isNotAnOperand(t.text()));
        if (operand) {
            Expr value = binary(Precedence.UNARY);
            String function = t.is(TokenType.BARE_WORD)
                    ? INTERVAL_FUNCTIONS.get(t.text().toUpperCase(Locale.ROOT)) : null;
            if (function != null) {
                t.advance();
                return FunctionCall.of(function, value);
            }
            if (value instanceof Literal literal && literal.value() instanceof String text) {
                Expr fromText = intervalFromText(text);
                if (fromText != null) {
                    return fromText;
                }
            }
        }
        t.reset(mark);
        return null;
    }

    private static Expr intervalFromText(String text) {
        String[] parts = text.trim().split("\\s+");
        if (parts.length != 2 || !parts[0].matches("-?[0-9]{1,18}")) {
            return null;
        }
        String function = INTERVAL_FUNCTIONS.get(parts[1].toUpperCase(Locale.ROOT));
        return function == null ? null : FunctionCall.of(function, new Literal(Long.parseLong(parts[0])));
    }

    private static Map<String, String> intervalFunctions() {
        Map<String, String> m = new HashMap<>();
        for (String unit : new String[] {"Nanosecond", "Microsecond", "Millisecond", "Second", "Minute", "Hour", "Day",
                "Week", "Month", "Quarter", "Year"}) {
            String upper = unit.toUpperCase(Locale.ROOT);
            m.put(upper, "toInterval" + unit);
            m.put(upper + "S", "toInterval" + unit);
        }
        return Map.copyOf(m);
    }
}
