package io.mergelab.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The machine formats history and show print besides their readable table, with ClickHouse's names: one JSON object
 * per line ({@code JSONEachRow}), or tab-separated values with ClickHouse's escapes and array literals
 * ({@code TabSeparated} / {@code TSV}, and {@code ...WithNames} with a header line).
 */
enum RowFormat {
    PRETTY, JSON_EACH_ROW, TSV, TSV_WITH_NAMES;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The format named {@code name} (ClickHouse's spelling), or UNKNOWN_FORMAT naming the ones this command prints. */
    static RowFormat named(String name, String command) {
        return switch (name) {
            case "Pretty" -> PRETTY;
            case "JSONEachRow" -> JSON_EACH_ROW;
            case "TabSeparated", "TSV" -> TSV;
            case "TabSeparatedWithNames", "TSVWithNames" -> TSV_WITH_NAMES;
            default -> throw new MergeLabException(ErrorCode.UNKNOWN_FORMAT, "Unknown format " + name + ": " + command
                    + " prints Pretty (the default), JSONEachRow, TSV or TSVWithNames");
        };
    }

    /** The rows in this machine format ({@link #PRETTY} is each command's own). */
    String render(List<Map<String, Object>> rows) {
        StringBuilder out = new StringBuilder();
        if (this == TSV_WITH_NAMES && !rows.isEmpty()) {
            out.append(String.join("\t", rows.get(0).keySet())).append('\n');
        }
        for (Map<String, Object> row : rows) {
            out.append(this == JSON_EACH_ROW ? json(row) : row.values().stream().map(RowFormat::tsv)
                    .collect(Collectors.joining("\t"))).append('\n');
        }
        return out.toString();
    }

    private static String json(Map<String, Object> row) {
        try {
            return JSON.writeValueAsString(row);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write a row as JSON", e);
        }
    }

    private static String tsv(Object value) {
        if (value == null) {
            return "\\N";
        }
        if (value instanceof List<?> list) {
            return escape(list.stream().map(v -> v instanceof String s ? "'" + quoted(s) + "'" : String.valueOf(v))
                    .collect(Collectors.joining(",", "[", "]")));
        }
        return escape(String.valueOf(value));
    }

    private static String quoted(String text) {
        return text.replace("\\", "\\\\").replace("'", "\\'");
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }
}
