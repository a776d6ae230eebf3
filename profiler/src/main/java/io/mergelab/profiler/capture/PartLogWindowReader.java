package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.PartLogEvent;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Reads the latest {@code system.part_log} events of one table since a moment (at most {@link #MAX_EVENTS}), oldest
 * first: the parts appearing, merging, being mutated and removed around a run (of the table as it exists now: see
 * {@link PartLogRows#readRecent}). Through SQL ({@link #read}), the time is asked for as epoch seconds plus the
 * microseconds of {@code event_time_microseconds}, so the server's time zone cannot shift it; from rows a target
 * hands over ({@link #ofLogRows}), the same events are picked in Java, in the same order.
 */
final class PartLogWindowReader {
    /** Events kept per table and run: a busy insert makes hundreds a minute, and a run stores them all. */
    static final int MAX_EVENTS = 2_000;
    /** The event types read, with their values in {@code system.part_log}'s Enum8, which ORDER BY sorts by. */
    private static final Map<String, Integer> EVENT_TYPES = Map.of("NewPart", 1, "MergeParts", 2, "RemovePart", 4,
            "MutatePart", 5);
    /** Newest first, and the same order for events of one microsecond (a merge's removals come in one burst). */
    private static final String ORDER = " ORDER BY event_time_microseconds DESC, part_name DESC, event_type DESC";
    private static final Comparator<Timed> NEWEST_FIRST = Comparator.comparingLong(Timed::micros)
            .thenComparing(t -> t.row().text("part_name"))
            .thenComparing(t -> EVENT_TYPES.get(t.row().text("event_type"))).reversed();
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private PartLogWindowReader() {
    }

    /** A part log row with its time in microseconds since the epoch. */
    private record Timed(NamedRow row, long micros) {
    }

    /** Through SQL, at most {@code limit} events. */
    static List<PartLogEvent> read(QueryTarget target, String database, String table, Instant since,
                                   int limit) {
        // read by name and time: a table's UUID is asked for only when the window holds an earlier table's rows
        List<NamedRow> rows = PartLogRows.readRecent(target, database, table, (condition, withUuid) -> "SELECT event_type,"
                + " toUnixTimestamp(event_time) AS event_epoch_seconds, event_time_microseconds, part_name, partition_id,"
                + " rows, size_in_bytes, merged_from, duration_ms" + (withUuid ? ", table_uuid" : "")
                + " FROM system.part_log WHERE " + condition
                + " AND event_time >= toDateTime(" + since.getEpochSecond() + ")"
                + " AND event_type IN ('NewPart', 'MergeParts', 'RemovePart', 'MutatePart')"
                + ORDER + " LIMIT " + limit);
        return events(database, table, rows,
                r -> r.number("event_epoch_seconds") * 1_000_000 + fraction(r.text("event_time_microseconds")));
    }

    /**
     * The events {@link #read} gives, picked from {@code logRows}: every column of {@code database.table}'s rows of
     * {@code system.part_log} since the moment (as {@code SELECT *} gives them, times in UTC), in any order. The
     * current table's UUID is asked of {@code target} only when the rows carry several.
     */
    static List<PartLogEvent> ofLogRows(QueryTarget target, String database, String table, List<NamedRow> logRows,
                                        int limit) {
        List<Timed> timed = new ArrayList<>();
        for (NamedRow r : logRows) {
            if (EVENT_TYPES.containsKey(r.text("event_type"))) {
                timed.add(new Timed(r, utcMicros(r.text("event_time_microseconds"))));
            }
        }
        timed.sort(NEWEST_FIRST);
        List<NamedRow> newest = timed.subList(0, Math.min(limit, timed.size())).stream().map(Timed::row).toList();
        return events(database, table, PartLogRows.ofCurrentTable(target, database, table, newest),
                r -> utcMicros(r.text("event_time_microseconds")));
    }

    /** The events of rows given newest first, oldest first. */
    private static List<PartLogEvent> events(String database, String table, List<NamedRow> newestFirst,
                                             ToLongFunction<NamedRow> micros) {
        List<PartLogEvent> events = new ArrayList<>(newestFirst.size());
        for (NamedRow r : newestFirst) {
            events.add(new PartLogEvent(database, table, micros.applyAsLong(r), r.text("event_type"), r.text("part_name"),
                    r.text("partition_id"), r.number("rows"), r.number("size_in_bytes"), r.array("merged_from"),
                    r.number("duration_ms")));
        }
        Collections.reverse(events);
        return events;
    }

    /** {@code 2026-12-02 05:40:01.123456}, read in UTC, as microseconds since the epoch. */
    private static long utcMicros(String dateTime64) {
        int dot = dateTime64.lastIndexOf('.');
        String seconds = dot < 0 ? dateTime64 : dateTime64.substring(0, dot);
        return LocalDateTime.parse(seconds, DATE_TIME).toEpochSecond(ZoneOffset.UTC) * 1_000_000 + fraction(dateTime64);
    }

    /** The microseconds after the second in {@code 2026-12-02 05:40:01.123456}; 0 when there are none. */
    private static long fraction(String dateTime64) {
        int dot = dateTime64.lastIndexOf('.');
        if (dot < 0) {
            return 0;
        }
        return Long.parseLong((dateTime64.substring(dot + 1) + "000000").substring(0, 6));
    }
}
