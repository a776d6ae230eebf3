package io.mergelab.profiler.parts;

import io.mergelab.profiler.capture.NamedRow;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.PartRow;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;

/**
 * Reads one table's parts through SQL, beside whatever the target runs (see {@link QueryTarget#runBeside}), so a
 * screen can poll while an insert runs. Times are asked for as epoch seconds, so the server's time zone cannot shift
 * them.
 */
public final class TablePartsReader {

    private TablePartsReader() {
    }

    /** The table's parts now; fails with a clear message when the target has no such table. */
    public static TableParts read(QueryTarget target, String database, String table, Clock clock) {
        String where = " WHERE database = " + SqlLiterals.string(database) + " AND table = " + SqlLiterals.string(table);
        List<NamedRow> tables = rows(target, "SELECT engine, partition_key FROM system.tables WHERE database = "
                + SqlLiterals.string(database) + " AND name = " + SqlLiterals.string(table));
        if (tables.isEmpty()) {
            throw new IllegalArgumentException("No table " + database + "." + table + " on this target");
        }
        List<PartRow> parts = rows(target, "SELECT *, toUnixTimestamp(modification_time) AS modification_epoch_seconds"
                + " FROM system.parts" + where + " AND active = 1").stream()
                .map(TablePartsReader::part)
                .sorted(Comparator.comparing((PartRow p) -> PartNames.partitionId(p.name()))
                        .thenComparingLong(PartRow::minBlockNumber))
                .toList();
        List<DetachedPart> detached = rows(target, "SELECT name, partition_id, reason, bytes_on_disk,"
                + " toUnixTimestamp(modification_time) AS modification_epoch_seconds FROM system.detached_parts" + where)
                .stream()
                .map(r -> new DetachedPart(r.text("name"), r.text("partition_id"), r.text("reason"),
                        r.number("bytes_on_disk"), r.number("modification_epoch_seconds")))
                .sorted(Comparator.comparing(DetachedPart::name))
                .toList();
        List<RunningMerge> merges = rows(target, "SELECT * FROM system.merges" + where).stream()
                .map(r -> new RunningMerge(r.text("partition_id"), r.text("result_part_name"), r.array("source_part_names"),
                        decimal(r, "progress"), decimal(r, "elapsed"), r.number("total_size_bytes_compressed"),
                        r.number("is_mutation") != 0))
                .toList();
        return new TableParts(database, table, tables.get(0).text("engine"), tables.get(0).text("partition_key"),
                clock.instant(), parts, detached, merges, target.mergeOutlook(database, table));
    }

    private static List<NamedRow> rows(QueryTarget target, String sql) {
        try (TargetResult result = target.runBeside(QueryRequest.of(sql))) {
            return NamedRow.of(result);
        }
    }

    private static double decimal(NamedRow row, String column) {
        String text = row.text(column);
        return text.isEmpty() ? 0 : Double.parseDouble(text);
    }

    private static PartRow part(NamedRow row) {
        return new PartRow(row.text("database"), row.text("table"), row.text("partition"), row.text("name"),
                row.text("part_type"), true, row.number("rows"), row.number("marks"), row.number("bytes_on_disk"),
                row.number("data_compressed_bytes"), row.number("data_uncompressed_bytes"),
                row.number("primary_key_bytes_in_memory"), row.number("level"), row.number("min_block_number"),
                row.number("max_block_number"), row.number("modification_epoch_seconds"));
    }
}
