package io.mergelab.profiler.bundle;

import io.mergelab.profiler.run.QueryLogEntry;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Rows of a {@code system.query_log} dump read as the run model's {@link QueryLogEntry}, from any server version:
 * the ProfileEvents and Settings maps, or on older servers their {@code .Names} / {@code .Values} arrays; {@code type}
 * as its name or its Enum8 number.
 */
final class QueryLogRows {
    /** What marks a dump as the query log's. */
    static final Set<String> SIGNATURE = Set.of("query_id", "type", "query");
    private static final List<String> FIGURES = List.of("query_duration_ms", "read_rows", "read_bytes", "written_rows",
            "written_bytes", "result_rows", "result_bytes", "memory_usage", "normalized_query_hash",
            "query_start_time_microseconds", "databases", "tables", "exception_code", "exception", "log_comment");
    private static final List<String> TYPES = List.of("", "QueryStart", "QueryFinish", "ExceptionBeforeStart",
            "ExceptionWhileProcessing");
    private static final DateTimeFormatter DATE_TIME = new DateTimeFormatterBuilder()
            .appendPattern("uuuu-MM-dd[ ]['T']HH:mm:ss")
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true).optionalEnd()
            .toFormatter();

    private QueryLogRows() {
    }

    static QueryLogEntry entry(DumpRow row) {
        return new QueryLogEntry(type(row), row.number("query_duration_ms"), row.number("read_rows"),
                row.number("read_bytes"), row.number("written_rows"), row.number("written_bytes"),
                row.number("result_rows"), row.number("result_bytes"), row.number("memory_usage"),
                row.list("databases"), row.list("tables"), (int) row.number("exception_code"), row.text("exception"),
                row.text("log_comment"), profileEvents(row), settings(row), row.columns());
    }

    /** {@code QueryStart}, {@code QueryFinish}, ... also when the dump wrote the Enum8 number. */
    static String type(DumpRow row) {
        String type = row.text("type");
        if (type.length() == 1 && Character.isDigit(type.charAt(0)) && type.charAt(0) - '0' < TYPES.size()) {
            return TYPES.get(type.charAt(0) - '0');
        }
        return type;
    }

    /** When the query started, read as UTC (a dump does not say the server's time zone). */
    static Instant startedAt(DumpRow row) {
        for (String column : List.of("query_start_time_microseconds", "query_start_time", "event_time_microseconds",
                "event_time")) {
            if (!row.text(column).isBlank()) {
                return time(row, column);
            }
        }
        throw row.problem("no start time (query_start_time_microseconds, query_start_time or event_time)");
    }

    /** A DateTime / DateTime64 column as UTC: {@code 2026-03-01 10:15:30[.123456]}, or seconds since the epoch. */
    static Instant time(DumpRow row, String column) {
        String text = row.text(column).strip();
        try {
            if (text.matches("\\d+(\\.\\d+)?")) {
                String[] parts = text.split("\\.");
                long nanos = parts.length == 1 ? 0 : Long.parseLong((parts[1] + "000000000").substring(0, 9));
                return Instant.ofEpochSecond(Long.parseLong(parts[0]), nanos);
            }
            return LocalDateTime.parse(text, DATE_TIME).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException | NumberFormatException e) {
            throw row.problem("column " + column + ": '" + text + "' is not a date and time");
        }
    }

    /** The query log columns a run's figures come from that this dump lacks (an older server's). */
    static List<String> absentFigures(DumpRow row) {
        List<String> absent = new ArrayList<>();
        for (String column : FIGURES) {
            if (!row.has(column)) {
                absent.add(column);
            }
        }
        if (!row.has("ProfileEvents") && !row.has("ProfileEvents.Names")) {
            absent.add("ProfileEvents");
        }
        if (!row.has("Settings") && !row.has("Settings.Names")) {
            absent.add("Settings");
        }
        return absent;
    }

    private static Map<String, Long> profileEvents(DumpRow row) {
        Map<String, Long> events = new LinkedHashMap<>();
        if (row.has("ProfileEvents")) {
            for (Map.Entry<String, String> event : row.map("ProfileEvents").entrySet()) {
                events.put(event.getKey(), number(row, "ProfileEvents", event.getValue()));
            }
        } else if (row.has("ProfileEvents.Names")) {
            List<String> names = row.list("ProfileEvents.Names");
            List<Long> values = row.numbers("ProfileEvents.Values");
            if (names.size() != values.size()) {
                throw row.problem(names.size() + " ProfileEvents.Names but " + values.size() + " ProfileEvents.Values");
            }
            for (int i = 0; i < names.size(); i++) {
                events.put(names.get(i), values.get(i));
            }
        }
        return events;
    }

    private static Map<String, String> settings(DumpRow row) {
        if (row.has("Settings")) {
            return row.map("Settings");
        }
        Map<String, String> settings = new LinkedHashMap<>();
        if (row.has("Settings.Names")) {
            List<String> names = row.list("Settings.Names");
            List<String> values = row.list("Settings.Values");
            if (names.size() != values.size()) {
                throw row.problem(names.size() + " Settings.Names but " + values.size() + " Settings.Values");
            }
            for (int i = 0; i < names.size(); i++) {
                settings.put(names.get(i), values.get(i));
            }
        }
        return settings;
    }

    private static long number(DumpRow row, String column, String text) {
        try {
            return Long.parseUnsignedLong(text.strip());
        } catch (NumberFormatException e) {
            throw row.problem("column " + column + ": '" + text + "' is not a whole number");
        }
    }
}
