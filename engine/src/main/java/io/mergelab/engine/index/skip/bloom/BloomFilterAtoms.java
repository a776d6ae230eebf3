package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The predicates a {@code bloom_filter} index over {@code indexExpr} judges, as in ClickHouse: {@code =}, {@code !=},
 * {@code IN}, {@code NOT IN} with constants on a scalar index; {@code has}, {@code hasAny}, {@code hasAll} on an
 * Array index; {@code mapContains(m, k)} on {@code mapKeys(m)}; {@code m[k] = v}, {@code m[k] != v} and
 * {@code m[k] [NOT] IN (...)} on {@code mapValues(m)} when v is not the default value (a missing key reads as the
 * default, so a granule without v may still match then).
 */
final class BloomFilterAtoms {
    private final Expr indexExpr;
    private final DataType valueType;
    private final boolean array;
    private final Optional<Expr> mapOfKeys;
    private final Optional<Expr> mapOfValues;

    /** {@code valueType} is the type of one indexed value: the element type for an Array index. */
    BloomFilterAtoms(Expr indexExpr, DataType valueType, boolean array) {
        this.indexExpr = indexExpr;
        this.valueType = valueType;
        this.array = array;
        this.mapOfKeys = PredicateOperands.argumentOf(indexExpr, "mapKeys");
        this.mapOfValues = PredicateOperands.argumentOf(indexExpr, "mapValues");
    }

    Optional<ConditionTree.Atom> atom(Expr e) {
        if (!(e instanceof FunctionCall f) || f.args().size() != 2 || f.distinct() || !f.parameters().isEmpty()) {
            return Optional.empty();
        }
        Expr left = f.args().get(0);
        Expr right = f.args().get(1);
        return switch (f.name()) {
            case "equals" -> equality(left, right, HashAtom.Mode.ANY).or(() -> equality(right, left, HashAtom.Mode.ANY));
            case "notEquals" -> equality(left, right, HashAtom.Mode.NONE).or(() -> equality(right, left, HashAtom.Mode.NONE));
            case "in", "globalIn" -> membership(left, right, HashAtom.Mode.ANY);
            case "notIn", "globalNotIn" -> membership(left, right, HashAtom.Mode.NONE);
            case "has" -> onArray(left) ? hashes(PredicateOperands.value(right).map(List::of), HashAtom.Mode.ANY, false) : Optional.empty();
            case "hasAny" -> onArray(left) ? hashes(PredicateOperands.list(right), HashAtom.Mode.ANY, false) : Optional.empty();
            case "hasAll" -> onArray(left) ? hashes(PredicateOperands.list(right), HashAtom.Mode.ALL, false) : Optional.empty();
            case "mapContains" -> mapOfKeys.isPresent() && left.equals(mapOfKeys.get())
                    ? hashes(PredicateOperands.value(right).map(List::of), HashAtom.Mode.ANY, false) : Optional.empty();
            default -> Optional.empty();
        };
    }

    private boolean onArray(Expr operand) {
        return array && operand.equals(indexExpr);
    }

    private Optional<ConditionTree.Atom> equality(Expr operand, Expr constant, HashAtom.Mode mode) {
        if (!array && operand.equals(indexExpr)) {
            return hashes(PredicateOperands.value(constant).map(List::of), mode, false);
        }
        if (PredicateOperands.isLookupIn(operand, mapOfValues)) {
            return hashes(PredicateOperands.value(constant).map(List::of), mode, true);
        }
        return Optional.empty();
    }

    private Optional<ConditionTree.Atom> membership(Expr operand, Expr set, HashAtom.Mode mode) {
        if (!array && operand.equals(indexExpr)) {
            return hashes(PredicateOperands.list(set), mode, false);
        }
        if (PredicateOperands.isLookupIn(operand, mapOfValues)) {
            return hashes(PredicateOperands.list(set), mode, true);
        }
        return Optional.empty();
    }

    /**
     * The atom over the hashes of {@code values} as indexed values; none when a value does not convert exactly, or,
     * with {@code refuseDefault}, when one is the default value.
     */
    private Optional<ConditionTree.Atom> hashes(Optional<List<Object>> values, HashAtom.Mode mode, boolean refuseDefault) {
        if (values.isEmpty()) {
            return Optional.empty();
        }
        long defaultHash = ConstantHash.ofDefault(valueType);
        long[] out = new long[values.get().size()];
        for (int i = 0; i < out.length; i++) {
            OptionalLong h = ConstantHash.of(valueType, values.get().get(i));
            if (h.isEmpty() || (refuseDefault && h.getAsLong() == defaultHash)) {
                return Optional.empty();
            }
            out[i] = h.getAsLong();
        }
        return Optional.of(new HashAtom(out, mode));
    }
}
