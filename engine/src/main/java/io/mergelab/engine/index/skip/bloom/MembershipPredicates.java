package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import java.util.List;
import java.util.Optional;

/**
 * The predicates every Bloom-family index (bloom_filter, ngrambf_v1, tokenbf_v1) over {@code indexExpr} recognises
 * alike, each asking whether some constants are in a granule: {@code =}, {@code !=}, {@code IN}, {@code NOT IN} on a
 * scalar index; {@code has}, {@code hasAny}, {@code hasAll} on an Array index; {@code mapContains(m, k)} on
 * {@code mapKeys(m)}; {@code m[k] = v}, {@code m[k] != v} and {@code m[k] [NOT] IN (...)} on {@code mapValues(m)}. A
 * missing key reads as the default value, so for those lookups the constants must not be the default (a granule
 * without v may still match then). Each index type turns the constants into hashes its own way.
 */
public final class MembershipPredicates {
    /**
     * The atom for rows holding {@code values} in {@code mode}; none when a value cannot be looked up, or, with
     * {@code refuseDefault}, when one is the default value.
     */
    @FunctionalInterface
    public interface AtomFactory {
        Optional<ConditionTree.Atom> atom(List<Object> values, HashAtom.Mode mode, boolean refuseDefault);
    }

    private final Expr indexExpr;
    private final boolean array;
    private final Optional<Expr> mapOfKeys;
    private final Optional<Expr> mapOfValues;
    private final AtomFactory factory;

    /** {@code array}: the index expression is an Array and its elements are indexed. */
    public MembershipPredicates(Expr indexExpr, boolean array, AtomFactory factory) {
        this.indexExpr = indexExpr;
        this.array = array;
        this.mapOfKeys = PredicateOperands.argumentOf(indexExpr, "mapKeys");
        this.mapOfValues = PredicateOperands.argumentOf(indexExpr, "mapValues");
        this.factory = factory;
    }

    /** {@code e} when it is a plain two-argument function call, the shape of every predicate these indexes judge. */
    public static Optional<FunctionCall> binaryCall(Expr e) {
        if (!(e instanceof FunctionCall f) || f.args().size() != 2 || f.distinct() || !f.parameters().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(f);
    }

    /** Whether {@code operand} is the indexed value itself (a scalar index). */
    public boolean isScalarIndex(Expr operand) {
        return !array && operand.equals(indexExpr);
    }

    public Optional<ConditionTree.Atom> atom(Expr e) {
        return binaryCall(e).flatMap(f -> {
            Expr left = f.args().get(0);
            Expr right = f.args().get(1);
            return switch (f.name()) {
                case "equals" -> equality(left, right, HashAtom.Mode.ANY).or(() -> equality(right, left, HashAtom.Mode.ANY));
                case "notEquals" -> equality(left, right, HashAtom.Mode.NONE).or(() -> equality(right, left, HashAtom.Mode.NONE));
                case "in", "globalIn" -> membership(left, right, HashAtom.Mode.ANY);
                case "notIn", "globalNotIn" -> membership(left, right, HashAtom.Mode.NONE);
                case "has" -> onArray(left) ? values(PredicateOperands.value(right).map(List::of), HashAtom.Mode.ANY, false) : Optional.empty();
                case "hasAny" -> onArray(left) ? values(PredicateOperands.list(right), HashAtom.Mode.ANY, false) : Optional.empty();
                case "hasAll" -> onArray(left) ? values(PredicateOperands.list(right), HashAtom.Mode.ALL, false) : Optional.empty();
                case "mapContains" -> mapOfKeys.isPresent() && left.equals(mapOfKeys.get())
                        ? values(PredicateOperands.value(right).map(List::of), HashAtom.Mode.ANY, false) : Optional.empty();
                default -> Optional.empty();
            };
        });
    }

    private boolean onArray(Expr operand) {
        return array && operand.equals(indexExpr);
    }

    private Optional<ConditionTree.Atom> equality(Expr operand, Expr constant, HashAtom.Mode mode) {
        return lookup(operand, PredicateOperands.value(constant).map(List::of), mode);
    }

    private Optional<ConditionTree.Atom> membership(Expr operand, Expr set, HashAtom.Mode mode) {
        return lookup(operand, PredicateOperands.list(set), mode);
    }

    /** {@code operand} compared with {@code values}: the indexed value itself, or a lookup in the map of mapValues(m). */
    private Optional<ConditionTree.Atom> lookup(Expr operand, Optional<List<Object>> values, HashAtom.Mode mode) {
        if (isScalarIndex(operand)) {
            return values(values, mode, false);
        }
        if (PredicateOperands.isLookupIn(operand, mapOfValues)) {
            return values(values, mode, true);
        }
        return Optional.empty();
    }

    private Optional<ConditionTree.Atom> values(Optional<List<Object>> values, HashAtom.Mode mode, boolean refuseDefault) {
        return values.flatMap(vs -> factory.atom(vs, mode, refuseDefault));
    }
}
