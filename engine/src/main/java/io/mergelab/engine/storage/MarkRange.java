package io.mergelab.engine.storage;

/** Granules {@code [begin, end)} of a part, in mark numbers (the final mark is never a range's begin). */
public record MarkRange(int begin, int end) {
    public MarkRange {
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("bad mark range [" + begin + ", " + end + ")");
        }
    }

    public int size() {
        return end - begin;
    }
}
