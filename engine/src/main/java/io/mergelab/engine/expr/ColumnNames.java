package io.mergelab.engine.expr;

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
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;

/** ClickHouse's default column names for expressions: {@code plus(a, 1)}, {@code equals(s, 'x')}, {@code [1, 2]}. */
public final class ColumnNames {
    private ColumnNames() {
    }

    public static String of(Expr expr) {
        StringBuilder sb = new StringBuilder();
        append(expr, sb);
        return sb.toString();
    }

    private static void append(Expr expr, StringBuilder sb) {
        if (expr instanceof Aliased a) {
            sb.append(a.alias());
        } else if (expr instanceof Identifier id) {
            sb.append(id.fullName());
        } else if (expr instanceof Literal l) {
            literal(l.value(), sb);
        } else if (expr instanceof FunctionCall f) {
            sb.append(f.name());
            if (!f.parameters().isEmpty()) {
                list(f.parameters(), "(", ")", sb);
            }
            sb.append('(');
            if (f.distinct()) {
                sb.append("DISTINCT ");
            }
            join(f.args(), sb);
            sb.append(')');
        } else if (expr instanceof ArrayLiteral a) {
            list(a.elements(), "[", "]", sb);
        } else if (expr instanceof TupleLiteral t) {
            if (t.elements().isEmpty()) {
                sb.append("tuple()");
            } else {
                list(t.elements(), "(", ")", sb);
            }
        } else if (expr instanceof QueryParameter p) {
            sb.append('{').append(p.name()).append(':').append(p.typeName()).append('}');
        } else if (expr instanceof Asterisk a) {
            a.qualifier().ifPresent(q -> sb.append(q).append('.'));
            sb.append('*');
        } else if (expr instanceof LambdaExpr l) {
            sb.append("lambda(tuple(").append(String.join(", ", l.parameters())).append("), ");
            append(l.body(), sb);
            sb.append(')');
        } else if (expr instanceof SubqueryExpr) {
            sb.append("_subquery");
        }
    }

    private static void list(List<Expr> items, String open, String close, StringBuilder sb) {
        sb.append(open);
        join(items, sb);
        sb.append(close);
    }

    private static void join(List<Expr> items, StringBuilder sb) {
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            append(items.get(i), sb);
        }
    }

    /** A literal as ClickHouse prints it in names and in SQL text. */
    public static void literal(Object value, StringBuilder sb) {
        if (value == null) {
            sb.append("NULL");
        } else if (value instanceof String s) {
            quote(s, sb);
        } else if (value instanceof Double d) {
            sb.append(formatDouble(d));
        } else if (value instanceof List<?> items) {
            sb.append(items.stream().map(v -> {
                StringBuilder inner = new StringBuilder();
                literal(v, inner);
                return inner.toString();
            }).collect(Collectors.joining(", ", "[", "]")));
        } else {
            sb.append(value);
        }
    }

    public static void quote(String s, StringBuilder sb) {
        sb.append('\'');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\'' -> sb.append("\\'");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                case '\0' -> sb.append("\\0");
                default -> sb.append(c);
            }
        }
        sb.append('\'');
    }

    static String formatDouble(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return (long) d + ".";
        }
        double abs = Math.abs(d);
        if (abs >= 1e-4 && abs < 1e15) {
            return new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString();
        }
        return Double.toString(d).replace("E", "e");
    }
}
