package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SubqueryTable;
import io.mergelab.engine.sql.ast.TableExpr;
import io.mergelab.engine.sql.ast.TableFunctionRef;
import io.mergelab.engine.sql.ast.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A SELECT's FROM clause with its joins as one {@link Relation}, and what each item contributes to it, so that
 * {@code t.*} (or {@code alias.*}, {@code db.t.*}) can list one item's columns under their joined names.
 */
final class FromClause {
    /** One FROM item: the names it can be qualified by and its {@code *} columns as named in the relation. */
    private record Item(List<String> qualifiers, List<String> columns) {
    }

    private final Relation relation;
    private final List<Item> items;

    private FromClause(Relation relation, List<Item> items) {
        this.relation = relation;
        this.items = List.copyOf(items);
    }

    /**
     * Plans the query's FROM item and joins through {@code relations}; no FROM reads {@code one}. {@code subqueries}
     * replaces the subqueries of an ON clause by their results.
     */
    static FromClause of(SelectQuery q, Function<TableExpr, Relation> relations, Supplier<Relation> one,
                         EvaluationContext evaluation, boolean joinUseNulls, UnaryOperator<Expr> subqueries) {
        if (q.from().isEmpty()) {
            return new FromClause(one.get(), List.of());
        }
        List<Item> items = new ArrayList<>();
        Relation from = relations.apply(q.from().get());
        items.add(new Item(qualifiers(q.from().get()), from.asteriskColumns()));
        Optional<String> fromName = nameOf(q.from().get());
        for (JoinClause j : q.joins()) {
            Relation right = relations.apply(j.table());
            Optional<String> rightName = nameOf(j.table());
            List<String> joinedNames = Joins.rightNames(from, right, rightName);
            List<String> columns = new ArrayList<>();
            for (String c : right.asteriskColumns()) {
                columns.add(joinedNames.get(right.names().indexOf(c)));
            }
            items.add(new Item(qualifiers(j.table()), columns));
            JoinClause clause = j.on().isEmpty() ? j
                    : new JoinClause(j.strictness(), j.kind(), j.table(), j.using(), j.on().map(subqueries));
            from = join(from, fromName, right, rightName, clause, q, joinedNames, evaluation, joinUseNulls);
        }
        return new FromClause(from, items);
    }

    /** Joins one more item; a CROSS JOIN rewritten to INNER whose keys cannot be joined stays a CROSS JOIN. */
    private static Relation join(Relation left, Optional<String> leftName, Relation right, Optional<String> rightName,
                                 JoinClause clause, SelectQuery q, List<String> joinedNames, EvaluationContext evaluation,
                                 boolean useNulls) {
        JoinClause rewritten = CrossToInnerJoin.rewrite(clause, q, left, right, joinedNames, rightName);
        if (rewritten != clause) {
            try {
                return Joins.join(left, leftName, right, rightName, rewritten, evaluation, useNulls);
            } catch (MergeLabException e) {
                // e.g. key types without a common supertype: the WHERE filter over the product decides instead
            }
        }
        return Joins.join(left, leftName, right, rightName, clause, evaluation, useNulls);
    }

    Relation relation() {
        return relation;
    }

    /** The columns {@code *} or {@code q.*} stands for; an unknown qualifier fails with UNKNOWN_IDENTIFIER. */
    List<String> asterisk(Asterisk a) {
        if (a.qualifier().isEmpty()) {
            return relation.asteriskColumns();
        }
        String q = a.qualifier().get();
        for (Item item : items) {
            if (item.qualifiers().contains(q)) {
                return item.columns();
            }
        }
        List<String> known = items.stream().flatMap(i -> i.qualifiers().stream()).toList();
        throw new MergeLabException(ErrorCode.UNKNOWN_IDENTIFIER, "Unknown table expression identifier '" + q
                + "' in qualified matcher " + q + ".*"
                + (known.isEmpty() ? "" : ". The query reads: " + String.join(", ", known)));
    }

    /** The name a FROM item's columns can be qualified with: its alias, or a table's name. */
    static Optional<String> nameOf(TableExpr t) {
        if (t instanceof TableRef r) {
            return Optional.of(r.alias().orElse(r.table()));
        }
        if (t instanceof SubqueryTable s) {
            return s.alias();
        }
        return ((TableFunctionRef) t).alias();
    }

    /** Every qualifier of an item: as {@link #nameOf}, plus {@code db.table} for a table named with its database. */
    private static List<String> qualifiers(TableExpr t) {
        List<String> out = new ArrayList<>();
        nameOf(t).ifPresent(out::add);
        if (t instanceof TableRef r && r.alias().isEmpty() && r.database().isPresent()) {
            out.add(r.database().get() + "." + r.table());
        }
        return out;
    }
}
