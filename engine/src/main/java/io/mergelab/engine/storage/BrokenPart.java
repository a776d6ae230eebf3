package io.mergelab.engine.storage;

import java.nio.file.Path;

/** A part that failed verification on load, where it was moved, and why. */
public record BrokenPart(String name, Path detachedPath, String reason) {
}
