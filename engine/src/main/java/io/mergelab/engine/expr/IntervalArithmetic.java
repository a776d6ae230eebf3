package io.mergelab.engine.expr;

import io.mergelab.engine.function.ArgumentType;
import io.mergelab.engine.type.IntervalType;
import java.util.List;

/**
 * {@code plus} / {@code minus} with an Interval operand, as ClickHouse resolves them: {@code d + INTERVAL 1 DAY} and
 * {@code INTERVAL 1 DAY + d} call {@code addDays(d, 1)}, {@code d - INTERVAL 2 HOUR} calls {@code subtractHours(d, 2)}.
 */
final class IntervalArithmetic {
    private IntervalArithmetic() {
    }

    /** The function to call instead, and whether the operands swap (interval first); null when no operand is an interval. */
    record Call(String function, boolean swapped) {
    }

    static Call of(String canonical, List<ArgumentType> types) {
        if (types.size() != 2 || !(canonical.equals("plus") || canonical.equals("minus"))) {
            return null;
        }
        IntervalType left = types.get(0).type() instanceof IntervalType i ? i : null;
        IntervalType right = types.get(1).type() instanceof IntervalType i ? i : null;
        if (right != null && left == null) {
            return new Call((canonical.equals("plus") ? "add" : "subtract") + right.unit() + "s", false);
        }
        if (left != null && right == null && canonical.equals("plus")) {
            return new Call("add" + left.unit() + "s", true);
        }
        return null;
    }
}
