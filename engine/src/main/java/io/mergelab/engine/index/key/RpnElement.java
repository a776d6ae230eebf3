package io.mergelab.engine.index.key;

import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.index.BoolMask;

/**
 * One element of a key condition in reverse Polish notation: an atom on one key, a constant, or a logical operator.
 * An atom says the value of key {@code key} — or of {@code chain} over it, a monotonic function of the key — lies in
 * {@code range} ({@link Kind#IN_RANGE}) or in {@code set} (sorted, {@link Kind#IN_SET}); {@code negated} turns it
 * into "not in". An atom that is not {@code exact} is only implied by the query's condition (a condition on
 * {@code ts} seen through the key {@code toDate(ts)}), so it proves when rows may match but never that they must.
 */
record RpnElement(Kind kind, int key, String column, KeyDomain domain, KeyRange range, Object[] set, boolean negated,
                  boolean exact, boolean nullable, CompiledExpression chain, boolean decreasing) {

    enum Kind { IN_RANGE, IN_SET, UNKNOWN, ALWAYS_TRUE, ALWAYS_FALSE, AND, OR, NOT }

    static final RpnElement UNKNOWN = operator(Kind.UNKNOWN);
    static final RpnElement ALWAYS_TRUE = operator(Kind.ALWAYS_TRUE);
    static final RpnElement ALWAYS_FALSE = operator(Kind.ALWAYS_FALSE);
    static final RpnElement AND = operator(Kind.AND);
    static final RpnElement OR = operator(Kind.OR);
    static final RpnElement NOT = operator(Kind.NOT);

    private static RpnElement operator(Kind kind) {
        return new RpnElement(kind, -1, null, null, null, null, false, true, false, null, false);
    }

    boolean isAtom() {
        return kind == Kind.IN_RANGE || kind == Kind.IN_SET;
    }

    /**
     * The atom that holds exactly where this one does not, or null when there is none: an implied atom proves
     * nothing about its negation, NaN makes a float comparison and its opposite both false, and NULL makes IN and
     * NOT IN both false. A range open on one side flips to the other side; others become "not in".
     */
    RpnElement complement() {
        if (!exact || domain == KeyDomain.FLOAT || kind == Kind.IN_SET && nullable) {
            return null;
        }
        KeyRange r = range;
        if (kind == Kind.IN_RANGE && !negated && (r.left() == null) != (r.right() == null)) {
            KeyRange flipped = r.left() == null ? KeyRange.atLeast(r.right(), !r.rightIncluded())
                    : KeyRange.atMost(r.left(), !r.leftIncluded());
            return new RpnElement(kind, key, column, domain, flipped, set, false, true, nullable, chain, decreasing);
        }
        return new RpnElement(kind, key, column, domain, range, set, !negated, true, nullable, chain, decreasing);
    }

    /**
     * What the atom can be over key values {@code values} (of the chain's output when there is a chain). NaN rows
     * (never inside a float key's bounds) make any comparison false; NULL rows make IN and NOT IN false.
     */
    BoolMask check(KeyRange values) {
        boolean canBeTrue;
        boolean canBeFalse;
        if (kind == Kind.IN_RANGE) {
            canBeTrue = range.intersects(domain, values);
            canBeFalse = !range.contains(domain, values);
        } else {
            canBeTrue = anyInSet(values);
            canBeFalse = !(values.isPoint(domain) && canBeTrue);
        }
        if (!exact || domain == KeyDomain.FLOAT) {
            canBeFalse = true;
        }
        if (negated) {
            boolean t = canBeTrue;
            canBeTrue = canBeFalse;
            canBeFalse = t;
        }
        if (kind == Kind.IN_SET && nullable) {
            canBeFalse = true;
        }
        return BoolMask.of(canBeTrue, canBeFalse);
    }

    /** Whether some element of the set lies in {@code values}: the first one not below its lower end. */
    private boolean anyInSet(KeyRange values) {
        int low = 0;
        int high = set.length;
        while (values.left() != null && low < high) {
            int mid = (low + high) >>> 1;
            int c = domain.compare(set[mid], values.left());
            if (c < 0 || c == 0 && !values.leftIncluded()) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        if (low == set.length) {
            return false;
        }
        return values.intersects(domain, KeyRange.point(set[low]));
    }

    /** ClickHouse's text of the element alone (operators are joined by {@link KeyCondition#toString}). */
    String describe() {
        return switch (kind) {
            case IN_RANGE -> "(" + column + (negated ? " not in " : " in ") + range.format(domain) + ")";
            case IN_SET -> "(" + column + (negated ? " notIn " : " in ") + set.length + "-element set)";
            case UNKNOWN -> "unknown";
            case ALWAYS_TRUE -> "true";
            case ALWAYS_FALSE -> "false";
            case AND -> "and";
            case OR -> "or";
            case NOT -> "not";
        };
    }
}
