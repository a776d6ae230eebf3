package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.sql.GroupingSetsSyntax;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Asterisk;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SubqueryTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * {@code GROUP BY ... WITH ROLLUP | WITH CUBE} (and {@code GROUP BY ROLLUP(...) | CUBE(...)}) and {@code GROUP BY
 * GROUPING SETS (...)}: the parser leaves the keys in one {@code rollup(...)} / {@code cube(...)} /
 * {@code groupingSets(...)} call; this turns the query into a UNION ALL of one aggregation per grouping set — the full
 * key list first, then for ROLLUP each shorter prefix down to none, for CUBE every subset, for GROUPING SETS the sets
 * as written — in which {@code grouping(...)} is that set's constant ({@link GroupingFunction}) and a key left out reads as its type's default value, as ClickHouse returns it (group_by_use_nulls = 0).
 * ORDER BY, LIMIT and LIMIT BY apply to the whole result; WITH TOTALS adds the totals of all rows (not with HAVING,
 * which ClickHouse refuses there).
 */
final class GroupingSets {
    private GroupingSets() {
    }

    /** The keys' call when {@code q} groups by ROLLUP, CUBE or GROUPING SETS. */
    static Optional<FunctionCall> modifier(SelectQuery q) {
        Optional<FunctionCall> sets = GroupingSetsSyntax.call(q.groupBy());
        if (sets.isPresent()) {
            return sets;
        }
        if (q.groupBy().size() == 1 && q.groupBy().get(0) instanceof FunctionCall f && f.parameters().isEmpty()
                && (f.name().equalsIgnoreCase("rollup") || f.name().equalsIgnoreCase("cube"))) {
            return Optional.of(f);
        }
        return Optional.empty();
    }

    /** {@code SELECT * FROM (set1 UNION ALL set2 ...) ORDER BY ... LIMIT ...}. */
    static SelectQuery expand(SelectQuery q, FunctionCall modifier) {
        if (q.withTotals() && q.having().isPresent()) {
            throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                    "WITH TOTALS and WITH ROLLUP or CUBE are not supported together in presence of HAVING");
        }
        List<Expr> keys = new ArrayList<>();
        List<List<Integer>> sets;
        if (modifier.name().equals(GroupingSetsSyntax.NAME)) {
            sets = new ArrayList<>();
            for (List<Expr> set : GroupingSetsSyntax.sets(modifier)) {
                List<Integer> kept = new ArrayList<>();
                for (Expr key : set) {
                    if (!keys.contains(key)) {
                        keys.add(key);
                    }
                    kept.add(keys.indexOf(key));
                }
                sets.add(kept);
            }
        } else {
            keys.addAll(modifier.args());
            boolean cube = modifier.name().toLowerCase(Locale.ROOT).equals("cube");
            sets = cube ? subsets(keys.size()) : prefixes(keys.size());
        }
        List<SelectQuery> branches = new ArrayList<>();
        for (List<Integer> kept : sets) {
            // WITH TOTALS: the full key set's aggregation gives the totals (over all rows, keys at their defaults), and
            // UNION ALL passes on its first branch's totals
            branches.add(branch(q, keys, kept, q.withTotals() && branches.isEmpty()));
        }
        SelectUnion union = new SelectUnion(branches, List.of(), Optional.empty());
        List<OrderItem> orderBy = q.orderBy().stream()
                .map(o -> new OrderItem(outputColumn(o.expr(), q.select()), o.descending(), o.nullsFirst())).toList();
        return new SelectQuery(List.of(), false, List.of(Asterisk.ALL), Optional.of(new SubqueryTable(union, Optional.empty())),
                List.of(), List.of(), Optional.empty(), Optional.empty(), List.of(), false, Optional.empty(), orderBy,
                q.limitBy(), q.limit(), q.settings());
    }

    private static List<List<Integer>> prefixes(int n) {
        List<List<Integer>> out = new ArrayList<>();
        for (int length = n; length >= 0; length--) {
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                kept.add(i);
            }
            out.add(kept);
        }
        return out;
    }

    /** Every subset, from all keys down to none, a key's bit counting from the last key (ClickHouse's order). */
    private static List<List<Integer>> subsets(int n) {
        List<List<Integer>> out = new ArrayList<>();
        for (int mask = (1 << n) - 1; mask >= 0; mask--) {
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << (n - 1 - i))) != 0) {
                    kept.add(i);
                }
            }
            out.add(kept);
        }
        return out;
    }

    private static SelectQuery branch(SelectQuery q, List<Expr> keys, List<Integer> kept, boolean withTotals) {
        List<Expr> groupBy = new ArrayList<>();
        List<Expr> dropped = new ArrayList<>();
        Map<String, Expr> droppedNames = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            Expr key = keys.get(i);
            if (kept.contains(i)) {
                groupBy.add(key);
                continue;
            }
            Expr bare = key instanceof Aliased a ? a.expr() : key;
            dropped.add(bare);
            if (key instanceof Aliased a) {
                droppedNames.put(a.alias(), bare);
            }
            if (bare instanceof Identifier id) {
                droppedNames.put(id.fullName(), bare);
                // a key named by a SELECT alias stands for that item's expression
                for (Expr item : q.select()) {
                    if (item instanceof Aliased a && a.alias().equals(id.fullName())) {
                        dropped.add(a.expr());
                    }
                }
            }
        }
        List<Expr> select = q.select().stream()
                .map(e -> defaulted(GroupingFunction.replace(e, keys, kept, q.select()), dropped, droppedNames)).toList();
        Optional<Expr> having = q.having()
                .map(e -> defaulted(GroupingFunction.replace(e, keys, kept, q.select()), dropped, droppedNames));
        return new SelectQuery(q.with(), q.distinct(), select, q.from(), q.joins(), q.arrayJoins(), q.prewhere(), q.where(),
                groupBy, withTotals, having, List.of(), Optional.empty(), Optional.empty(), List.of());
    }

    /** {@code e} with every left-out key outside aggregate calls replaced by {@code any(defaultValueOfArgumentType(key))}. */
    private static Expr defaulted(Expr e, List<Expr> dropped, Map<String, Expr> droppedNames) {
        if (e instanceof Aliased a) {
            return new Aliased(defaulted(a.expr(), dropped, droppedNames), a.alias());
        }
        if (Aggregation.isAggregateCall(e)) {
            return e;
        }
        Expr key = e instanceof Identifier id && droppedNames.containsKey(id.fullName()) ? droppedNames.get(id.fullName())
                : dropped.contains(e) ? e : null;
        if (key != null) {
            return FunctionCall.of("any", FunctionCall.of("defaultValueOfArgumentType", key));
        }
        return ExprTrees.mapOperands(e, c -> defaulted(c, dropped, droppedNames));
    }

    /** An ORDER BY expression that is a SELECT item (or its alias) as that item's output column. */
    private static Expr outputColumn(Expr e, List<Expr> select) {
        for (Expr item : select) {
            Expr bare = item instanceof Aliased a ? a.expr() : item;
            String name = ColumnNames.of(item instanceof Aliased a ? Identifier.of(a.alias()) : item);
            if (e.equals(bare) || e.equals(item) || item instanceof Aliased a && e instanceof Identifier id
                    && id.fullName().equals(a.alias())) {
                return Identifier.of(name);
            }
        }
        return e;
    }
}
