package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.index.skip.ConditionTree;
import io.mergelab.engine.index.skip.SkipIndexGranule;

/**
 * A predicate a Bloom-family granule can rule out. Each group holds the hashes one candidate value needs: one hash for
 * a {@code bloom_filter} value; the token hashes of a string for ngrambf_v1 / tokenbf_v1 (a value of an IN list, a
 * needle of hasAny, an alternative of a regular expression). A group is present when all its hashes may be in the
 * granule. {@link Mode#ANY}: a row can match only if some group is present; {@link Mode#ALL}: only if every group is;
 * {@link Mode#NONE}, the negation of ANY ({@code !=}, {@code NOT IN}, {@code NOT LIKE}): true on every row when no
 * group is present, unknown otherwise.
 */
public record HashAtom(long[][] groups, Mode mode) implements ConditionTree.Atom {
    public enum Mode { ANY, ALL, NONE }

    @Override
    public BoolMask check(SkipIndexGranule granule) {
        HashFilterGranule g = (HashFilterGranule) granule;
        boolean found = mode == Mode.ALL ? allPresent(g) : anyPresent(g);
        if (found) {
            return BoolMask.UNKNOWN;
        }
        return mode == Mode.NONE ? BoolMask.ALWAYS_TRUE : BoolMask.ALWAYS_FALSE;
    }

    private boolean anyPresent(HashFilterGranule g) {
        for (long[] group : groups) {
            if (present(group, g)) {
                return true;
            }
        }
        return false;
    }

    private boolean allPresent(HashFilterGranule g) {
        for (long[] group : groups) {
            if (!present(group, g)) {
                return false;
            }
        }
        return true;
    }

    private static boolean present(long[] group, HashFilterGranule g) {
        for (long h : group) {
            if (!g.mayContain(h)) {
                return false;
            }
        }
        return true;
    }
}
