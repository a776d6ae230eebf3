package io.mergelab.engine.sql;

import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.SelectQuery;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.Statement;
import java.util.List;
import java.util.Optional;

/** Short builders for expected trees in parser tests. */
final class Ast {
    private Ast() {
    }

    static Identifier id(String... parts) {
        return Identifier.of(parts);
    }

    static Literal lit(Object value) {
        return new Literal(value);
    }

    static FunctionCall fn(String name, Expr... args) {
        return FunctionCall.of(name, args);
    }

    static Aliased as(Expr e, String alias) {
        return new Aliased(e, alias);
    }

    static Expr expr(String text) {
        return SqlParser.parseExpression(text);
    }

    static Statement parse(String sql) {
        return SqlParser.parse(sql);
    }

    static SelectUnion union(String sql) {
        return (SelectUnion) SqlParser.parse(sql);
    }

    /** The only SELECT of a statement. */
    static SelectQuery select(String sql) {
        SelectUnion union = union(sql);
        if (union.selects().size() != 1) {
            throw new AssertionError("expected one SELECT in " + sql);
        }
        return union.selects().get(0);
    }

    /** A SELECT with only a select list. */
    static SelectQuery selectOf(Expr... items) {
        return new SelectQuery(List.of(), false, List.of(items), Optional.empty(), List.of(), Optional.empty(),
                Optional.empty(), List.of(), false, Optional.empty(), List.of(), Optional.empty(), Optional.empty(),
                List.of());
    }
}
