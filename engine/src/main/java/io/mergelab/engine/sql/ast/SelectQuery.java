package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/**
 * One SELECT block. Lists are empty and optionals empty where a clause is absent. ARRAY JOIN clauses apply after
 * the JOINs, in the order written.
 */
public record SelectQuery(
        List<Expr> with,
        boolean distinct,
        List<Expr> select,
        Optional<TableExpr> from,
        List<JoinClause> joins,
        List<ArrayJoinClause> arrayJoins,
        Optional<Expr> prewhere,
        Optional<Expr> where,
        List<Expr> groupBy,
        boolean withTotals,
        Optional<Expr> having,
        List<OrderItem> orderBy,
        Optional<LimitBy> limitBy,
        Optional<Limit> limit,
        List<SettingAssignment> settings) {

    public SelectQuery {
        with = List.copyOf(with);
        select = List.copyOf(select);
        joins = List.copyOf(joins);
        arrayJoins = List.copyOf(arrayJoins);
        groupBy = List.copyOf(groupBy);
        orderBy = List.copyOf(orderBy);
        settings = List.copyOf(settings);
    }

    /** A SELECT without ARRAY JOIN clauses. */
    public SelectQuery(List<Expr> with, boolean distinct, List<Expr> select, Optional<TableExpr> from,
                       List<JoinClause> joins, Optional<Expr> prewhere, Optional<Expr> where, List<Expr> groupBy,
                       boolean withTotals, Optional<Expr> having, List<OrderItem> orderBy, Optional<LimitBy> limitBy,
                       Optional<Limit> limit, List<SettingAssignment> settings) {
        this(with, distinct, select, from, joins, List.of(), prewhere, where, groupBy, withTotals, having, orderBy,
                limitBy, limit, settings);
    }
}
