package io.mergelab.profiler.bundle;

/**
 * A file of runs (a bundle, or a dump of ClickHouse's system tables) that cannot be written or read as such; the
 * message names the file and, for a dump, the line.
 */
public final class RunFileException extends RuntimeException {

    /** What went wrong, so a command line can choose its error code. */
    public enum Reason {
        /** A bundle of a newer version than this program reads. */
        NEWER_VERSION,
        /** Content that is not what it should be: a bad line, a bad value, an invalid run, an unknown format. */
        BAD_CONTENT,
        /** The file cannot be opened, read or written. */
        IO
    }

    private final Reason reason;

    public RunFileException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public RunFileException(Reason reason, String message) {
        this(reason, message, null);
    }

    public Reason reason() {
        return reason;
    }
}
