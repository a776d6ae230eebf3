package io.mergelab.profiler.store;

/** A run store that cannot be opened or a request it cannot answer; {@link #reason()} says which, the message says why. */
public final class RunStoreException extends RuntimeException {

    /** What went wrong, so a command line can choose its error code. */
    public enum Reason {
        /** The file was written by a newer MergeLab: its schema has migrations this program does not know. */
        NEWER_SCHEMA,
        /** The file is not an H2 database, is damaged, or is an H2 database without MergeLab's tables. */
        NOT_A_STORE,
        /** Another process holds the file and could not be reached. */
        IN_USE,
        /** No store file exists where one was to be read (nothing recorded there yet). */
        NO_STORE,
        /** The request needs the store alone (compaction) but another process, or another user here, has it open. */
        OPEN_ELSEWHERE,
        /** No run (or comparison) has the given id (or id prefix). */
        UNKNOWN_RUN,
        /** An id prefix matches more than one run (or comparison). */
        AMBIGUOUS_RUN,
        /** A run (or comparison) with the same id is already stored. */
        DUPLICATE_RUN,
        /** The database failed otherwise (disk full, I/O error, ...). */
        FAILED
    }

    private final Reason reason;

    public RunStoreException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public RunStoreException(Reason reason, String message) {
        this(reason, message, null);
    }

    public Reason reason() {
        return reason;
    }
}
