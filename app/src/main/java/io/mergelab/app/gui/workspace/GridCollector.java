package io.mergelab.app.gui.workspace;

import io.mergelab.profiler.capture.ResultTap;
import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetResult;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Builds the grid from a result as it streams by, whether the workspace drains the result itself or the run recorder
 * drains it while capturing: the first {@code maxRows} rows as text (NULL spelled out), the rest only counted.
 */
final class GridCollector implements ResultTap {
    private final int maxRows;
    private final Consumer<String> started;
    private final Optional<LiveStatsListener> live;
    private final List<List<String>> rows = new ArrayList<>();
    private List<ResultColumn> columns = List.of();
    private long totalRows;
    private Optional<List<String>> totals = Optional.empty();
    private ResultSummary summary;

    /**
     * {@code started} learns the statement's query_id before it runs, so it can be cancelled; {@code live} watches
     * its figures while it runs (if present).
     */
    GridCollector(int maxRows, Consumer<String> started, Optional<LiveStatsListener> live) {
        this.maxRows = maxRows;
        this.started = started;
        this.live = live;
    }

    @Override
    public Optional<LiveStatsListener> liveStats() {
        return live;
    }

    @Override
    public void started(String queryId) {
        started.accept(queryId);
    }

    /** Reads {@code result} to its end, as the recorder does when it captures. */
    void drain(TargetResult result) {
        columns(result.columns());
        for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
            rows(chunks.next());
        }
        finished(result.totals(), result.summary());
    }

    @Override
    public void columns(List<ResultColumn> resultColumns) {
        columns = List.copyOf(resultColumns);
    }

    @Override
    public void rows(List<List<String>> chunk) {
        int keep = (int) Math.max(0, Math.min(chunk.size(), maxRows - totalRows));
        for (int r = 0; r < keep; r++) {
            rows.add(shown(chunk.get(r)));
        }
        totalRows += chunk.size();
    }

    @Override
    public void finished(Optional<List<String>> totalsRow, ResultSummary resultSummary) {
        totals = totalsRow.map(GridCollector::shown);
        summary = resultSummary;
    }

    boolean hasResultSet() {
        return !columns.isEmpty();
    }

    /** The target's summary of the statement, or null when it did not finish. */
    ResultSummary summary() {
        return summary;
    }

    ResultGrid grid() {
        return new ResultGrid(columns.stream().map(ResultColumn::name).toList(),
                columns.stream().map(ResultColumn::type).toList(), rows, totalRows, totals);
    }

    /** A row as the grid shows it: NULL spelled out, as ClickHouse's Pretty formats do. */
    private static List<String> shown(List<String> row) {
        List<String> texts = new ArrayList<>(row.size());
        for (String value : row) {
            texts.add(value == null ? "NULL" : value);
        }
        return texts;
    }
}
