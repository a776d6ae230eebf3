package io.mergelab.engine.analyzer;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The names a single-table FROM item can qualify its columns with ({@code t}, {@code db.t}, or its alias), and
 * their removal from a condition: index analysis, which matches conditions against key columns by name, sees
 * {@code t.x}, {@code db.t.x} and {@code a.x} all as {@code x}. A name that is itself a column (a dotted column
 * such as {@code n.x}) is kept as written.
 */
final class TableQualifiers {
    private final List<List<String>> qualifiers;
    private final List<String> columns;

    private TableQualifiers(List<List<String>> qualifiers, List<String> columns) {
        this.qualifiers = qualifiers;
        this.columns = columns;
    }

    /**
     * Qualifiers of a table {@code database.table} read in FROM, optionally under {@code alias}, whose columns are
     * {@code columns}.
     */
    static TableQualifiers of(String database, String table, Optional<String> alias, List<String> columns) {
        List<List<String>> qualifiers = new ArrayList<>();
        alias.ifPresent(a -> qualifiers.add(List.of(a)));
        qualifiers.add(List.of(table));
        qualifiers.add(List.of(database, table));
        return new TableQualifiers(qualifiers, List.copyOf(columns));
    }

    /** {@code e} with every identifier qualified by this table named by its column name alone. */
    Expr strip(Expr e) {
        if (e instanceof Identifier id) {
            return strip(id);
        }
        if (e instanceof Aliased a) {
            return new Aliased(strip(a.expr()), a.alias());
        }
        return ExprTrees.mapOperands(e, this::strip);
    }

    private Identifier strip(Identifier id) {
        List<String> parts = id.parts();
        if (parts.size() == 1 || columns.contains(id.fullName())) {
            return id;
        }
        for (List<String> q : qualifiers) {
            if (parts.size() > q.size() && parts.subList(0, q.size()).equals(q)) {
                return new Identifier(parts.subList(q.size(), parts.size()));
            }
        }
        return id;
    }
}
