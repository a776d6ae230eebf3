package io.mergelab.engine.merge;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * The merging algorithm a table's engine asks for, over chunks of the table's stored columns in definition order:
 * ReplacingMergeTree keeps one row per sorting key (by its {@code ver} and {@code is_deleted} arguments), MergeTree
 * keeps every row.
 */
public final class TableMergingAlgorithms {
    private TableMergingAlgorithms() {
    }

    /** The algorithm merging {@code sources} sorted streams of the table's stored columns. */
    public static MergingAlgorithm create(TableDefinition def, int sources, SortingKeyColumns key, int maxBlockRows) {
        if (def.engine() != TableEngineKind.REPLACING_MERGE_TREE) {
            return new OrdinaryMergingAlgorithm(sources, key, maxBlockRows);
        }
        return new ReplacingMergingAlgorithm(sources, key, storedPosition(def, 0), storedPosition(def, 1), false, maxBlockRows);
    }

    /**
     * A block sorted by the sorting key with one row per key, as a merge would leave it (ReplacingMergeTree with
     * {@code optimize_on_insert}); the block itself when no row goes. {@code sortKey} holds the block's key values.
     */
    public static Chunk replaceWithinBlock(TableDefinition def, Chunk sorted, List<Column> sortKey) {
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

    /**
     * Checks ReplacingMergeTree's engine arguments as ClickHouse does at CREATE TABLE: the version column is an integer,
     * Date or DateTime type, the is_deleted column UInt8 (BAD_TYPE_OF_FIELD). The arguments already name columns.
     */
    public static void validateReplacingArguments(TableDefinition def) {
        if (def.engine() != TableEngineKind.REPLACING_MERGE_TREE || def.engineArgs().isEmpty()) {
            return;
        }
        String version = ((Identifier) def.engineArgs().get(0)).name();
        DataType versionType = def.column(version).orElseThrow().type();
        if (!(versionType instanceof IntegerType || versionType instanceof DateType || versionType instanceof Date32Type
                || versionType instanceof DateTimeType || versionType instanceof DateTime64Type)) {
            throw new MergeLabException(ErrorCode.BAD_TYPE_OF_FIELD, "The column " + version
                    + " cannot be used as a version column for storage ReplacingMergeTree because it is of type "
                    + versionType.name() + " (must be of an integer type or of type Date/DateTime/DateTime64)");
        }
        if (def.engineArgs().size() > 1) {
            String isDeleted = ((Identifier) def.engineArgs().get(1)).name();
            DataType type = def.column(isDeleted).orElseThrow().type();
            if (!type.equals(IntegerType.UINT8) && !(type instanceof BoolType)) {
                throw new MergeLabException(ErrorCode.BAD_TYPE_OF_FIELD, "is_deleted column (" + isDeleted
                        + ") for storage ReplacingMergeTree must have type UInt8. Provided column of type " + type.name() + ".");
            }
        }
    }

    /** The position among the stored columns of the engine argument {@code index} (ver, is_deleted), or -1. */
    public static int storedPosition(TableDefinition def, int index) {
        if (index >= def.engineArgs().size()) {
            return -1;
        }
        String column = ((Identifier) def.engineArgs().get(index)).name();
        List<ColumnDefinition> stored = def.storedColumns();
        for (int i = 0; i < stored.size(); i++) {
            if (stored.get(i).name().equals(column)) {
                return i;
            }
        }
        throw new MergeLabException(ErrorCode.NO_SUCH_COLUMN_IN_TABLE, "There is no column " + column + " in table "
                + def.qualifiedName());
    }
}
