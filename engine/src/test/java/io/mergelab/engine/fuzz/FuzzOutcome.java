package io.mergelab.engine.fuzz;

/** How one fuzzed statement ended; the last four must never happen. */
public enum FuzzOutcome {
    /** Ran to its end. */
    OK,
    /** A MergeLab error with a specific code (a bad type, an unknown function, a limit reached...). */
    ERROR,
    /** A MergeLab error coded LOGICAL_ERROR or UNKNOWN_EXCEPTION: an engine bug by ClickHouse's definition. */
    LOGICAL_ERROR,
    /** A Java exception that is not a MergeLabException. */
    JAVA_EXCEPTION,
    /** A JVM-level Error (StackOverflowError, OutOfMemoryError, ...). */
    CRASH,
    /** The statement ran more than a second past max_execution_time (counted besides its ending). */
    OVERRUN;

    public boolean isBad() {
        return this != OK && this != ERROR;
    }
}
