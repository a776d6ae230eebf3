package io.mergelab.app.gui.history;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A source that answers with the rows the test gave whose SQL contains the search text, newest first, and records
 * each query and deletion.
 */
final class RecordingSource implements HistorySource {
    final List<HistoryFilter> queries = new ArrayList<>();
    final List<List<String>> deletions = new ArrayList<>();
    final List<HistoryRow> rows = new ArrayList<>();
    RuntimeException failure;

    @Override
    public List<HistoryRow> find(HistoryFilter filter) {
        queries.add(filter);
        if (failure != null) {
            throw failure;
        }
        String search = filter.sqlSearch().toLowerCase(Locale.ROOT);
        return rows.stream().filter(row -> row.sql().toLowerCase(Locale.ROOT).contains(search))
                .sorted((a, b) -> b.startedAt().compareTo(a.startedAt())).limit(filter.limit()).toList();
    }

    /** A run with the row's id, start and SQL, as the store would give it back. */
    @Override
    public Optional<Run> load(String runId) {
        return rows.stream().filter(row -> row.runId().equals(runId)).findFirst()
                .map(row -> Runs.builder().id(row.runId()).sql(row.sql()).startedAt(row.startedAt()).build());
    }

    @Override
    public int delete(List<String> runIds) {
        deletions.add(List.copyOf(runIds));
        int before = rows.size();
        rows.removeIf(row -> runIds.contains(row.runId()));
        return before - rows.size();
    }

    HistoryFilter lastQuery() {
        return queries.get(queries.size() - 1);
    }
}
