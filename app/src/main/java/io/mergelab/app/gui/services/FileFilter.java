package io.mergelab.app.gui.services;

import java.util.List;
import java.util.Objects;

/** A file type a file chooser offers: {@code JSON bundle}, {@code *.json}. */
public record FileFilter(String description, List<String> patterns) {
    public FileFilter {
        Objects.requireNonNull(description, "description");
        patterns = List.copyOf(patterns);
    }
}
