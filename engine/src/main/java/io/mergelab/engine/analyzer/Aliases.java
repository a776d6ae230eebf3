package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The aliases of one SELECT (from WITH and from {@code expr AS name} anywhere in the query): as in ClickHouse,
 * an alias can be used in any clause and wins over a column of the same name, except inside its own definition.
 */
final class Aliases {
    private final Map<String, Expr> byName = new HashMap<>();
    private Function<String, Optional<Expr>> outer = name -> Optional.empty();
    private Set<String> columns = Set.of();

    /**
     * Aliases of enclosing queries' WITH lists, for names this SELECT neither defines nor reads as a column of
     * {@code fromColumns} (an outer alias does not hide a column, unlike one of the SELECT's own).
     */
    void inherit(Function<String, Optional<Expr>> outerAliases, Set<String> fromColumns) {
        this.outer = outerAliases;
        this.columns = fromColumns;
    }

    void collect(Expr e) {
        if (e instanceof Aliased a) {
            byName.putIfAbsent(a.alias(), a.expr());
            collect(a.expr());
        } else {
            ExprTrees.operands(e).forEach(this::collect);
        }
    }

    /** The expression with every alias reference replaced by its definition and inner aliases dropped. */
    Expr expand(Expr e) {
        return expand(e, new HashSet<>());
    }

    private Expr expand(Expr e, Set<String> expanding) {
        if (e instanceof Aliased a) {
            Set<String> inner = new HashSet<>(expanding);
            inner.add(a.alias());
            return expand(a.expr(), inner);
        }
        if (e instanceof Identifier id && id.parts().size() == 1 && !expanding.contains(id.name())) {
            Expr definition = byName.get(id.name());
            if (definition == null && !columns.contains(id.name())) {
                definition = outer.apply(id.name()).orElse(null);
                if (definition != null) {
                    byName.put(id.name(), definition);
                }
            }
            if (definition != null) {
                Set<String> inner = new HashSet<>(expanding);
                inner.add(id.name());
                return expand(definition, inner);
            }
        }
        return ExprTrees.mapOperands(e, x -> expand(x, expanding));
    }
}
