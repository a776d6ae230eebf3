package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.LambdaExpr;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.QueryParameter;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.SubqueryExpr;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A SELECT laid out as ClickHouse's formatter prints it for {@code EXPLAIN SYNTAX}: one clause per line, lists of
 * more than one item one item per line indented by four spaces, subqueries indented one level further; operators
 * nested in operators parenthesised ({@code (a = 1) AND (b = 2)}), ORDER BY directions always written, LIMIT as
 * {@code LIMIT offset, count}. With {@code oneLine} everything is on one line.
 */
public final class PrettySelectFormatter {
    private static final Map<String, String> BINARY = Map.ofEntries(
            Map.entry("plus", " + "), Map.entry("minus", " - "), Map.entry("multiply", " * "),
            Map.entry("divide", " / "), Map.entry("modulo", " % "), Map.entry("equals", " = "),
            Map.entry("notEquals", " != "), Map.entry("less", " < "), Map.entry("greater", " > "),
            Map.entry("lessOrEquals", " <= "), Map.entry("greaterOrEquals", " >= "), Map.entry("like", " LIKE "),
            Map.entry("notLike", " NOT LIKE "), Map.entry("ilike", " ILIKE "), Map.entry("notILike", " NOT ILIKE "),
            Map.entry("in", " IN "), Map.entry("notIn", " NOT IN "), Map.entry("globalIn", " GLOBAL IN "),
            Map.entry("globalNotIn", " GLOBAL NOT IN "));

    private final StringBuilder out = new StringBuilder();
    private final boolean oneLine;

    private PrettySelectFormatter(boolean oneLine) {
        this.oneLine = oneLine;
    }

    /** The query's text, one element per output line. */
    public static List<String> format(SelectUnion query, boolean oneLine) {
        PrettySelectFormatter f = new PrettySelectFormatter(oneLine);
        f.union(query, 0);
        return List.of(f.out.toString().split("\n", -1));
    }

    private String nl() {
        return oneLine ? " " : "\n";
    }

    private String indent(int level) {
        return oneLine ? "" : " ".repeat(4 * level);
    }

    private void union(SelectUnion u, int level) {
        for (int i = 0; i < u.selects().size(); i++) {
            if (i > 0) {
                out.append(nl()).append(indent(level)).append("UNION ALL").append(nl());
            }
            select(u.selects().get(i), level);
        }
        u.format().ifPresent(f -> {
            out.append(nl()).append(indent(level)).append("FORMAT ");
            SqlText.appendName(out, f);
        });
        settings(u.settings(), level);
    }

    private void select(SelectQuery q, int level) {
        String ind = indent(level);
        if (!q.with().isEmpty()) {
            out.append(ind).append("WITH");
            list(q.with(), level, true);
            out.append(nl());
        }
        out.append(ind).append("SELECT").append(q.distinct() ? " DISTINCT" : "");
        list(q.select(), level, true);
        q.from().ifPresent(from -> {
            out.append(nl()).append(ind).append("FROM");
            table(from, level);
            for (JoinClause j : q.joins()) {
                join(j, level);
            }
        });
        clause("PREWHERE ", q.prewhere(), level);
        clause("WHERE ", q.where(), level);
        if (GroupingSetsSyntax.call(q.groupBy()).isPresent()) {
            out.append(nl()).append(ind).append("GROUP BY ").append(GroupingSetsSyntax.text(
                    GroupingSetsSyntax.call(q.groupBy()).get(), SqlFormatter::format));
        } else if (!q.groupBy().isEmpty()) {
            out.append(nl()).append(ind).append("GROUP BY");
            list(q.groupBy(), level, false);
        }
        if (q.withTotals()) {
            out.append(nl()).append(ind).append(oneLine ? "" : "    ").append("WITH TOTALS");
        }
        clause("HAVING ", q.having(), level);
        if (!q.orderBy().isEmpty()) {
            out.append(nl()).append(ind).append("ORDER BY");
            orderItems(q.orderBy(), level);
        }
        q.limitBy().ifPresent(l -> {
            out.append(nl()).append(ind).append("LIMIT ");
            l.offset().ifPresent(o -> {
                clauseExpr(o, level);
                out.append(", ");
            });
            clauseExpr(l.count(), level);
            out.append(" BY");
            list(l.by(), level, false);
        });
        q.limit().ifPresent(l -> {
            out.append(nl()).append(ind).append("LIMIT ");
            l.offset().ifPresent(o -> {
                clauseExpr(o, level);
                out.append(", ");
            });
            clauseExpr(l.count(), level);
        });
        settings(q.settings(), level);
    }

