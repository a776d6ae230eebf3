package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.ResultSummary;
import java.util.List;
import java.util.Optional;

/**
 * Sees the measured statement as the recorder runs it, for a client that also shows the result (the app's SQL
 * workspace): its query_id before it starts (so it can be cancelled), the columns, each chunk of rows as the recorder
 * drains it, then the totals row and the target's summary. Called on the recording thread; a statement that fails
 * stops after any call, and {@link #finished} then does not come.
 */
public interface ResultTap {
    /** Sees nothing. */
    ResultTap NONE = new ResultTap() {
    };

    default void started(String queryId) {
    }

    /**
     * Who watches the measured statement's live figures while it runs (none by default, which spares the target the
     * work); a target that cannot report them never calls it.
     */
    default Optional<LiveStatsListener> liveStats() {
        return Optional.empty();
    }

    default void columns(List<ResultColumn> columns) {
    }

    default void rows(List<List<String>> chunk) {
    }

    default void finished(Optional<List<String>> totals, ResultSummary summary) {
    }
}
