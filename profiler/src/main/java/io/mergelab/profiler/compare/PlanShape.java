package io.mergelab.profiler.compare;

/** Whether the variants ran the same plan, as their normalized plan hashes say ({@link PlanHash}). */
public enum PlanShape {
    SAME("same"),
    CHANGED("changed"),
    NOT_COMPARABLE("not comparable");

    private final String words;

    PlanShape(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    public static PlanShape ofWords(String words) {
        for (PlanShape shape : values()) {
            if (shape.words.equals(words)) {
                return shape;
            }
        }
        throw new IllegalArgumentException("Not a plan shape: " + words);
    }
}
