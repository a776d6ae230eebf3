package io.mergelab.profiler.run;

import java.util.Objects;
import java.util.Optional;

/**
 * How a run ended, as the client saw it: wall time from sending the statement to the last row, the result's size,
 * a digest of its first rows (to tell whether two variants returned the same answer), or the error.
 * {@code firstRowsDigest} is a hex SHA-256 over the first 1,000 rows' text, empty when there was no result set.
 */
public record Outcome(long clientElapsedMicros, long resultRows, long resultBytes, String firstRowsDigest,
                      Optional<RunError> error) {
    public Outcome {
        Objects.requireNonNull(firstRowsDigest, "firstRowsDigest");
        Objects.requireNonNull(error, "error");
    }
}
