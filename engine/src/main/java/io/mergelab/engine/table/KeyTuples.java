package io.mergelab.engine.table;

import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.List;

/** Key clauses list their elements as a tuple: {@code (a, b)}, {@code tuple(a, b)}, {@code ()} or one expression. */
public final class KeyTuples {
    private KeyTuples() {
    }

    public static List<Expr> elements(Expr key) {
        if (key instanceof TupleLiteral t) {
            return t.elements();
        }
        if (key instanceof FunctionCall f && f.name().equals("tuple")) {
            return f.args();
        }
        return List.of(key);
    }
}
