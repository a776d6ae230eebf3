package io.mergelab.profiler.experiment;

import java.util.List;
import java.util.Objects;

/**
 * A layout once its data is in: {@code source} replaces {@code {table}} in the queries (a table {@code db.t} or a
 * {@code file(...)} read), {@code digestColumns} are the columns every layout shares (the data's own, not columns a
 * layout derives from them), and {@code storage} what the layout takes on disk.
 */
public record PreparedLayout(String name, String source, List<String> digestColumns, boolean collapsesRows,
                             LayoutStorage storage) {
    public PreparedLayout {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        digestColumns = List.copyOf(digestColumns);
        Objects.requireNonNull(storage, "storage");
        if (digestColumns.isEmpty()) {
            throw new IllegalArgumentException("Layout " + name + " names no columns to check its data by");
        }
    }
}
