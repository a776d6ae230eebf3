package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code [ANY|ALL] [INNER|LEFT|RIGHT|FULL|CROSS] JOIN table USING (a, b) | ON expr}. */
public record JoinClause(Strictness strictness, Kind kind, TableExpr table, List<String> using, Optional<Expr> on) {

    public enum Strictness { DEFAULT, ANY, ALL }

    public enum Kind { INNER, LEFT, RIGHT, FULL, CROSS }

    public JoinClause {
        using = List.copyOf(using);
    }
}
