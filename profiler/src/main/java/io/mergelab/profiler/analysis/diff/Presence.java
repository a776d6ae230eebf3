package io.mergelab.profiler.analysis.diff;

/** Which side of a diff a plan step or processor group ran on. */
public enum Presence {
    BOTH, ONLY_A, ONLY_B;

    static Presence of(boolean inA, boolean inB) {
        if (inA == inB) {
            if (!inA) {
                throw new IllegalArgumentException("a diff row must come from at least one side");
            }
            return BOTH;
        }
        return inA ? ONLY_A : ONLY_B;
    }
}
