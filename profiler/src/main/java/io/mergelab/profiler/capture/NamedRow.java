package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.TargetResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A row of a system table by column name, as the target printed it (null for NULL). Readers ask by name, so a server
 * that has more columns, or lacks a newer one, still reads: an absent column reads as empty text or zero.
 */
public record NamedRow(Map<String, String> values) {

    public NamedRow {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** Runs {@code sql} on {@code target} and returns its rows by column name. */
    public static List<NamedRow> select(QueryTarget target, String sql) {
        try (TargetResult result = target.run(QueryRequest.of(sql))) {
            return of(result);
        }
    }

    /** The rows of {@code result} (drained, not closed) by column name. */
    public static List<NamedRow> of(TargetResult result) {
        List<NamedRow> rows = new ArrayList<>();
        List<ResultColumn> columns = result.columns();
        for (List<String> row : result.rows()) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int c = 0; c < columns.size(); c++) {
                values.put(columns.get(c).name(), row.get(c));
            }
            rows.add(new NamedRow(values));
        }
        return rows;
    }

    public boolean has(String column) {
        return values.containsKey(column);
    }

    /** The column's text; empty when absent or NULL. */
    public String text(String column) {
        String value = values.get(column);
        return value == null ? "" : value;
    }

    /**
     * The column as a number: UInt64 values above {@code Long.MAX_VALUE} keep their 64 bits (as ClickHouse's
     * processor ids and query hashes need), Bool reads as 0 or 1, absent or empty as 0.
     */
    public long number(String column) {
        String value = text(column);
        if (value.isEmpty() || value.equals("false")) {
            return 0;
        }
        if (value.equals("true")) {
            return 1;
        }
        return value.startsWith("-") ? Long.parseLong(value) : Long.parseUnsignedLong(value);
    }

    /** An Array column's elements; empty when absent. */
    public List<String> array(String column) {
        String value = text(column);
        return value.isEmpty() ? List.of() : CompositeText.array(value);
    }

    /** A Map column's entries; empty when absent. */
    public Map<String, String> map(String column) {
        String value = text(column);
        return value.isEmpty() ? Map.of() : CompositeText.map(value);
    }
}
