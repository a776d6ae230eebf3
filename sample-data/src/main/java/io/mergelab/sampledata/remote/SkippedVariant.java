package io.mergelab.sampledata.remote;

/** A scenario variant a server could not hold, and why (e.g. its skip indexes, on a server without them). */
public record SkippedVariant(String variant, String reason) {
}
