package io.mergelab.engine.index.key;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.BoolMask;
import java.util.List;
import java.util.Optional;

/**
 * A {@link KeyCondition} over concrete key values — a part's primary index, the min/max of its partition-key
 * columns, or its partition value — given as one column per key. Values and the outputs of monotonic function
 * chains are computed once, so each check is a few comparisons. Not thread-safe (scratch bounds are reused).
 */
public final class KeyValues {
    private final KeyCondition condition;
    private final List<RpnElement> rpn;
    /** Per key, its values in its domain (null entries bound nothing); null when the key has no domain. */
    private final Object[][] keyValues;
    private final KeyDomain[] keyDomains;
    /** Per element with a chain, the chain's outputs over the key's values; null when they could not be computed. */
    private final Object[][] chainValues;
    private final int[] lo;
    private final int[] hi;
    private final BoolMask[] stack;

    KeyValues(KeyCondition condition, List<Column> columns) {
        this.condition = condition;
        this.rpn = condition.rpn();
        int n = condition.keys().size();
        keyValues = new Object[n][];
        keyDomains = new KeyDomain[n];
        for (int i = 0; i < n; i++) {
            Optional<KeyDomain> d = KeyDomain.of(condition.keys().get(i).type());
            if (d.isPresent()) {
                keyDomains[i] = d.get();
                keyValues[i] = d.get().values(columns.get(i));
            }
        }
        chainValues = new Object[rpn.size()][];
        for (int e = 0; e < rpn.size(); e++) {
            RpnElement element = rpn.get(e);
            if (element.chain() != null) {
                try {
                    Column out = element.chain().evaluate(Chunk.of(List.of(columns.get(element.key()))));
                    chainValues[e] = element.domain().values(out);
                } catch (MergeLabException ex) {
                    chainValues[e] = null;
                }
            }
        }
        lo = new int[n];
        hi = new int[n];
        stack = new BoolMask[rpn.size()];
    }

    public KeyCondition condition() {
        return condition;
    }

    /**
     * What the condition can be for rows whose key tuples lie between the tuples at rows {@code left} and
     * {@code right} (in key order; a primary-index range). Keys equal at both ends are fixed; the first key that
     * differs ranges between its two values; keys after it are free.
     */
    public BoolMask checkRange(int left, int right) {
        boolean free = false;
        for (int i = 0; i < keyValues.length; i++) {
            if (free || keyValues[i] == null || keyValues[i][left] == null || keyValues[i][right] == null) {
                free = true;
                lo[i] = -1;
                continue;
            }
            lo[i] = left;
            hi[i] = right;
            free = keyDomains[i].compare(keyValues[i][left], keyValues[i][right]) != 0;
        }
        return evaluate();
    }

    /**
     * What the condition can be for rows whose key {@code i} lies between its values at rows {@code low[i]} and
     * {@code high[i]}, each key independently ({@code low[i] < 0}: key {@code i} is free).
     */
    public BoolMask checkBox(int[] low, int[] high) {
        for (int i = 0; i < lo.length; i++) {
            boolean bounded = low[i] >= 0 && keyValues[i] != null && keyValues[i][low[i]] != null
                    && keyValues[i][high[i]] != null;
            lo[i] = bounded ? low[i] : -1;
            hi[i] = high[i];
        }
        return evaluate();
    }

    private BoolMask evaluate() {
        int top = 0;
        for (int e = 0; e < rpn.size(); e++) {
            RpnElement element = rpn.get(e);
            switch (element.kind()) {
                case IN_RANGE, IN_SET -> stack[top++] = atom(e, element);
                case UNKNOWN -> stack[top++] = BoolMask.UNKNOWN;
                case ALWAYS_TRUE -> stack[top++] = BoolMask.ALWAYS_TRUE;
                case ALWAYS_FALSE -> stack[top++] = BoolMask.ALWAYS_FALSE;
                case NOT -> stack[top - 1] = stack[top - 1].not();
                case AND -> {
                    top--;
                    stack[top - 1] = stack[top - 1].and(stack[top]);
                }
                case OR -> {
                    top--;
                    stack[top - 1] = stack[top - 1].or(stack[top]);
                }
            }
        }
        return stack[0];
    }

    private BoolMask atom(int e, RpnElement element) {
        int k = element.key();
        if (lo[k] < 0) {
            return BoolMask.UNKNOWN;
        }
        Object[] values = element.chain() == null ? keyValues[k] : chainValues[e];
        if (values == null) {
            return BoolMask.UNKNOWN;
        }
        Object a = values[lo[k]];
        Object b = values[hi[k]];
        if (element.decreasing()) {
            Object t = a;
            a = b;
            b = t;
        }
        // ends out of order: an integer chain wrapped around inside the bounds, so they bound nothing
        if (a == null || b == null || element.domain().compare(a, b) > 0) {
            return BoolMask.UNKNOWN;
        }
        return element.check(a, b);
    }
}
