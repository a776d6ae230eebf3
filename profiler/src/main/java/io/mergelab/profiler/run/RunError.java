package io.mergelab.profiler.run;

import java.util.Objects;

/** A failed run's error with ClickHouse's code, name and message: {@code 60}, {@code UNKNOWN_TABLE}, the text. */
public record RunError(int code, String name, String message) {
    public RunError {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(message, "message");
    }
}
