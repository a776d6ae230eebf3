package io.mergelab.engine.table;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.index.skip.Constants;
import io.mergelab.engine.sql.ast.PartitionSpec;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/** Resolves the {@code PARTITION p} / {@code PARTITION ID 'id'} of an ALTER to a partition id of a table. */
public final class PartitionSpecs {
    private PartitionSpecs() {
    }

    /** The id of the partition {@code spec} names: given as is, or computed from the constant partition key value. */
    public static String partitionId(MergeTreeTable table, PartitionSpec spec) {
        if (spec.id().isPresent()) {
            return spec.id().get();
        }
        List<DataType> types = table.partitionTypes();
        Column value = Constants.value(spec.expression().orElseThrow()).orElseThrow(() -> new MergeLabException(
                ErrorCode.BAD_ARGUMENTS, "Partition value must be a constant expression"));
        List<Column> elements = value instanceof TupleColumn t ? t.elements() : List.of(value);
        if (elements.size() != types.size()) {
            throw new MergeLabException(ErrorCode.INVALID_PARTITION_VALUE, "Wrong number of fields in the partition expression: "
                    + elements.size() + ", must be: " + types.size());
        }
        List<Column> converted = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            converted.add(Casts.convertForInsert(elements.get(i), types.get(i)));
        }
        return PartitionValue.of(converted, 0).partitionId();
    }
}
