package io.mergelab.engine.index;

/**
 * What a condition can be over a set of rows (a granule, a key range): whether some row may satisfy it and whether
 * some row may not. Index analysis drops a set only when {@code canBeTrue} is false. Keeping both halves makes NOT
 * exact: an index that can prove "no row matches" but never "every row matches" (a bloom filter) cannot prune a
 * negation.
 */
public record BoolMask(boolean canBeTrue, boolean canBeFalse) {
    /** Nothing known: any row may or may not satisfy the condition. */
    public static final BoolMask UNKNOWN = new BoolMask(true, true);
    public static final BoolMask ALWAYS_TRUE = new BoolMask(true, false);
    public static final BoolMask ALWAYS_FALSE = new BoolMask(false, true);
    /** The empty set of rows: the condition can be neither. */
    public static final BoolMask NEVER = new BoolMask(false, false);

    /** One of the four shared instances, so combining masks on hot paths allocates nothing. */
    public static BoolMask of(boolean canBeTrue, boolean canBeFalse) {
        if (canBeTrue) {
            return canBeFalse ? UNKNOWN : ALWAYS_TRUE;
        }
        return canBeFalse ? ALWAYS_FALSE : NEVER;
    }

    public BoolMask and(BoolMask other) {
        return of(canBeTrue && other.canBeTrue, canBeFalse || other.canBeFalse);
    }

    public BoolMask or(BoolMask other) {
        return of(canBeTrue || other.canBeTrue, canBeFalse && other.canBeFalse);
    }

    /** What the condition can be over the union of this set of rows and {@code other}'s. */
    public BoolMask union(BoolMask other) {
        return of(canBeTrue || other.canBeTrue, canBeFalse || other.canBeFalse);
    }

    public BoolMask not() {
        return of(canBeFalse, canBeTrue);
    }
}
