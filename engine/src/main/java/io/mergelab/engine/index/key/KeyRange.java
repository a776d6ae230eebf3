package io.mergelab.engine.index.key;

/**
 * An interval of key values in one {@link KeyDomain}, each end open or closed; a null end is unbounded
 * ({@code -Inf} / {@code +Inf}).
 */
record KeyRange(Object left, boolean leftIncluded, Object right, boolean rightIncluded) {

    static KeyRange point(Object v) {
        return new KeyRange(v, true, v, true);
    }

    static KeyRange atLeast(Object v, boolean included) {
        return new KeyRange(v, included, null, false);
    }

    static KeyRange atMost(Object v, boolean included) {
        return new KeyRange(null, false, v, included);
    }

    /** Whether some value of {@code [lo, hi]} lies in this range. */
    boolean intersects(KeyDomain d, Object lo, Object hi) {
        if (left != null) {
            int c = d.compare(left, hi);
            if (c > 0 || c == 0 && !leftIncluded) {
                return false;
            }
        }
        if (right != null) {
            int c = d.compare(right, lo);
            return c > 0 || c == 0 && rightIncluded;
        }
        return true;
    }

    /** Whether every value of {@code [lo, hi]} lies in this range. */
    boolean contains(KeyDomain d, Object lo, Object hi) {
        if (left != null) {
            int c = d.compare(left, lo);
            if (c > 0 || c == 0 && !leftIncluded) {
                return false;
            }
        }
        if (right != null) {
            int c = d.compare(right, hi);
            return c > 0 || c == 0 && rightIncluded;
        }
        return true;
    }

    /** ClickHouse's form: {@code [19724, +Inf)}, {@code (-Inf, 'b')}, {@code [5, 5]}. */
    String format(KeyDomain d) {
        String l = left == null ? "(-Inf" : (leftIncluded ? "[" : "(") + d.format(left);
        String r = right == null ? "+Inf)" : d.format(right) + (rightIncluded ? "]" : ")");
        return l + ", " + r;
    }
}
