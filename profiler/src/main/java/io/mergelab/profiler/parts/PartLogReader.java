package io.mergelab.profiler.parts;

import io.mergelab.profiler.capture.NamedRow;
import io.mergelab.profiler.capture.PartLogRows;
import io.mergelab.profiler.connect.QueryTarget;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads one table's {@code system.part_log} rows of the four kinds the timeline draws, oldest first (of the table
 * as it exists now, not of an earlier table of the same name: see {@link PartLogRows}). The time is
 * taken as epoch seconds plus the microseconds printed in {@code event_time_microseconds}, so the server's time zone
 * cannot shift it.
 */
public final class PartLogReader {
    private static final Set<String> KINDS = Set.of(PartEvent.NEW_PART, PartEvent.MERGE_PARTS, PartEvent.REMOVE_PART,
            PartEvent.MUTATE_PART);

    private PartLogReader() {
    }

    /** Events of {@code database.table} at or after {@code since} (all when empty). */
    public static List<PartEvent> read(QueryTarget target, String database, String table, Optional<Instant> since) {
        return PartLogRows.read(target, database, table, condition -> "SELECT event_type,"
                        + " toUnixTimestamp(event_time) AS event_epoch_seconds, event_time_microseconds, part_name,"
                        + " partition_id, rows, size_in_bytes, merged_from, duration_ms FROM system.part_log WHERE "
                        + condition + since.map(s -> " AND event_time >= toDateTime(" + s.getEpochSecond() + ")")
                        .orElse("")).stream()
                .filter(r -> KINDS.contains(r.text("event_type")))
                .map(PartLogReader::event)
                .sorted(Comparator.comparingLong(PartEvent::eventTimeMicros))
                .toList();
    }

    private static PartEvent event(NamedRow r) {
        long micros = r.number("event_epoch_seconds") * 1_000_000 + fraction(r.text("event_time_microseconds"));
        return new PartEvent(micros, r.text("event_type"), r.text("part_name"), r.text("partition_id"), r.number("rows"),
                r.number("size_in_bytes"), r.array("merged_from"), r.number("duration_ms"));
    }

    /** The microseconds after the second in {@code 2026-12-02 05:40:01.123456}; 0 when there are none. */
    static long fraction(String dateTime64) {
        int dot = dateTime64.lastIndexOf('.');
        if (dot < 0) {
            return 0;
        }
        String digits = (dateTime64.substring(dot + 1) + "000000").substring(0, 6);
        return Long.parseLong(digits);
    }
}
