package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.SkipIndexGranule;

/**
 * A predicate a {@code bloom_filter} granule can rule out: some ({@link Mode#ANY}) or all ({@link Mode#ALL}) of the
 * value hashes must be in the granule for a row to match; {@link Mode#NONE} is the negation of ANY ({@code !=},
 * {@code NOT IN}): it is true on every row when none of the values is there, and unknown otherwise.
 */
record HashAtom(long[] hashes, Mode mode) implements ConditionTree.Atom {
    enum Mode { ANY, ALL, NONE }

    @Override
    public BoolMask check(SkipIndexGranule granule) {
        BloomFilterGranule g = (BloomFilterGranule) granule;
        boolean found = mode == Mode.ALL ? containsAll(g) : containsAny(g);
        if (found) {
            return BoolMask.UNKNOWN;
        }
        return mode == Mode.NONE ? BoolMask.ALWAYS_TRUE : BoolMask.ALWAYS_FALSE;
    }

    private boolean containsAny(BloomFilterGranule g) {
        for (long h : hashes) {
            if (g.mayContain(h)) {
                return true;
            }
        }
        return false;
    }

    private boolean containsAll(BloomFilterGranule g) {
        for (long h : hashes) {
            if (!g.mayContain(h)) {
                return false;
            }
        }
        return true;
    }
}
