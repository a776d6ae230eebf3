package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.PartLogEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Reads the latest {@code system.part_log} events of one table since a moment (at most {@link #MAX_EVENTS}), oldest
 * first: the parts appearing, merging, being mutated and removed around a run (of the table as it exists now: see
 * {@link PartLogRows#readRecent}). The time is asked for as epoch seconds
 * plus the microseconds of {@code event_time_microseconds}, so the server's time zone cannot shift it.
 */
final class PartLogWindowReader {
    /** Events kept per table and run: a busy insert makes hundreds a minute, and a run stores them all. */
    static final int MAX_EVENTS = 2_000;

    private PartLogWindowReader() {
    }

    static List<PartLogEvent> read(QueryTarget target, String database, String table, Instant since) {
        // read by name and time: a table's UUID is asked for only when the window holds an earlier table's rows
        List<NamedRow> rows = PartLogRows.readRecent(target, database, table, (condition, withUuid) -> "SELECT event_type,"
                + " toUnixTimestamp(event_time) AS event_epoch_seconds, event_time_microseconds, part_name, partition_id,"
                + " rows, size_in_bytes, merged_from, duration_ms" + (withUuid ? ", table_uuid" : "")
                + " FROM system.part_log WHERE " + condition
                + " AND event_time >= toDateTime(" + since.getEpochSecond() + ")"
                + " AND event_type IN ('NewPart', 'MergeParts', 'RemovePart', 'MutatePart')"
                + " ORDER BY event_time_microseconds DESC LIMIT " + MAX_EVENTS);
        List<PartLogEvent> events = new ArrayList<>(rows.size());
        for (NamedRow r : rows) {
            long micros = r.number("event_epoch_seconds") * 1_000_000 + fraction(r.text("event_time_microseconds"));
            events.add(new PartLogEvent(database, table, micros, r.text("event_type"), r.text("part_name"),
                    r.text("partition_id"), r.number("rows"), r.number("size_in_bytes"), r.array("merged_from"),
                    r.number("duration_ms")));
        }
        Collections.reverse(events);
        return events;
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
