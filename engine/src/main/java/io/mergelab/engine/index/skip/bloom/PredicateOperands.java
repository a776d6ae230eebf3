package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.sql.ast.ArrayLiteral;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.sql.ast.TupleLiteral;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The operands of a predicate a Bloom-family index can use: constants (non-NULL literals and literal lists) and, for an
 * index on {@code mapKeys(m)} / {@code mapValues(m)}, the map {@code m} and lookups {@code m[key]} in it.
 */
public final class PredicateOperands {
    private PredicateOperands() {
    }

    /** The value of a non-NULL literal. */
    public static Optional<Object> value(Expr e) {
        return e instanceof Literal l && l.value() != null ? Optional.of(l.value()) : Optional.empty();
    }

    /**
     * The elements of {@code (a, b)}, {@code [a, b]}, {@code tuple(a, b)}, {@code array(a, b)} or a single literal (the
     * right side of IN, the needles of hasAny); empty if any element is not a non-NULL literal.
     */
    public static Optional<List<Object>> list(Expr e) {
        List<Expr> elements;
        if (e instanceof TupleLiteral t) {
            elements = t.elements();
        } else if (e instanceof ArrayLiteral a) {
            elements = a.elements();
        } else if (e instanceof FunctionCall f && (f.name().equals("tuple") || f.name().equals("array"))) {
            elements = f.args();
        } else {
            return value(e).map(List::of);
        }
        List<Object> out = new ArrayList<>(elements.size());
        for (Expr x : elements) {
            Optional<Object> v = value(x);
            if (v.isEmpty()) {
                return Optional.empty();
            }
            out.add(v.get());
        }
        return Optional.of(out);
    }

    /** M when {@code indexExpr} is {@code function(M)}, e.g. the map of a {@code mapKeys(m)} index. */
    public static Optional<Expr> argumentOf(Expr indexExpr, String function) {
        return indexExpr instanceof FunctionCall f && f.name().equals(function) && f.args().size() == 1
                ? Optional.of(f.args().get(0)) : Optional.empty();
    }

    /** Whether {@code e} is {@code m[key]} for the map {@code map}. */
    public static boolean isLookupIn(Expr e, Optional<Expr> map) {
        return map.isPresent() && e instanceof FunctionCall f && f.name().equals("arrayElement") && f.args().size() == 2
                && f.args().get(0).equals(map.get());
    }
}
