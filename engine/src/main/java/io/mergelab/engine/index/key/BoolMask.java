package io.mergelab.engine.index.key;

/**
 * What a condition can evaluate to over a region of key values: whether it can be true somewhere there and whether
 * it can be false somewhere there. Keeping both makes NOT exact: {@code not} swaps them.
 */
public record BoolMask(boolean canBeTrue, boolean canBeFalse) {
    public static final BoolMask ALWAYS_TRUE = new BoolMask(true, false);
    public static final BoolMask ALWAYS_FALSE = new BoolMask(false, true);
    public static final BoolMask UNKNOWN = new BoolMask(true, true);
    private static final BoolMask NEVER = new BoolMask(false, false);

    public static BoolMask of(boolean canBeTrue, boolean canBeFalse) {
        if (canBeTrue) {
            return canBeFalse ? UNKNOWN : ALWAYS_TRUE;
        }
        return canBeFalse ? ALWAYS_FALSE : NEVER;
    }

    public BoolMask and(BoolMask o) {
        return of(canBeTrue && o.canBeTrue, canBeFalse || o.canBeFalse);
    }

    public BoolMask or(BoolMask o) {
        return of(canBeTrue || o.canBeTrue, canBeFalse && o.canBeFalse);
    }

    public BoolMask not() {
        return of(canBeFalse, canBeTrue);
    }
}
