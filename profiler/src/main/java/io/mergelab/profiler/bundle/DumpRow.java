package io.mergelab.profiler.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import io.mergelab.profiler.capture.CompositeText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One row of a dump, as read from line {@code line} of {@code file}: each column's value as the dump wrote it —
 * text (a TSV field, or a JSON scalar: ClickHouse quotes 64-bit integers in JSON) or, from JSON, an array or object
 * node. The typed readers accept both forms and name the file, line and column when a value does not parse.
 */
final class DumpRow {
    private final Path file;
    private final int line;
    private final Map<String, Object> values;

    DumpRow(Path file, int line, Map<String, Object> values) {
        this.file = file;
        this.line = line;
        this.values = values;
    }

    Path file() {
        return file;
    }

    int line() {
        return line;
    }

    Set<String> columnNames() {
        return values.keySet();
    }

    boolean has(String column) {
        return values.containsKey(column);
    }

    /** The column as text; empty when the dump has no such column. */
    String text(String column) {
        Object value = values.get(column);
        if (value == null) {
            return "";
        }
        if (value instanceof JsonNode node) {
            return node.isNull() ? "" : node.isValueNode() ? node.asText() : node.toString();
        }
        return (String) value;
    }

    /** A UInt64 / Int64 column (UInt64 above Long.MAX_VALUE keeps its bits); 0 when absent or NULL. */
    long number(String column) {
        String text = text(column).strip();
        if (text.isEmpty()) {
            return 0;
        }
        try {
            return parseNumber(text);
        } catch (NumberFormatException e) {
            throw problem("column " + column + ": '" + text + "' is not a whole number");
        }
    }

    /** An Array column's elements as text. */
    List<String> list(String column) {
        Object value = values.get(column);
        if (value == null) {
            return List.of();
        }
        if (value instanceof JsonNode node) {
            if (!node.isArray()) {
                throw problem("column " + column + ": expected an array, found " + node);
            }
            List<String> elements = new ArrayList<>();
            node.forEach(element -> elements.add(element.isValueNode() ? element.asText() : element.toString()));
            return elements;
        }
        try {
            return CompositeText.array((String) value);
        } catch (IllegalArgumentException e) {
            throw problem("column " + column + ": not an array: " + e.getMessage());
        }
    }

    /** An Array column of whole numbers. */
    List<Long> numbers(String column) {
        List<Long> numbers = new ArrayList<>();
        for (String element : list(column)) {
            try {
                numbers.add(parseNumber(element.strip()));
            } catch (NumberFormatException e) {
                throw problem("column " + column + ": '" + element + "' is not a whole number");
            }
        }
        return numbers;
    }

    /** A Map column's entries, in order, as text. */
    Map<String, String> map(String column) {
        Object value = values.get(column);
        if (value == null) {
            return Map.of();
        }
        if (value instanceof JsonNode node) {
            if (!node.isObject()) {
                throw problem("column " + column + ": expected an object, found " + node);
            }
            Map<String, String> entries = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                entries.put(entry.getKey(), entry.getValue().isValueNode() ? entry.getValue().asText()
                        : entry.getValue().toString());
            }
            return entries;
        }
        try {
            return CompositeText.map((String) value);
        } catch (IllegalArgumentException e) {
            throw problem("column " + column + ": not a map: " + e.getMessage());
        }
    }

    /** Every column as text, in the dump's order: what the run keeps as the query log row's columns. */
    Map<String, String> columns() {
        Map<String, String> columns = new LinkedHashMap<>();
        for (String column : values.keySet()) {
            columns.put(column, text(column));
        }
        return columns;
    }

    /** A problem with this row, placed in its file and line. */
    RunFileException problem(String message) {
        return new RunFileException(RunFileException.Reason.BAD_CONTENT,
                file + " line " + line + ": " + message + ". Nothing was imported");
    }

    private static long parseNumber(String text) {
        return text.startsWith("-") ? Long.parseLong(text) : Long.parseUnsignedLong(text);
    }
}