    private void settings(List<SettingAssignment> settings, int level) {
        if (settings.isEmpty()) {
            return;
        }
        out.append(nl()).append(indent(level)).append("SETTINGS ");
        for (int i = 0; i < settings.size(); i++) {
            out.append(i == 0 ? "" : ", ");
            SqlText.appendName(out, settings.get(i).name());
            out.append(" = ");
            clauseExpr(settings.get(i).value(), level);
        }
    }

    private void clause(String keyword, Optional<Expr> e, int level) {
        e.ifPresent(x -> {
            out.append(nl()).append(indent(level)).append(keyword);
            clauseExpr(x, level);
        });
    }

    /**
     * A list after a keyword: {@code KEYWORD item} for one item, else each item on its own line one level deeper.
     * Aliases stand bare only in WITH and SELECT lists.
     */
    private void list(List<Expr> items, int level, boolean aliases) {
        boolean multiline = !oneLine && items.size() > 1;
        for (int i = 0; i < items.size(); i++) {
            out.append(i == 0 ? "" : ",");
            out.append(multiline ? "\n" + indent(level + 1) : " ");
            if (aliases) {
                expr(items.get(i), level + 1, false);
            } else {
                clauseExpr(items.get(i), level + 1);
            }
        }
    }

    /** An expression where no alias may stand bare (WHERE, LIMIT, keys, setting values): an alias is bracketed. */
    private void clauseExpr(Expr e, int level) {
        expr(e, level, e instanceof Aliased);
    }

    private void orderItems(List<OrderItem> items, int level) {
        boolean multiline = !oneLine && items.size() > 1;
        for (int i = 0; i < items.size(); i++) {
            OrderItem o = items.get(i);
            out.append(i == 0 ? "" : ",");
            out.append(multiline ? "\n" + indent(level + 1) : " ");
            clauseExpr(o.expr(), level + 1);
            out.append(o.descending() ? " DESC" : " ASC");
            o.nullsFirst().ifPresent(first -> out.append(first ? " NULLS FIRST" : " NULLS LAST"));
        }
    }

    private void table(TableExpr t, int level) {
        if (t instanceof TableRef r) {
            out.append(' ');
            if (r.database().isPresent()) {
                SqlText.appendName(out, r.database().get());
                out.append('.');
            }
            SqlText.appendName(out, r.table());
            alias(r.alias());
            if (r.isFinal()) {
                out.append(nl()).append(indent(level)).append("FINAL");
            }
            r.sample().ifPresent(sample -> out.append(nl()).append(indent(level)).append(sample));
        } else if (t instanceof SubqueryTable s) {
            out.append(nl()).append(indent(level));
            subquery(s.query(), level);
            alias(s.alias());
        } else {
            TableFunctionRef f = (TableFunctionRef) t;
            out.append(' ');
            f.database().ifPresent(d -> {
                SqlText.appendName(out, d);
                out.append('.');
            });
            SqlText.appendName(out, f.name());
            arguments(f.args(), level);
            alias(f.alias());
        }
    }

    private void join(JoinClause j, int level) {
        out.append(nl()).append(indent(level));
        if (j.kind() != JoinClause.Kind.CROSS && j.strictness() != JoinClause.Strictness.DEFAULT) {
            out.append(j.strictness().name()).append(' ');
        }
        out.append(switch (j.kind()) {
            case INNER -> "INNER JOIN";
            case LEFT -> "LEFT JOIN";
            case RIGHT -> "RIGHT JOIN";
            case FULL -> "FULL OUTER JOIN";
            case CROSS -> "CROSS JOIN";
        });
        table(j.table(), level);
        if (!j.using().isEmpty()) {
            out.append(" USING (");
            for (int i = 0; i < j.using().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                SqlText.appendName(out, j.using().get(i));
            }
            out.append(')');
        } else {
            j.on().ifPresent(e -> {
                out.append(" ON ");
                clauseExpr(e, level);
            });
        }
    }

    private void alias(Optional<String> alias) {
        alias.ifPresent(a -> {
            out.append(" AS ");
            SqlText.appendName(out, a);
        });
    }

    private void subquery(SelectUnion query, int level) {
        out.append('(').append(oneLine ? "" : "\n");
        union(query, level + 1);
        out.append(oneLine ? "" : "\n").append(indent(level)).append(')');
    }

