package io.mergelab.profiler.experiment;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import java.util.List;

/**
 * What a layout's table holds on disk once loaded: its active parts, their bytes on disk and the rows stored (before
 * any FINAL). A file read has no parts: its bytes are the file's.
 */
public record LayoutStorage(long parts, long bytesOnDisk, long storedRows) {
    /** The active parts of {@code database.table} from the target's {@code system.parts}. */
    public static LayoutStorage of(QueryTarget target, String database, String table) {
        List<String> row = target.run(QueryRequest.of("SELECT count(), sum(bytes_on_disk), sum(rows) FROM system.parts"
                + " WHERE active AND database = " + SqlLiterals.string(database) + " AND table = "
                + SqlLiterals.string(table))).rows().get(0);
        return new LayoutStorage(Long.parseLong(row.get(0)), Long.parseLong(row.get(1)), Long.parseLong(row.get(2)));
    }
}
