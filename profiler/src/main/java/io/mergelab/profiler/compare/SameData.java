package io.mergelab.profiler.compare;

/** Whether a comparison's variants read the same data ({@link DataCheck}). */
public enum SameData {
    SAME("same"),
    DIFFERENT("different"),
    NOT_KNOWN("not known");

    private final String words;

    SameData(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    public static SameData ofWords(String words) {
        for (SameData value : values()) {
            if (value.words.equals(words)) {
                return value;
            }
        }
        throw new IllegalArgumentException("Not a data check: " + words);
    }
}
