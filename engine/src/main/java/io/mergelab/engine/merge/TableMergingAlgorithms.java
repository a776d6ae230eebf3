package io.mergelab.engine.merge;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import java.util.ArrayList;
import java.util.List;

/**
 * The merging algorithm a table's engine asks for ({@link MergingParams}), over chunks of the table's stored columns in
 * definition order: MergeTree keeps every row, the rest of the family combine the rows of a sorting key.
 */
public final class TableMergingAlgorithms {
    private TableMergingAlgorithms() {
    }

    /** The algorithm merging {@code sources} sorted streams of the table's stored columns. */
    public static MergingAlgorithm create(TableDefinition def, int sources, SortingKeyColumns key, int maxBlockRows) {
        List<ColumnDefinition> stored = def.storedColumns();
        return MergingParams.of(def).algorithm(stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList(), sources, key, false, maxBlockRows);
    }

    /**
     * A block sorted by the sorting key, as a merge of it alone would leave it (the engine's logic with
     * {@code optimize_on_insert}); the block itself when no row goes. {@code sortKey} holds the block's key values.
     */
    public static Chunk mergeWithinBlock(TableDefinition def, Chunk sorted, List<Column> sortKey) {
        MergingAlgorithm algorithm = create(def, 1, chunk -> sortKey, sorted.rows());
        List<Chunk> out = new ArrayList<>(1);
        algorithm.consume(0, sorted);
        while (true) {
            MergingAlgorithm.Status status = algorithm.merge();
            if (status.output() != null) {
                out.add(status.output());
            }
            if (status.finished()) {
                return out.isEmpty() ? sorted.slice(0, 0) : Columns.concatChunks(out);
            }
            if (status.requiredSource() >= 0) {
                // the block was the only chunk of the only source
                algorithm.consume(0, null);
            }
        }
    }
}
