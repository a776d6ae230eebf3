package io.mergelab.profiler.experiment;

/**
 * An experiment that cannot go on, with a message naming the layout or table at fault: {@link Reason} says what kind
 * of problem it is, so a command line can give it an error code.
 */
public final class ExperimentException extends RuntimeException {
    /** What went wrong. */
    public enum Reason {
        /** The layouts do not hold the same rows (row counts or content digests differ). */
        DATA_DIFFERS,
        /** A layout cannot be built as described. */
        BAD_LAYOUT,
        /** A table the experiment would create exists already. */
        TABLE_EXISTS,
        /** The arguments do not describe an experiment (unknown table, a query without {table}, ...). */
        BAD_ARGUMENTS
    }

    private final Reason reason;

    public ExperimentException(Reason reason, String message) {
        this(reason, message, null);
    }

    public ExperimentException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
