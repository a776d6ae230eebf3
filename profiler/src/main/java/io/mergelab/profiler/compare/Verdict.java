package io.mergelab.profiler.compare;

/**
 * What a metric's comparison says, in the words ClickHouse's performance test uses: the difference is real
 * ({@link #CHANGED}), the runs are too noisy to tell a difference of the minimum effect from chance
 * ({@link #UNSTABLE}), or neither.
 */
public enum Verdict {
    CHANGED("changed"),
    UNSTABLE("unstable"),
    NO_SIGNIFICANT_DIFFERENCE("no significant difference");

    private final String words;

    Verdict(String words) {
        this.words = words;
    }

    /** The verdict as printed and stored: {@code changed}, {@code unstable}, {@code no significant difference}. */
    public String words() {
        return words;
    }

    /** The verdict printed as {@code words}, or an IllegalArgumentException naming the words. */
    public static Verdict ofWords(String words) {
        for (Verdict verdict : values()) {
            if (verdict.words.equals(words)) {
                return verdict;
            }
        }
        throw new IllegalArgumentException("Not a verdict: " + words);
    }
}
