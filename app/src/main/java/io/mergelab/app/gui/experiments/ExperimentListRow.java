package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.store.ExperimentSummary;
import java.time.Instant;
import java.util.Locale;

/** A stored experiment in the list: what ran, when, and the size of its matrix. */
public record ExperimentListRow(String id, Instant createdAt, String kind, String name, String size) {

    static ExperimentListRow of(ExperimentSummary s) {
        return new ExperimentListRow(s.id(), s.createdAt(), s.kind(), s.name(), String.format(Locale.ROOT,
                "%d layout%s × %d quer%s, %d cells", s.layouts(), s.layouts() == 1 ? "" : "s", s.queries(),
                s.queries() == 1 ? "y" : "ies", s.cells()));
    }
}
