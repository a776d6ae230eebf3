package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.sql.ast.SelectQuery;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * ClickHouse's {@code cross_to_inner_join_rewrite = 1}: a CROSS (or comma) join whose WHERE holds equalities between
 * the two sides becomes an INNER JOIN on them, so it runs as a hash join instead of filtering the whole product.
 * The WHERE clause stays as it is (the equalities hold on every joined row, so filtering again changes nothing).
 */
final class CrossToInnerJoin {
    private CrossToInnerJoin() {
    }

    /** The join to plan for {@code clause} of query {@code q}: an INNER JOIN if WHERE has key equalities, else it. */
    static JoinClause rewrite(JoinClause clause, SelectQuery q, Relation left, Relation right, List<String> rightNames,
                              Optional<String> rightName) {
        if (clause.kind() != JoinClause.Kind.CROSS || q.where().isEmpty()) {
            return clause;
        }
        // a name the query defines as an alias may not mean the column: leave conditions using one alone
        Set<String> aliases = new HashSet<>();
        q.select().forEach(e -> collectAliases(e, aliases));
        q.with().forEach(e -> collectAliases(e, aliases));
        List<Expr> keys = new ArrayList<>();
        for (Expr e : ExprTrees.conjuncts(q.where().get())) {
            if (!usesAny(e, aliases) && JoinOnCondition.isKeyEquality(e, left, right, rightNames, rightName)) {
                keys.add(e);
            }
        }
        if (keys.isEmpty()) {
            return clause;
        }
        return new JoinClause(JoinClause.Strictness.ALL, JoinClause.Kind.INNER, clause.table(), List.of(),
                JoinOnCondition.and(keys));
    }

    private static void collectAliases(Expr e, Set<String> out) {
        if (e instanceof Aliased a) {
            out.add(a.alias());
            collectAliases(a.expr(), out);
        } else if (e instanceof FunctionCall f) {
            f.args().forEach(x -> collectAliases(x, out));
        }
    }

    private static boolean usesAny(Expr e, Set<String> names) {
        if (e instanceof Identifier id) {
            return id.parts().size() == 1 && names.contains(id.name());
        }
        return e instanceof FunctionCall f && f.args().stream().anyMatch(x -> usesAny(x, names));
    }
}
