package io.mergelab.engine.function.comparison;

/** Compares row {@code left} of one column with row {@code right} of another: negative, 0, positive or UNORDERED. */
@FunctionalInterface
public interface RowComparator {
    int compare(int left, int right);
}
