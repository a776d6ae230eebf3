package io.mergelab.engine.sql.ast;

import io.mergelab.engine.memory.QueryGuard;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The walk every analysis rewrite shares: the operands of a function call, an array literal or a tuple literal.
 * Other nodes (columns, literals, aliases, subqueries) have none here; callers that look into them do so
 * themselves. Walking checks the current query's limits now and then.
 */
public final class ExprTrees {
    private ExprTrees() {
    }

    /**
     * The operands of a call or an array or tuple literal; empty for any other node. Each visit counts as a step of
     * the current query's work ({@link QueryGuard#tick}): the analysis passes walk trees of any size.
     */
    public static List<Expr> operands(Expr e) {
        QueryGuard.current().tick();
        if (e instanceof FunctionCall f) {
            return f.args();
        }
        if (e instanceof ArrayLiteral a) {
            return a.elements();
        }
        if (e instanceof TupleLiteral t) {
            return t.elements();
        }
        return List.of();
    }

    /** {@code e} with {@code f} applied to each of its {@link #operands}; any other node as it is. */
    public static Expr mapOperands(Expr e, UnaryOperator<Expr> f) {
        QueryGuard.current().tick();
        if (e instanceof FunctionCall c) {
            return new FunctionCall(c.name(), c.args().stream().map(f).toList(), c.distinct(), c.parameters());
        }
        if (e instanceof ArrayLiteral a) {
            return new ArrayLiteral(a.elements().stream().map(f).toList());
        }
        if (e instanceof TupleLiteral t) {
            return new TupleLiteral(t.elements().stream().map(f).toList());
        }
        return e;
    }

    /** The conditions {@code e} ANDs, its nested ANDs flattened, in order; {@code e} alone when it is no AND of two or more. */
    public static List<Expr> conjuncts(Expr e) {
        List<Expr> out = new ArrayList<>();
        addConjuncts(e, out);
        return out;
    }

    private static void addConjuncts(Expr e, List<Expr> out) {
        if (e instanceof FunctionCall f && f.name().equalsIgnoreCase("and") && f.args().size() >= 2) {
            f.args().forEach(a -> addConjuncts(a, out));
        } else {
            out.add(e);
        }
    }

    /** Adds the full name of every identifier in {@code e}, walking its {@link #operands}, to {@code out}. */
    public static void identifierNames(Expr e, Collection<String> out) {
        if (e instanceof Identifier id) {
            out.add(id.fullName());
        }
        operands(e).forEach(operand -> identifierNames(operand, out));
    }
}
