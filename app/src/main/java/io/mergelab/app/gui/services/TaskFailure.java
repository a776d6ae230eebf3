package io.mergelab.app.gui.services;

import io.mergelab.profiler.connect.TargetException;
import java.util.Objects;

/** A task that failed with nobody else to tell: its title and the error, for the status bar. */
public record TaskFailure(String title, Exception error) {
    public TaskFailure {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(error, "error");
    }

    /** {@code Opening the store failed: <reason>}; a target's error as clickhouse-client prints it. */
    public String text() {
        return title + " failed: " + reason(error);
    }

    /** The error as people should read it: a target's client line, otherwise the message (or the type when there is none). */
    public static String reason(Throwable error) {
        if (error instanceof TargetException target) {
            return target.clientLine();
        }
        return error.getMessage() == null || error.getMessage().isBlank() ? error.toString() : error.getMessage();
    }
}
