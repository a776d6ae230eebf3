package io.mergelab.app.gui.history;

import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Optional;

/** What the History screen reads from and deletes in the run store. */
public interface HistorySource {

    /** The newest runs matching {@code filter}, newest first, at most {@code filter.limit()}. */
    List<HistoryRow> find(HistoryFilter filter);

    /** The whole run, or empty when it is no longer in the store. */
    Optional<Run> load(String runId);

    /** Deletes the runs and everything captured with them; returns how many there were. */
    int delete(List<String> runIds);
}