    /** An expression; {@code parens} when it is an operand of an operator, so that a nested operator is bracketed. */
    private void expr(Expr e, int level, boolean parens) {
        if (e instanceof Aliased a) {
            out.append(parens ? "(" : "");
            expr(a.expr(), level, parens || a.expr() instanceof Aliased);
            out.append(" AS ");
            SqlText.appendName(out, a.alias());
            out.append(parens ? ")" : "");
        } else if (e instanceof Literal l) {
            boolean negative = l.value() instanceof Number n && !(n instanceof BigInteger) && n.doubleValue() < 0;
            out.append(parens && negative ? "(" : "");
            SqlText.appendLiteral(out, l.value());
            out.append(parens && negative ? ")" : "");
        } else if (e instanceof Identifier id) {
            for (int i = 0; i < id.parts().size(); i++) {
                out.append(i == 0 ? "" : ".");
                SqlText.appendName(out, id.parts().get(i));
            }
        } else if (e instanceof FunctionCall f) {
            function(f, level, parens);
        } else if (e instanceof ArrayLiteral a) {
            out.append('[');
            elements(a.elements(), level);
            out.append(']');
        } else if (e instanceof TupleLiteral t) {
            out.append(t.elements().size() == 1 || t.elements().isEmpty() ? "tuple(" : "(");
            elements(t.elements(), level);
            out.append(')');
        } else if (e instanceof Asterisk a) {
            a.qualifier().ifPresent(q -> {
                SqlText.appendName(out, q);
                out.append('.');
            });
            out.append('*');
        } else if (e instanceof QueryParameter p) {
            out.append('{').append(p.name()).append(':').append(p.typeName()).append('}');
        } else if (e instanceof SubqueryExpr s) {
            subquery(s.query(), level);
        } else {
            LambdaExpr l = (LambdaExpr) e;
            out.append(parens ? "(" : "");
            if (l.parameters().size() == 1) {
                SqlText.appendName(out, l.parameters().get(0));
            } else {
                out.append('(');
                for (int i = 0; i < l.parameters().size(); i++) {
                    out.append(i == 0 ? "" : ", ");
                    SqlText.appendName(out, l.parameters().get(i));
                }
                out.append(')');
            }
            out.append(" -> ");
            expr(l.body(), level, true);
            out.append(parens ? ")" : "");
        }
    }

    private void function(FunctionCall f, int level, boolean parens) {
        List<Expr> args = f.args();
        String binary = BINARY.get(f.name());
        boolean plain = !f.distinct() && f.parameters().isEmpty();
        if (plain && binary != null && args.size() == 2) {
            out.append(parens ? "(" : "");
            expr(args.get(0), level, true);
            out.append(binary);
            expr(args.get(1), level, true);
            out.append(parens ? ")" : "");
        } else if (plain && (f.name().equals("and") || f.name().equals("or")) && args.size() >= 2) {
            out.append(parens ? "(" : "");
            for (int i = 0; i < args.size(); i++) {
                out.append(i == 0 ? "" : f.name().equals("and") ? " AND " : " OR ");
                expr(args.get(i), level, true);
            }
            out.append(parens ? ")" : "");
        } else if (plain && args.size() == 1 && (f.name().equals("not") || f.name().equals("negate"))) {
            out.append(parens ? "(" : "").append(f.name().equals("not") ? "NOT " : "-");
            int start = out.length();
            expr(args.get(0), level, true);
            // -(5) and -(0[1]) stay negations when read back; -5 would be a literal
            if (f.name().equals("negate") && startsLikeNumber(start)) {
                out.insert(start, '(').append(')');
            }
            out.append(parens ? ")" : "");
        } else if (plain && args.size() == 1 && (f.name().equals("isNull") || f.name().equals("isNotNull"))) {
            out.append(parens ? "(" : "");
            expr(args.get(0), level, true);
            out.append(f.name().equals("isNull") ? " IS NULL" : " IS NOT NULL").append(parens ? ")" : "");
        } else if (plain && args.size() == 2 && f.name().equals("arrayElement")) {
            expr(args.get(0), level, true);
            out.append('[');
            clauseExpr(args.get(1), level);
            out.append(']');
        } else {
            SqlText.appendName(out, f.name());
            if (!f.parameters().isEmpty()) {
                arguments(f.parameters(), level);
            }
            out.append('(').append(f.distinct() ? "DISTINCT " : "");
            elements(args, level);
            out.append(')');
        }
    }

    private boolean startsLikeNumber(int start) {
        if (start >= out.length()) {
            return false;
        }
        char c = out.charAt(start);
        return Character.isDigit(c) || c == '-' || c == '.' || startsWithWord(start, "inf") || startsWithWord(start, "nan");
    }

    private boolean startsWithWord(int start, String word) {
        int end = start + word.length();
        return out.length() >= end && out.substring(start, end).equalsIgnoreCase(word)
                && (out.length() == end || !Lexer.isWordPart(out.charAt(end)));
    }

    private void arguments(List<Expr> args, int level) {
        out.append('(');
        elements(args, level);
        out.append(')');
    }

    private void elements(List<Expr> items, int level) {
        for (int i = 0; i < items.size(); i++) {
            out.append(i == 0 ? "" : ", ");
            expr(items.get(i), level, false);
        }
    }
}
