package io.mergelab.app.gui.history;

import java.util.List;

/** What the History screen reads from and deletes in the run store. */
public interface HistorySource {

    /** The newest runs matching {@code filter}, newest first, at most {@code filter.limit()}. */
    List<HistoryRow> find(HistoryFilter filter);

    /** Deletes the runs and everything captured with them; returns how many there were. */
    int delete(List<String> runIds);
}
