package io.mergelab.engine.system;

import io.mergelab.engine.PartSnapshot;
import io.mergelab.engine.catalog.Catalog;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows {@code system.parts} holds for one table, typed, read from the same parts and accessors as
 * {@link PartsTable} without building the whole table: what a profiler snapshots after a run.
 */
public final class PartSnapshots {

    private PartSnapshots() {
    }

    /**
     * The active parts of {@code database.table}; none when there is no such table, it is not a MergeTree table, or
     * it is in the {@code system} database (the system logs' parts, which a run does not snapshot).
     */
    public static List<PartSnapshot> of(Catalog catalog, String database, String table) {
        if (database.equals(Catalog.SYSTEM_DATABASE) || !catalog.hasTable(database, table)
                || !(catalog.table(database, table) instanceof MergeTreeTable t)) {
            return List.of();
        }
        List<PartSnapshot> parts = new ArrayList<>();
        for (DataPart p : t.activeParts()) {
            var n = p.partName();
            parts.add(new PartSnapshot(database, t.definition().name(), p.partition().display(), n.toString(),
                    p.partType(), true, p.rows(), p.marks(), p.bytesOnDisk(), p.dataCompressedBytes(),
                    p.dataUncompressedBytes(), p.primaryKeyBytesInMemory(), n.level(), n.minBlock(), n.maxBlock(),
                    p.modificationTime().getEpochSecond()));
        }
        return parts;
    }
}
