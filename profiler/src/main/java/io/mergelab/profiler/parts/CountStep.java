package io.mergelab.profiler.parts;

/** From {@code timeMicros} on (until the next step), the partition had {@code activeParts} active parts. */
public record CountStep(long timeMicros, int activeParts) {
}
