package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.CommonTableExpr;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.List;

/**
 * Prints expressions as ClickHouse writes them: operator functions as operators ({@code plus(a, 1)} as
 * {@code a + 1}), parentheses only where precedence needs them, names backquoted only where needed. The output
 * parses back to the same tree.
 */
final class ExpressionFormatter {
    private final StringBuilder out;

    ExpressionFormatter(StringBuilder out) {
        this.out = out;
    }

    /** An expression where no alias is allowed (WHERE, ORDER BY, a key, a setting value...). */
    void expression(Expr e) {
        expression(e, Precedence.LAMBDA);
    }

    /** An element of a list that allows {@code expr AS alias} (select list, arguments, tuple and array items). */
    void element(Expr e) {
        if (e instanceof Aliased a) {
            expression(a.expr(), Precedence.LAMBDA);
            out.append(" AS ");
            SqlText.appendName(out, a.alias());
        } else {
            expression(e, Precedence.LAMBDA);
        }
    }

    void elements(List<Expr> list) {
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            element(list.get(i));
        }
    }

    void expressions(List<Expr> list) {
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            expression(list.get(i));
        }
    }

    /** Prints {@code e}, in parentheses when it binds less tightly than {@code minLevel}. */
    private void expression(Expr e, int minLevel) {
        if (level(e) < minLevel) {
            out.append('(');
            if (e instanceof Aliased) {
                element(e);
            } else {
                expression(e, Precedence.LAMBDA);
            }
            out.append(')');
            return;
        }
        if (e instanceof Literal l) {
            SqlText.appendLiteral(out, l.value());
        } else if (e instanceof Identifier id) {
            List<String> parts = id.parts();
            for (int i = 0; i < parts.size(); i++) {
                if (i > 0) {
                    out.append('.');
                }
                SqlText.appendName(out, parts.get(i));
            }
        } else if (e instanceof FunctionCall f) {
            functionCall(f);
        } else if (e instanceof Asterisk a) {
            if (a.qualifier().isPresent()) {
                SqlText.appendName(out, a.qualifier().get());
                out.append('.');
            }
            out.append('*');
        } else if (e instanceof QueryParameter p) {
            out.append('{').append(p.name()).append(':').append(p.typeName()).append('}');
        } else if (e instanceof ArrayLiteral a) {
            out.append('[');
            elements(a.elements());
            out.append(']');
        } else if (e instanceof TupleLiteral t) {
            tuple(t);
        } else if (e instanceof SubqueryExpr s) {
            out.append('(');
            new SelectFormatter(out, this).union(s.query());
            out.append(')');
        } else if (e instanceof LambdaExpr l) {
            lambda(l);
        } else if (e instanceof CommonTableExpr c) {
            SqlText.appendName(out, c.name());
            out.append(" AS (");
            new SelectFormatter(out, this).union(c.query());
            out.append(')');
        } else {
            throw new IllegalStateException("Unhandled expression " + e);
        }
    }

    private void tuple(TupleLiteral t) {
        if (t.elements().size() == 1) {
            out.append("tuple(");
            elements(t.elements());
            out.append(')');
        } else if (t.elements().isEmpty()) {
            out.append("tuple()");
        } else {
            out.append('(');
            elements(t.elements());
            out.append(')');
        }
    }

    private void lambda(LambdaExpr l) {
        if (l.parameters().size() == 1) {
            SqlText.appendName(out, l.parameters().get(0));
        } else {
            out.append('(');
            for (int i = 0; i < l.parameters().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                SqlText.appendName(out, l.parameters().get(i));
            }
            out.append(')');
        }
        out.append(" -> ");
        expression(l.body(), Precedence.LAMBDA);
    }

    // ---- functions and operators ----

    private void functionCall(FunctionCall f) {
        List<Expr> args = f.args();
        switch (operatorForm(f)) {
            case BINARY: {
                Operator op = Operator.binaryForFunction(f.name());
                // a || b || c parses as one concat(a, b, c), so a nested concat(concat(a, b), c) keeps its brackets
                expression(args.get(0), op == Operator.CONCAT ? op.level + 1 : op.level);
                out.append(' ').append(op.symbol).append(' ');
                expression(args.get(1), op.level + 1);
                return;
            }
            case LOGICAL: {
                int level = f.name().equals("and") ? Precedence.AND : Precedence.OR;
                String separator = level == Precedence.AND ? " AND " : " OR ";
                for (int i = 0; i < args.size(); i++) {
                    if (i > 0) {
                        out.append(separator);
                    }
                    expression(args.get(i), level + 1);
                }
                return;
            }
            case NOT:
                out.append("NOT ");
                expression(args.get(0), Precedence.NOT);
                return;
            case NEGATE:
                negate(args.get(0));
                return;
            case IS_NULL:
                expression(args.get(0), Precedence.IS_NULL);
                out.append(f.name().equals("isNull") ? " IS NULL" : " IS NOT NULL");
                return;
            case ARRAY_ELEMENT:
                expression(args.get(0), Precedence.POSTFIX);
                out.append('[');
                expression(args.get(1));
                out.append(']');
                return;
            case TUPLE_ELEMENT:
                if (args.get(0) instanceof Literal || args.get(0) instanceof Asterisk) {
                    // (1).1, not 1.1; (*).1, not *.1 (which reads as * 0.1)
                    out.append('(');
                    expression(args.get(0));
                    out.append(')');
                } else {
                    expression(args.get(0), Precedence.POSTFIX);
                }
                out.append('.').append(((Literal) args.get(1)).value());
                return;
            default:
                call(f);
        }
    }

    /** {@code -x}; the operand goes in parentheses where {@code -} would otherwise make a negative literal. */
    private void negate(Expr operand) {
        out.append('-');
        int start = out.length();
        expression(operand, Precedence.UNARY);
        if (startsLikeNumber(start)) {
            out.insert(start, '(').append(')');
        }
    }

    private boolean startsLikeNumber(int start) {
        char c = out.charAt(start);
        if ((c >= '0' && c <= '9') || c == '-' || c == '.') {
            return true;
        }
        return startsWithWord(start, "inf") || startsWithWord(start, "nan");
    }

    private boolean startsWithWord(int start, String word) {
        int end = start + word.length();
        return out.length() >= end && out.substring(start, end).equalsIgnoreCase(word)
                && (out.length() == end || !Lexer.isWordPart(out.charAt(end)));
    }

    private void call(FunctionCall f) {
        appendFunctionName(f);
        out.append('(');
        if (!f.parameters().isEmpty()) {
            elements(f.parameters());
            out.append(")(");
        }
        if (f.distinct()) {
            out.append("DISTINCT ");
        }
        boolean castWithAliasedValue = f.name().equalsIgnoreCase("CAST") && f.args().size() == 1
                && f.args().get(0) instanceof Aliased;
        if (castWithAliasedValue) {
            // CAST(x AS y) would read as a cast to type y
            out.append('(');
            element(f.args().get(0));
            out.append(')');
        } else {
            elements(f.args());
        }
        out.append(')');
    }

    /**
     * Function names are bare unless the bare spelling means something else before a bracket: NOT and CASE start
     * operators, {@code (SELECT(} and {@code (WITH(} a subquery, {@code f(DISTINCT(} a DISTINCT call, and bare
     * {@code tuple(...)} with other than one argument reads as a tuple literal.
     */
    private void appendFunctionName(FunctionCall f) {
        String name = f.name();
        boolean special = name.equalsIgnoreCase("NOT") || name.equalsIgnoreCase("CASE")
                || name.equalsIgnoreCase("SELECT") || name.equalsIgnoreCase("WITH")
                || name.equalsIgnoreCase("DISTINCT")
                || (name.equals("tuple") && !f.distinct() && f.parameters().isEmpty() && f.args().size() != 1);
        if (special || !SqlText.isPlainFunctionName(name)) {
            SqlText.appendQuoted(out, name, '`');
        } else {
            out.append(name);
        }
    }

    private enum Form { CALL, BINARY, LOGICAL, NOT, NEGATE, IS_NULL, ARRAY_ELEMENT, TUPLE_ELEMENT }

    private static Form operatorForm(FunctionCall f) {
        if (f.distinct() || !f.parameters().isEmpty()) {
            return Form.CALL;
        }
        int n = f.args().size();
        switch (f.name()) {
            case "and":
            case "or":
                return n >= 2 ? Form.LOGICAL : Form.CALL;
            case "not":
                return n == 1 ? Form.NOT : Form.CALL;
            case "negate":
                return n == 1 ? Form.NEGATE : Form.CALL;
            case "isNull":
            case "isNotNull":
                return n == 1 ? Form.IS_NULL : Form.CALL;
            case "arrayElement":
                return n == 2 ? Form.ARRAY_ELEMENT : Form.CALL;
            case "tupleElement":
                return n == 2 && f.args().get(1) instanceof Literal l && l.value() instanceof Long index && index >= 0
                        ? Form.TUPLE_ELEMENT : Form.CALL;
            default:
                return n == 2 && Operator.binaryForFunction(f.name()) != null ? Form.BINARY : Form.CALL;
        }
    }

    /** How tightly an expression binds when printed; lower levels need parentheses inside higher ones. */
    private static int level(Expr e) {
        if (e instanceof Aliased) {
            return Precedence.ALIAS;
        }
        if (e instanceof LambdaExpr) {
            return Precedence.LAMBDA;
        }
        if (e instanceof FunctionCall f) {
            switch (operatorForm(f)) {
                case BINARY: return Operator.binaryForFunction(f.name()).level;
                case LOGICAL: return f.name().equals("and") ? Precedence.AND : Precedence.OR;
                case NOT: return Precedence.NOT;
                case NEGATE: return Precedence.UNARY;
                case IS_NULL: return Precedence.IS_NULL;
                case ARRAY_ELEMENT:
                case TUPLE_ELEMENT:
                    return Precedence.POSTFIX;
                default: return Precedence.ATOM;
            }
        }
        return Precedence.ATOM;
    }
}
