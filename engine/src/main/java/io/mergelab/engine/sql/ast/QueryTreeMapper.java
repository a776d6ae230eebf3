package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Rebuilds a whole query — every clause, subquery, CTE, JOIN and table function argument — with two rewrites
 * applied: {@code expressions} to each expression node before its operands are mapped (returning a different node
 * stops the descent there), {@code tables} to each table reference. Views use it to bind their parameters and to
 * name the database of the tables they read.
 */
public final class QueryTreeMapper {
    private final UnaryOperator<Expr> expressions;
    private final UnaryOperator<TableRef> tables;

    public QueryTreeMapper(UnaryOperator<Expr> expressions, UnaryOperator<TableRef> tables) {
        this.expressions = expressions;
        this.tables = tables;
    }

    public SelectUnion union(SelectUnion u) {
        return new SelectUnion(u.selects().stream().map(this::select).toList(), u.settings(), u.format());
    }

    private SelectQuery select(SelectQuery q) {
        return new SelectQuery(exprs(q.with()), q.distinct(), exprs(q.select()), q.from().map(this::table),
                q.joins().stream().map(this::join).toList(),
                q.arrayJoins().stream().map(a -> new ArrayJoinClause(a.left(), exprs(a.arrays()))).toList(),
                q.prewhere().map(this::expr), q.where().map(this::expr), exprs(q.groupBy()), q.withTotals(),
                q.having().map(this::expr),
                q.orderBy().stream().map(o -> new OrderItem(expr(o.expr()), o.descending(), o.nullsFirst())).toList(),
                q.limitBy().map(l -> new LimitBy(expr(l.count()), l.offset().map(this::expr), exprs(l.by()))),
                q.limit().map(l -> new Limit(expr(l.count()), l.offset().map(this::expr))), q.settings());
    }

    private JoinClause join(JoinClause j) {
        return new JoinClause(j.strictness(), j.kind(), table(j.table()), j.using(), j.on().map(this::expr));
    }

    private TableExpr table(TableExpr t) {
        if (t instanceof TableRef r) {
            return tables.apply(r);
        }
        if (t instanceof SubqueryTable s) {
            return new SubqueryTable(union(s.query()), s.alias());
        }
        TableFunctionRef f = (TableFunctionRef) t;
        return new TableFunctionRef(f.name(), exprs(f.args()), f.alias(), f.database());
    }

    private List<Expr> exprs(List<Expr> list) {
        return list.stream().map(this::expr).toList();
    }

    public Expr expr(Expr e) {
        Expr mapped = expressions.apply(e);
        if (mapped != e) {
            return mapped;
        }
        if (e instanceof Aliased a) {
            return new Aliased(expr(a.expr()), a.alias());
        }
        if (e instanceof SubqueryExpr s) {
            return new SubqueryExpr(union(s.query()));
        }
        if (e instanceof CommonTableExpr c) {
            return new CommonTableExpr(c.name(), union(c.query()));
        }
        if (e instanceof LambdaExpr l) {
            return new LambdaExpr(l.parameters(), expr(l.body()));
        }
        if (e instanceof FunctionCall f) {
            return new FunctionCall(f.name(), exprs(f.args()), f.distinct(), exprs(f.parameters()));
        }
        return ExprTrees.mapOperands(e, this::expr);
    }
}
