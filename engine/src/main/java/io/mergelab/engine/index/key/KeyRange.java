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

    /** Whether some value of {@code values} (an interval of the same domain) lies in this range. */
    boolean intersects(KeyDomain d, KeyRange values) {
        return below(d, left, leftIncluded, values.right, values.rightIncluded)
                && below(d, values.left, values.leftIncluded, right, rightIncluded);
    }

    /** Whether every value of {@code values} lies in this range. */
    boolean contains(KeyDomain d, KeyRange values) {
        if (left != null) {
            int c = values.left == null ? 1 : d.compare(left, values.left);
            if (c > 0 || c == 0 && !leftIncluded && values.leftIncluded) {
                return false;
            }
        }
        if (right != null) {
            int c = values.right == null ? -1 : d.compare(right, values.right);
            return c > 0 || c == 0 && (rightIncluded || !values.rightIncluded);
        }
        return true;
    }

    /** Whether a lower end {@code low} lies below an upper end {@code high} (null: unbounded) so values lie between. */
    private static boolean below(KeyDomain d, Object low, boolean lowIncluded, Object high, boolean highIncluded) {
        if (low == null || high == null) {
            return true;
        }
        int c = d.compare(low, high);
        return c < 0 || c == 0 && lowIncluded && highIncluded;
    }

    /** Whether this range holds exactly one value. */
    boolean isPoint(KeyDomain d) {
        return left != null && right != null && leftIncluded && rightIncluded && d.compare(left, right) == 0;
    }

    /** ClickHouse's form: {@code [19724, +Inf)}, {@code (-Inf, 'b')}, {@code [5, 5]}. */
    String format(KeyDomain d) {
        String l = left == null ? "(-Inf" : (leftIncluded ? "[" : "(") + d.format(left);
        String r = right == null ? "+Inf)" : d.format(right) + (rightIncluded ? "]" : ")");
        return l + ", " + r;
    }
}
