package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.run.PartRow;
import java.util.Comparator;
import java.util.List;

/**
 * Reads {@code system.parts} of one table (active and outdated parts alike), in part-name order. The modification
 * time is asked for as epoch seconds, so the server's time zone cannot shift it.
 */
final class PartsReader {

    private PartsReader() {
    }

    /** The parts of {@code database.table}. */
    static List<PartRow> read(QueryTarget target, String database, String table) {
        return read(target, "system.parts", database, table);
    }

    /**
     * The parts of {@code database.table} as {@code source} lists them: {@code system.parts}, or another server's
     * through {@code remote('host:port', system.parts)}.
     */
    static List<PartRow> read(QueryTarget target, String source, String database, String table) {
        return NamedRow.select(target, "SELECT *, toUnixTimestamp(modification_time) AS modification_epoch_seconds"
                        + " FROM " + source + " WHERE database = " + SqlLiterals.string(database)
                        + " AND table = " + SqlLiterals.string(table)).stream()
                .map(PartsReader::part)
                .sorted(Comparator.comparing(PartRow::name))
                .toList();
    }

    private static PartRow part(NamedRow row) {
        return new PartRow(
                row.text("database"),
                row.text("table"),
                row.text("partition"),
                row.text("name"),
                row.text("part_type"),
                row.number("active") != 0,
                row.number("rows"),
                row.number("marks"),
                row.number("bytes_on_disk"),
                row.number("data_compressed_bytes"),
                row.number("data_uncompressed_bytes"),
                row.number("primary_key_bytes_in_memory"),
                row.number("level"),
                row.number("min_block_number"),
                row.number("max_block_number"),
                row.number("modification_epoch_seconds"));
    }
}
