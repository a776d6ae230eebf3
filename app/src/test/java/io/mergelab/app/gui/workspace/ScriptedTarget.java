package io.mergelab.app.gui.workspace;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.profiler.target.QueryRequest;
import io.mergelab.profiler.target.QueryTarget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** A target that answers known statements with canned results or errors, and records what ran. */
final class ScriptedTarget implements QueryTarget {
    final List<String> executed = new ArrayList<>();
    private final Map<String, Supplier<QueryResult>> answers = new HashMap<>();
    boolean closed;

    ScriptedTarget() {
        answer("SELECT name FROM system.databases", table(List.of("name"), List.of("String"),
                List.of(List.of("default"), List.of("system"))));
        answer("SELECT database, name, engine FROM system.tables", table(List.of("database", "name", "engine"),
                List.of("String", "String", "String"), List.of(List.of("default", "t", "MergeTree"))));
        answer("SELECT database, table, name, rows, bytes_on_disk, active FROM system.parts",
                table(List.of("database", "table", "name", "rows", "bytes_on_disk", "active"),
                        List.of("String", "String", "String", "UInt64", "UInt64", "UInt8"),
                        List.of(List.of("default", "t", "all_2_2_0", 3L, 300L, 1L),
                                List.of("default", "t", "all_1_1_0", 2L, 200L, 1L),
                                List.of("default", "t", "all_0_0_0", 9L, 900L, 0L))));
    }

    ScriptedTarget answer(String sql, Supplier<QueryResult> result) {
        answers.put(sql, result);
        return this;
    }

    ScriptedTarget fail(String sql, ErrorCode code, String message) {
        return answer(sql, () -> {
            throw new MergeLabException(code, message);
        });
    }

    @Override
    public String description() {
        return "scripted";
    }

    @Override
    public QueryResult run(QueryRequest request) {
        executed.add(request.sql());
        Supplier<QueryResult> answer = answers.get(request.sql());
        if (answer == null) {
            return empty();
        }
        return answer.get();
    }

    @Override
    public void close() {
        closed = true;
    }

    static Supplier<QueryResult> table(List<String> names, List<String> typeNames, List<List<Object>> rows) {
        return () -> {
            List<DataType> types = typeNames.stream().map(DataType::parse).toList();
            List<Column> columns = new ArrayList<>();
            for (int c = 0; c < types.size(); c++) {
                ColumnBuilder builder = ColumnBuilder.create(types.get(c));
                for (List<Object> row : rows) {
                    builder.appendValue(row.get(c));
                }
                columns.add(builder.build());
            }
            Chunk chunk = new Chunk(columns, rows.size());
            return result(names, types, List.of(chunk), rows.size());
        };
    }

    static Supplier<QueryResult> numbers(int rows, int chunkRows) {
        return () -> {
            DataType type = DataType.parse("UInt64");
            List<Chunk> chunks = new ArrayList<>();
            for (int start = 0; start < rows; start += chunkRows) {
                ColumnBuilder builder = ColumnBuilder.create(type);
                for (int i = start; i < Math.min(rows, start + chunkRows); i++) {
                    builder.appendLong(i);
                }
                chunks.add(Chunk.of(List.of(builder.build())));
            }
            return result(List.of("number"), List.of(type), chunks, rows);
        };
    }

    static QueryResult empty() {
        return result(List.of(), List.of(), List.of(), 0);
    }

    private static QueryResult result(List<String> names, List<DataType> types, List<Chunk> chunks, long rows) {
        QuerySummary summary = new QuerySummary("q", rows, rows * 8, 0, 0, rows, 1_000_000, 0);
        return new QueryResult(names, types, chunks.iterator(), Optional.empty(), new QueryResult.ResultLifecycle() {
            @Override
            public QuerySummary summary() {
                return summary;
            }

            @Override
            public void close() {
            }
        });
    }
}
