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

    public BoolMask and(BoolMask other) {
        return new BoolMask(canBeTrue && other.canBeTrue, canBeFalse || other.canBeFalse);
    }

    public BoolMask or(BoolMask other) {
        return new BoolMask(canBeTrue || other.canBeTrue, canBeFalse && other.canBeFalse);
    }

    public BoolMask not() {
        return new BoolMask(canBeFalse, canBeTrue);
    }
}
