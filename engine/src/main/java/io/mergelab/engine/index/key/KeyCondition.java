package io.mergelab.engine.index.key;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Expr;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A filter seen through a list of keys (sorting-key columns, partition-key columns or partition-key expressions):
 * atoms on key values combined with AND, OR and NOT, in reverse Polish notation, which answers whether the filter
 * can be true for some row whose key values lie in given bounds ({@link KeyValues}). Parts of the filter it does
 * not understand are unknown, so it may keep rows in vain but never drops one that matches.
 */
public final class KeyCondition {
    private final List<KeyColumn> keys;
    private final List<RpnElement> rpn;

    private KeyCondition(List<KeyColumn> keys, List<RpnElement> rpn) {
        this.keys = List.copyOf(keys);
        this.rpn = List.copyOf(rpn);
    }

    /**
     * The condition {@code filter} (names as the table's columns, see ReadConditions) puts on {@code keys};
     * {@code table} holds the table's columns, {@code ctx} evaluates the filter's constants as the query does.
     */
    public static KeyCondition of(Optional<Expr> filter, List<KeyColumn> keys, InputSchema table, EvaluationContext ctx) {
        if (filter.isEmpty()) {
            return new KeyCondition(keys, List.of(RpnElement.ALWAYS_TRUE));
        }
        return new KeyCondition(keys, new KeyConditionBuilder(keys, table, ctx).build(filter.get()));
    }

    List<KeyColumn> keys() {
        return keys;
    }

    List<RpnElement> rpn() {
        return rpn;
    }

    /** True when no atom can ever rule rows out: then analysis keeps everything (and force_primary_key fails). */
    public boolean alwaysUnknownOrTrue() {
        Deque<Boolean> stack = new ArrayDeque<>();
        for (RpnElement e : rpn) {
            switch (e.kind()) {
                case UNKNOWN, ALWAYS_TRUE -> stack.push(true);
                case IN_RANGE, IN_SET, ALWAYS_FALSE -> stack.push(false);
                case NOT -> {
                }
                case AND -> stack.push(stack.pop() & stack.pop());
                case OR -> stack.push(stack.pop() | stack.pop());
            }
        }
        return stack.pop();
    }

    /**
     * Whether the keys that can match form one continuous interval of the key order: a conjunction of exact ranges
     * directly on key columns that fix a prefix of the key to points, then at most one range, nothing after
     * (ClickHouse's condition for its binary search over the primary index).
     */
    public boolean isContinuousRange() {
        int[] constraint = new int[keys.size()];
        final int none = 0;
        final int point = 1;
        final int range = 2;
        for (RpnElement e : rpn) {
            switch (e.kind()) {
                case AND, UNKNOWN, ALWAYS_TRUE -> {
                }
                case IN_RANGE -> {
                    if (e.negated() || e.chain() != null) {
                        return false;
                    }
                    KeyRange r = e.range();
                    boolean isPoint = r.left() != null && r.right() != null && r.leftIncluded() && r.rightIncluded()
                            && e.domain().compare(r.left(), r.right()) == 0;
                    int c = isPoint ? point : range;
                    constraint[e.key()] = constraint[e.key()] == none ? c : Math.min(constraint[e.key()], c);
                }
                default -> {
                    return false;
                }
            }
        }
        boolean open = false;
        for (int c : constraint) {
            if (open && c != none) {
                return false;
            }
            open = c != point;
        }
        return true;
    }

    /** The keys that atoms of the condition refer to, in key order (EXPLAIN's {@code Keys:}). */
    public List<String> usedKeys() {
        boolean[] used = new boolean[keys.size()];
        for (RpnElement e : rpn) {
            if (e.isAtom()) {
                used[e.key()] = true;
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < used.length; i++) {
            if (used[i]) {
                out.add(keys.get(i).name());
            }
        }
        return out;
    }

    /** This condition over the values of the keys given as columns, in key order. */
    public KeyValues over(List<Column> keyValues) {
        return new KeyValues(this, keyValues);
    }

    /**
     * What EXPLAIN indexes = 1 prints as the stage's {@code Condition}: {@code true} when no atom can rule rows out (as
     * ClickHouse prints a condition with nothing on the key), the RPN's text otherwise.
     */
    public String description() {
        return alwaysUnknownOrTrue() ? "true" : toString();
    }

    /** ClickHouse's text: {@code and((d in (-Inf, 18627]), (d in [18597, +Inf)))}, the later operand first. */
    @Override
    public String toString() {
        Deque<String> stack = new ArrayDeque<>();
        for (RpnElement e : rpn) {
            switch (e.kind()) {
                case NOT -> stack.push("not(" + stack.pop() + ")");
                case AND, OR -> {
                    String second = stack.pop();
                    String first = stack.pop();
                    stack.push(e.describe() + "(" + second + ", " + first + ")");
                }
                default -> stack.push(e.describe());
            }
        }
        return stack.pop();
    }
}
