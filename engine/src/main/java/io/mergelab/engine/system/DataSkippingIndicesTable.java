package io.mergelab.engine.system;

import io.mergelab.engine.index.skip.TableSkipIndex;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.storage.ColumnSize;
import io.mergelab.engine.storage.DataPart;
import java.util.List;
import java.util.Optional;

/**
 * system.data_skipping_indices: every skip index of every MergeTree table, with the sizes of its files summed over
 * the table's active parts (parts without the index's files count 0).
 */
final class DataSkippingIndicesTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("database", "String"),
            SystemColumn.of("table", "String"),
            SystemColumn.of("name", "String"),
            SystemColumn.of("type", "String"),
            SystemColumn.of("type_full", "String"),
            SystemColumn.of("expr", "String"),
            SystemColumn.of("granularity", "UInt64"),
            SystemColumn.of("data_compressed_bytes", "UInt64"),
            SystemColumn.of("data_uncompressed_bytes", "UInt64"),
            SystemColumn.of("marks_bytes", "UInt64"));

    DataSkippingIndicesTable() {
        super("data_skipping_indices", COLUMNS);
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        TableWalk.visitMergeTree(context, (db, t) -> {
            List<DataPart> parts = t.activeParts();
            for (TableSkipIndex index : t.skipIndexes()) {
                long compressed = 0;
                long uncompressed = 0;
                long marks = 0;
                for (DataPart p : parts) {
                    Optional<ColumnSize> size = p.skipIndexSize(index.name());
                    if (size.isPresent()) {
                        compressed += size.get().compressedBytes();
                        uncompressed += size.get().uncompressedBytes();
                        marks += size.get().marksBytes();
                    }
                }
                rows.row(db, t.definition().name(), index.name(), index.definition().type(), index.index().typeFull(),
                        SqlFormatter.format(index.definition().expr()), index.definition().granularity(),
                        compressed, uncompressed, marks);
            }
        });
    }
}
