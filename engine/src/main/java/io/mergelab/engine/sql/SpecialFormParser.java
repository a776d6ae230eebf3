package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Literal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Expressions with their own syntax: {@code CASE}, {@code CAST(x AS T)} and {@code INTERVAL n UNIT}. */
final class SpecialFormParser {
    private static final Map<String, String> INTERVAL_FUNCTIONS = intervalFunctions();

    private final TokenStream t;
    private final ExpressionParser ex;
    private final OperandParser operands;

    SpecialFormParser(ParseContext ctx, ExpressionParser ex, OperandParser operands) {
        this.t = ctx.tokens;
        this.ex = ex;
        this.operands = operands;
    }

    /**
     * {@code CAST(x AS T)}; any other shape ({@code CAST(x, 'T')}, {@code CAST(p)(x)}) is an ordinary call. The
     * first argument is read once either way, so nested casts parse in linear time.
     */
    Expr castOrCall(String name) {
        t.advance();
        if (t.isKeywordAt(1, "DISTINCT") || t.typeAt(1) == TokenType.RPAREN) {
            return operands.functionCall(name);
        }
        t.advance();
        Expr value = ex.expression();
        int beforeAs = t.mark();
        if (t.acceptKeyword("AS")) {
            String type = TypeNames.tryParse(t);
            if (type != null && t.is(TokenType.RPAREN) && t.typeAt(1) != TokenType.LPAREN) {
                t.advance();
                return cast(value, type);
            }
            // CAST(x AS alias, ...): AS named the argument, not a type
            t.reset(beforeAs);
        }
        List<Expr> args = new ArrayList<>();
        args.add(!(value instanceof Asterisk) && t.acceptKeyword("AS") ? new Aliased(value, t.identifier()) : value);
        while (t.accept(TokenType.COMMA)) {
            args.add(ex.expressionWithAlias());
        }
        t.expect(TokenType.RPAREN);
        return operands.secondArgumentList(name, args, false);
    }

    /**
     * {@code EXTRACT(unit FROM expr)}, at EXTRACT: the function giving that part of a date or time, as ClickHouse's
     * parser turns it into {@code toYear(expr)} and its siblings.
     */
    Expr extractUnit() {
        t.advance();
        t.expect(TokenType.LPAREN);
        String unit = t.text().toUpperCase(Locale.ROOT);
        String function = switch (unit) {
            case "SECOND" -> "toSecond";
            case "MINUTE" -> "toMinute";
            case "HOUR" -> "toHour";
            case "DAY" -> "toDayOfMonth";
            case "MONTH" -> "toMonth";
            case "QUARTER" -> "toQuarter";
            case "YEAR" -> "toYear";
            default -> null;
        };
        if (function == null) {
            t.expected("SECOND, MINUTE, HOUR, DAY, MONTH, QUARTER or YEAR");
            throw t.error();
        }
        t.advance();
        t.expectKeyword("FROM");
        Expr value = ex.expression();
        t.expect(TokenType.RPAREN);
        return FunctionCall.of(function, value);
    }

    /**
     * {@code DATE_TRUNC('unit', value[, timezone])} (also {@code dateTrunc}) with a literal unit: the rounding function
     * for it ({@code toStartOfMonth(value)}, ...); any other form stays a call of {@code dateTrunc}, which fails.
     */
    static Expr dateTrunc(FunctionCall call) {
        if (call.args().isEmpty() || !(call.args().get(0) instanceof Literal l) || !(l.value() instanceof String unit)) {
            return call;
        }
        String function = switch (unit.toLowerCase(Locale.ROOT)) {
            case "second" -> "toDateTime"; // a DateTime has whole seconds already
            case "minute" -> "toStartOfMinute";
            case "hour" -> "toStartOfHour";
            case "day" -> "toStartOfDay";
            case "week" -> "toMonday";
            case "month" -> "toStartOfMonth";
            case "quarter" -> "toStartOfQuarter";
            case "year" -> "toStartOfYear";
            default -> null;
        };
        if (function == null) {
            return call;
        }
        return new FunctionCall(function, call.args().subList(1, call.args().size()), false, List.of());
    }

    static Expr cast(Expr value, String type) {
        return FunctionCall.of("CAST", value, new Literal(type));
    }

    /** {@code CASE [x] WHEN c THEN r ... [ELSE e] END}: multiIf or caseWithExpression, ELSE NULL by default. */
    Expr caseExpression() {
        t.advance();
        List<Expr> args = new ArrayList<>();
        boolean withSubject = !t.isKeyword("WHEN");
        if (withSubject) {
            args.add(ex.expression());
        }
        t.expectKeyword("WHEN");
        do {
            args.add(ex.expression());
            t.expectKeyword("THEN");
            args.add(ex.expression());
        } while (t.acceptKeyword("WHEN"));
        args.add(t.acceptKeyword("ELSE") ? ex.expression() : Literal.NULL);
        t.expectKeyword("END");
        return new FunctionCall(withSubject ? "caseWithExpression" : "multiIf", args, false, List.of());
    }

    /**
     * {@code INTERVAL n UNIT} or {@code INTERVAL 'n unit'} as toIntervalUnit(n); null (consuming nothing) when
     * the word is just a name called interval. The value is a number, string, name, call, bracketed expression or
     * query parameter; the decision is made by looking ahead, so nothing is parsed twice.
     */
    Expr interval() {
        int valueEnd = intervalValueEnd();
        if (valueEnd < 0) {
            return null;
        }
        String unit = t.typeAt(valueEnd) == TokenType.BARE_WORD
                ? INTERVAL_FUNCTIONS.get(t.textAt(valueEnd).toUpperCase(Locale.ROOT)) : null;
        if (unit == null) {
            if (valueEnd == 2 && t.typeAt(1) == TokenType.STRING) {
                Expr fromText = intervalFromText(Literals.unquote(t.textAt(1)));
                if (fromText != null) {
                    t.advance();
                    t.advance();
                }
                return fromText;
            }
            return null;
        }
        int unitAt = t.mark() + valueEnd;
        t.advance();
        Expr value = ex.unary();
        if (t.mark() != unitAt) {
            t.expected("interval unit");
            throw t.error();
        }
        t.advance();
        return FunctionCall.of(unit, value);
    }

    /** Offset (from INTERVAL) of the token after a simple interval value, or -1 when none follows INTERVAL. */
    private int intervalValueEnd() {
        switch (t.typeAt(1)) {
            case NUMBER:
            case STRING:
                return 2;
            case MINUS:
                return t.typeAt(2) == TokenType.NUMBER ? 3 : -1;
            case LBRACE: {
                int k = 2;
                while (t.typeAt(k) != TokenType.RBRACE && t.typeAt(k) != TokenType.END && k < 64) {
                    k++;
                }
                return t.typeAt(k) == TokenType.RBRACE ? k + 1 : -1;
            }
            case BARE_WORD: {
                if (Keywords.isNotAnOperand(t.textAt(1))) {
                    return -1;
                }
                if (t.typeAt(2) != TokenType.LPAREN) {
                    return 2;
                }
                int close = t.matchingCloseAt(2);
                return close < 0 ? -1 : close + 1;
            }
            default:
                return -1;
        }
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
