package io.mergelab.profiler.experiment;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import java.util.ArrayList;
import java.util.List;

/**
 * A tiny scenario's data for tests: one MergeTree table per sorting key in database {@code lab}, each filled with the
 * same rows by SQL ({@code extraRows} adds rows to the last one, to make the data differ); remembers whether
 * {@link #finish} was told of success.
 */
final class SqlLayouts implements ExperimentData {
    private final QueryTarget target;
    private final List<String> keys;
    private final int rows;
    private final int extraRows;
    Boolean finishedWithSuccess;

    SqlLayouts(QueryTarget target, List<String> keys, int rows, int extraRows) {
        this.target = target;
        this.keys = keys;
        this.rows = rows;
        this.extraRows = extraRows;
    }

    static String layoutName(String key) {
        return "by_" + key;
    }

    @Override
    public List<PreparedLayout> prepare(ExperimentProgress progress) {
        run("CREATE DATABASE IF NOT EXISTS lab");
        List<PreparedLayout> layouts = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            String name = layoutName(keys.get(i));
            progress.layoutStarted(name, i, keys.size());
            run("DROP TABLE IF EXISTS lab." + name);
            run("CREATE TABLE lab." + name + " (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY "
                    + keys.get(i) + " SETTINGS index_granularity = 256");
            int n = rows + (i == keys.size() - 1 ? extraRows : 0);
            run("INSERT INTO lab." + name + " SELECT number, number % 97, toString(number) FROM numbers(" + n + ")");
            layouts.add(new PreparedLayout(name, "lab." + name, List.of("id", "k", "s"), false,
                    LayoutStorage.of(target, "lab", name)));
        }
        return layouts;
    }

    @Override
    public void cancel() {
    }

    @Override
    public void finish(boolean succeeded) {
        finishedWithSuccess = succeeded;
    }

    private void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
