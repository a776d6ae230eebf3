package io.mergelab.app.gui.workspace;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.TargetInfo;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** A target that answers known statements with canned results or errors, and records what ran and was cancelled. */
final class ScriptedTarget implements QueryTarget {
    final List<String> executed = new ArrayList<>();
    final List<String> queryIds = new ArrayList<>();
    final List<String> cancelled = new ArrayList<>();
    private final Map<String, Supplier<TargetResult>> answers = new HashMap<>();
    boolean closed;

    ScriptedTarget() {
        answer("SELECT name FROM system.databases", table(List.of("name"), List.of("String"),
                List.of(List.of("default"), List.of("system"))));
        answer("SELECT database, name, engine FROM system.tables", table(List.of("database", "name", "engine"),
                List.of("String", "String", "String"), List.of(List.of("default", "t", "MergeTree"))));
        answer("SELECT database, table, name, rows, bytes_on_disk, active FROM system.parts WHERE database != 'system'",
                table(List.of("database", "table", "name", "rows", "bytes_on_disk", "active"),
                        List.of("String", "String", "String", "UInt64", "UInt64", "UInt8"),
                        List.of(List.of("default", "t", "all_2_2_0", "3", "300", "1"),
                                List.of("default", "t", "all_1_1_0", "2", "200", "1"),
                                List.of("default", "t", "all_0_0_0", "9", "900", "0"))));
    }

    ScriptedTarget answer(String sql, Supplier<TargetResult> result) {
        answers.put(sql, result);
        return this;
    }

    ScriptedTarget fail(String sql, int code, String codeName, String message) {
        return answer(sql, () -> {
            throw new TargetException(code, codeName, message, null);
        });
    }

    @Override
    public TargetInfo info() {
        return new TargetInfo("scripted", "scripted", "0");
    }

    @Override
    public TargetResult run(QueryRequest request) {
        executed.add(request.sql());
        queryIds.add(request.queryId());
        Supplier<TargetResult> answer = answers.get(request.sql());
        if (answer == null) {
            return empty();
        }
        return answer.get();
    }

    @Override
    public ResultSummary runFormatted(QueryRequest request, String format, OutputStream out) {
        throw new UnsupportedOperationException("the workspace shows results in its grid");
    }

    @Override
    public void cancel(String queryId) {
        cancelled.add(queryId);
    }

    @Override
    public void close() {
        closed = true;
    }

    static Supplier<TargetResult> table(List<String> names, List<String> types, List<List<String>> rows) {
        return () -> result(names, types, List.of(rows));
    }

    static Supplier<TargetResult> numbers(int rows, int chunkRows) {
        return () -> {
            List<List<List<String>>> chunks = new ArrayList<>();
            for (int start = 0; start < rows; start += chunkRows) {
                List<List<String>> chunk = new ArrayList<>();
                for (int i = start; i < Math.min(rows, start + chunkRows); i++) {
                    chunk.add(List.of(Integer.toString(i)));
                }
                chunks.add(chunk);
            }
            return result(List.of("number"), List.of("UInt64"), chunks);
        };
    }

    static TargetResult empty() {
        return result(List.of(), List.of(), List.of());
    }

    private static TargetResult result(List<String> names, List<String> types, List<List<List<String>>> chunks) {
        long rows = chunks.stream().mapToLong(List::size).sum();
        List<ResultColumn> columns = new ArrayList<>();
        for (int c = 0; c < names.size(); c++) {
            columns.add(new ResultColumn(names.get(c), types.get(c)));
        }
        ResultSummary summary = new ResultSummary("q", 1_000_000, rows, rows * 8, 0, 0, rows, 0);
        Iterator<List<List<String>>> iterator = chunks.iterator();
        return new TargetResult() {
            @Override
            public List<ResultColumn> columns() {
                return columns;
            }

            @Override
            public Iterator<List<List<String>>> chunks() {
                return iterator;
            }

            @Override
            public ResultSummary summary() {
                return summary;
            }

            @Override
            public void close() {
            }
        };
    }
}
