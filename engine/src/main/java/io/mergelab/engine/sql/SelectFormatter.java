package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ArrayJoinClause;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.Limit;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SettingAssignment;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import java.util.List;
import java.util.Optional;

/** Prints SELECT queries and unions on one line, clauses in their canonical order. */
final class SelectFormatter {
    private final StringBuilder out;
    private final ExpressionFormatter ex;

    SelectFormatter(StringBuilder out, ExpressionFormatter ex) {
        this.out = out;
        this.ex = ex;
    }

    void union(SelectUnion union) {
        List<SelectQuery> selects = union.selects();
        for (int i = 0; i < selects.size(); i++) {
            if (i > 0) {
                out.append(" UNION ALL ");
            }
            SelectQuery q = selects.get(i);
            // SETTINGS after the last unbracketed SELECT would belong to the union
            boolean bracketed = i == selects.size() - 1 && !q.settings().isEmpty();
            if (bracketed) {
                out.append('(');
            }
            query(q);
            if (bracketed) {
                out.append(')');
            }
        }
        settings(union.settings());
        union.format().ifPresent(f -> SqlText.appendName(out.append(" FORMAT "), f));
    }

    void query(SelectQuery q) {
        if (!q.with().isEmpty()) {
            out.append("WITH ");
            ex.elements(q.with());
            out.append(' ');
        }
        out.append("SELECT ");
        if (q.distinct()) {
            out.append("DISTINCT ");
        }
        ex.elements(q.select());
        if (q.from().isPresent()) {
            out.append(" FROM ");
            table(q.from().get());
        }
        for (JoinClause join : q.joins()) {
            join(join);
        }
        for (ArrayJoinClause a : q.arrayJoins()) {
            out.append(a.left() ? " LEFT ARRAY JOIN " : " ARRAY JOIN ");
            ex.elements(a.arrays());
        }
        clause(" PREWHERE ", q.prewhere());
        clause(" WHERE ", q.where());
        if (GroupingSetsSyntax.call(q.groupBy()).isPresent()) {
            out.append(" GROUP BY ").append(GroupingSetsSyntax.text(GroupingSetsSyntax.call(q.groupBy()).get(),
                    SqlFormatter::format));
        } else if (!q.groupBy().isEmpty()) {
            out.append(" GROUP BY ");
            ex.expressions(q.groupBy());
        }
        if (q.withTotals()) {
            out.append(" WITH TOTALS");
        }
        clause(" HAVING ", q.having());
        if (!q.orderBy().isEmpty()) {
            out.append(" ORDER BY ");
            for (int i = 0; i < q.orderBy().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                orderItem(q.orderBy().get(i));
            }
        }
        q.limitBy().ifPresent(l -> {
            limit(new Limit(l.count(), l.offset()));
            out.append(" BY ");
            ex.expressions(l.by());
        });
        q.limit().ifPresent(this::limit);
        settings(q.settings());
    }

    void settings(List<SettingAssignment> settings) {
        if (!settings.isEmpty()) {
            out.append(" SETTINGS ");
            settingList(settings);
        }
    }

    void settingList(List<SettingAssignment> settings) {
        for (int i = 0; i < settings.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            SqlText.appendName(out, settings.get(i).name());
            out.append(" = ");
            ex.expression(settings.get(i).value());
        }
    }

    private void clause(String keyword, Optional<Expr> e) {
        if (e.isPresent()) {
            out.append(keyword);
            ex.expression(e.get());
        }
    }

    private void limit(Limit limit) {
        out.append(" LIMIT ");
        ex.expression(limit.count());
        if (limit.offset().isPresent()) {
            out.append(" OFFSET ");
            ex.expression(limit.offset().get());
        }
    }

    private void orderItem(OrderItem item) {
        ex.expression(item.expr());
        if (item.descending()) {
            out.append(" DESC");
        }
        item.nullsFirst().ifPresent(first -> out.append(first ? " NULLS FIRST" : " NULLS LAST"));
    }

    private void table(TableExpr table) {
        if (table instanceof TableRef r) {
            r.database().ifPresent(db -> SqlText.appendName(out, db));
            if (r.database().isPresent()) {
                out.append('.');
            }
            SqlText.appendName(out, r.table());
            alias(r.alias());
            if (r.isFinal()) {
                out.append(" FINAL");
            }
            r.sample().ifPresent(sample -> out.append(' ').append(sample));
        } else if (table instanceof SubqueryTable s) {
            out.append('(');
            union(s.query());
            out.append(')');
            alias(s.alias());
        } else if (table instanceof TableFunctionRef f) {
            f.database().ifPresent(d -> {
                SqlText.appendName(out, d);
                out.append('.');
            });
            SqlText.appendName(out, f.name());
            out.append('(');
            ex.elements(f.args());
            out.append(')');
            alias(f.alias());
        }
    }

    private void alias(Optional<String> alias) {
        alias.ifPresent(a -> SqlText.appendName(out.append(" AS "), a));
    }

    private void join(JoinClause join) {
        out.append(' ');
        if (join.strictness() != JoinClause.Strictness.DEFAULT) {
            out.append(join.strictness().name()).append(' ');
        }
        out.append(join.kind().name()).append(" JOIN ");
        table(join.table());
        if (!join.using().isEmpty()) {
            out.append(" USING (");
            for (int i = 0; i < join.using().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                SqlText.appendName(out, join.using().get(i));
            }
            out.append(')');
        }
        join.on().ifPresent(on -> {
            out.append(" ON ");
            ex.expression(on);
        });
    }
}
