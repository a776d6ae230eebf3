package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.run.QueryLogEntry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a statement's row of {@code system.query_log}: {@code QueryFinish}, or the exception row of a failed
 * statement ({@code ExceptionWhileProcessing} or {@code ExceptionBeforeStart}), never {@code QueryStart}. The maps
 * come by name from {@code ProfileEvents} and {@code Settings}, or from the {@code .Names} / {@code .Values} arrays of
 * servers older than the Map type.
 */
final class QueryLogReader {
    private static final String NULL_TEXT = "\\N";

    private QueryLogReader() {
    }

    static Optional<QueryLogEntry> read(QueryTarget target, String queryId) {
        return chosen(NamedRow.select(target,
                "SELECT * FROM system.query_log WHERE query_id = " + SqlLiterals.string(queryId)));
    }

    /** The entry of a statement's rows of system.query_log, however they were read. */
    static Optional<QueryLogEntry> chosen(List<NamedRow> rows) {
        Optional<NamedRow> finish = rows.stream().filter(r -> type(r).equals("QueryFinish")).findFirst();
        Optional<NamedRow> chosen = finish.or(() -> rows.stream().filter(r -> type(r).startsWith("Exception")).findFirst());
        return chosen.map(QueryLogReader::entry);
    }

    /** The row's type by name: servers before the Enum8 (18.16) print it as its number 1 to 4. */
    private static String type(NamedRow row) {
        String type = row.text("type");
        return switch (type) {
            case "1" -> "QueryStart";
            case "2" -> "QueryFinish";
            case "3" -> "ExceptionBeforeStart";
            case "4" -> "ExceptionWhileProcessing";
            default -> type;
        };
    }

    static QueryLogEntry entry(NamedRow row) {
        Map<String, Long> profileEvents = new LinkedHashMap<>();
        map(row, "ProfileEvents").forEach((name, value) -> profileEvents.put(name, Long.parseUnsignedLong(value)));
        Map<String, String> columns = new LinkedHashMap<>();
        row.values().forEach((name, value) -> columns.put(name, value == null ? NULL_TEXT : value));
        return new QueryLogEntry(
                type(row),
                row.number("query_duration_ms"),
                row.number("read_rows"),
                row.number("read_bytes"),
                row.number("written_rows"),
                row.number("written_bytes"),
                row.number("result_rows"),
                row.number("result_bytes"),
                row.number("memory_usage"),
                row.array("databases"),
                row.array("tables"),
                (int) row.number("exception_code"),
                row.text("exception"),
                row.text("log_comment"),
                profileEvents,
                map(row, "Settings"),
                columns);
    }

    private static Map<String, String> map(NamedRow row, String column) {
        if (row.has(column)) {
            return row.map(column);
        }
        List<String> names = row.array(column + ".Names");
        List<String> values = row.array(column + ".Values");
        Map<String, String> entries = new LinkedHashMap<>();
        for (int i = 0; i < Math.min(names.size(), values.size()); i++) {
            entries.put(names.get(i), values.get(i));
        }
        return entries;
    }
}
