package io.mergelab.engine.index.key;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.NullableType;
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
    /** Whether key {@code i} is Nullable: its NULL rows may lie beyond any open end, so it has no open ends. */
    private final boolean[] nullable;
    /** The bounds of each key for the next evaluation: rows of the key values, or -1 for an open end. */
    private final int[] lo;
    private final int[] hi;
    private final boolean[] loIncluded;
    private final boolean[] hiIncluded;
    private final BoolMask[] stack;

    KeyValues(KeyCondition condition, List<Column> columns) {
        this.condition = condition;
        this.rpn = condition.rpn();
        int n = condition.keys().size();
        keyValues = new Object[n][];
        keyDomains = new KeyDomain[n];
        nullable = new boolean[n];
        for (int i = 0; i < n; i++) {
            DataType type = condition.keys().get(i).type().unwrapLowCardinality();
            nullable[i] = type instanceof NullableType;
            Optional<KeyDomain> d = KeyDomain.of(type);
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
        loIncluded = new boolean[n];
        hiIncluded = new boolean[n];
        stack = new BoolMask[rpn.size()];
    }

    public KeyCondition condition() {
        return condition;
    }

    /**
     * What the condition can be for rows whose key tuples lie between the tuples at rows {@code left} and
     * {@code right} (in key order; a primary-index range). As ClickHouse's KeyCondition does, the tuples between
     * are split into boxes: keys equal at both ends are fixed; where the first key differs, the box strictly
     * between its two values leaves the later keys free, and the two boxes at its ends bound the next key on one
     * side only ({@code (a, b)} from {@code (1, 5)} to {@code (3, 2)}: {@code a = 1, b >= 5}, {@code 1 < a < 3},
     * {@code a = 3, b <= 2}), recursively.
     */
    public BoolMask checkRange(int left, int right) {
        int k = 0;
        while (k < lo.length && bounds(k, left) && bounds(k, right)
                && keyDomains[k].compare(keyValues[k][left], keyValues[k][right]) == 0) {
            bound(k, left, true, right, true);
            k++;
        }
        if (k == lo.length) {
            return evaluate();
        }
        if (!bounds(k, left) || !bounds(k, right)) {
            freeFrom(k);
            return evaluate();
        }
        return anyBox(k, left, right);
    }

    /**
     * The union over the boxes of key tuples from key {@code k} on that lie at or after the tuple at row
     * {@code left} and at or before the one at {@code right} (-1: that side is open); keys before {@code k} are
     * already bound.
     */
    private BoolMask anyBox(int k, int left, int right) {
        if (left < 0 && right < 0) {
            freeFrom(k);
            return evaluate();
        }
        if (k == lo.length - 1) {
            bound(k, left, true, right, true);
            return evaluate();
        }
        bound(k, left, false, right, false);
        freeFrom(k + 1);
        BoolMask result = evaluate();
        if (left >= 0 && !complete(result)) {
            bound(k, left, true, left, true);
            result = result.union(anyBox(k + 1, bounds(k + 1, left) ? left : -1, -1));
        }
        if (right >= 0 && !complete(result)) {
            bound(k, right, true, right, true);
            result = result.union(anyBox(k + 1, -1, bounds(k + 1, right) ? right : -1));
        }
        return result;
    }

    /** Once the condition may be both true and false, more boxes change nothing. */
    private static boolean complete(BoolMask mask) {
        return mask.canBeTrue() && mask.canBeFalse();
    }

    /** Whether key {@code k}'s value at {@code row} can bound it (it has a domain and the value is not NULL or NaN). */
    private boolean bounds(int k, int row) {
        return keyValues[k] != null && keyValues[k][row] != null;
    }

    /** Bounds key {@code k} by its values at rows {@code low} and {@code high} (-1: open end). */
    private void bound(int k, int low, boolean lowIncluded, int high, boolean highIncluded) {
        boolean open = low < 0 || high < 0;
        if (open && nullable[k]) {
            low = -1;
            high = -1;
        }
        lo[k] = low;
        hi[k] = high;
        loIncluded[k] = lowIncluded;
        hiIncluded[k] = highIncluded;
    }

    private void freeFrom(int k) {
        for (int i = k; i < lo.length; i++) {
            bound(i, -1, false, -1, false);
        }
    }

    /**
     * What the condition can be for rows whose key {@code i} lies between its values at rows {@code low[i]} and
     * {@code high[i]}, each key independently ({@code low[i] < 0}: key {@code i} is free).
     */
    public BoolMask checkBox(int[] low, int[] high) {
        for (int i = 0; i < lo.length; i++) {
            boolean bounded = low[i] >= 0 && bounds(i, low[i]) && bounds(i, high[i]);
            bound(i, bounded ? low[i] : -1, true, bounded ? high[i] : -1, true);
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
        if (lo[k] < 0 && hi[k] < 0) {
            return BoolMask.UNKNOWN;
        }
        if (element.chain() == null) {
            return element.check(new KeyRange(end(keyValues[k], lo[k]), loIncluded[k], end(keyValues[k], hi[k]),
                    hiIncluded[k]));
        }
        // an integer chain may wrap around beyond an open end, and maps an open interval onto a closed one
        Object[] values = chainValues[e];
        if (values == null || lo[k] < 0 || hi[k] < 0) {
            return BoolMask.UNKNOWN;
        }
        Object a = values[lo[k]];
        Object b = values[hi[k]];
        if (element.decreasing()) {
            Object t = a;
            a = b;
            b = t;
        }
        // ends out of order: the chain wrapped around inside the bounds, so they bound nothing
        if (a == null || b == null || element.domain().compare(a, b) > 0) {
            return BoolMask.UNKNOWN;
        }
        return element.check(new KeyRange(a, true, b, true));
    }

    private static Object end(Object[] values, int row) {
        return row < 0 ? null : values[row];
    }
}
