package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;

/**
 * A variant's statement failed, which ends the comparison: a failed run has no figures to compare. The run itself
 * was captured and handed to the sink like any other.
 */
public final class VariantFailedException extends RuntimeException {
    private final String variant;
    private final transient Run run;

    public VariantFailedException(String variant, Run run) {
        super("Variant " + variant + " failed: " + run.outcome().error().map(RunError::message).orElse("?"));
        this.variant = variant;
        this.run = run;
    }

    public String variant() {
        return variant;
    }

    public Run run() {
        return run;
    }
}
