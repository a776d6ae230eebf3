package io.mergelab.engine.storage;

import io.mergelab.engine.MergeLabException;
import java.nio.file.Path;

/** A part that failed verification on load, where it was moved, and why. */
public record BrokenPart(String name, Path detachedPath, String reason) {

    /** Why a part is broken, from the error that showed it: the client's line for an engine error. */
    public static String reasonOf(RuntimeException e) {
        return e instanceof MergeLabException m ? m.toClientLine() : e.toString();
    }
}
