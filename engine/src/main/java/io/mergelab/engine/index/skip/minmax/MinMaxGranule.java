package io.mergelab.engine.index.skip.minmax;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import io.mergelab.engine.storage.serial.ColumnsBinary;
import io.mergelab.engine.type.DataType;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.List;

/**
 * Per element: a two-row column (min, max) of the granule's non-NULL, non-NaN values, or null when it has none; and
 * whether some value was NaN (then nothing is known about comparisons). On disk, per element: a flags byte (1 = has a
 * range, 2 = has NaN), then, with a range, a UInt32 length and the two rows in {@link ColumnsBinary} form.
 */
final class MinMaxGranule implements SkipIndexGranule {
    private static final int HAS_RANGE = 1;
    private static final int HAS_NAN = 2;

    private final Column[] ranges;
    private final boolean[] nan;

    MinMaxGranule(Column[] ranges, boolean[] nan) {
        this.ranges = ranges;
        this.nan = nan;
    }

    /** Element {@code i}'s (min, max) column, or null when every value was NULL. */
    Column range(int i) {
        return ranges[i];
    }

    boolean hasNaN(int i) {
        return nan[i];
    }

    @Override
    public void write(DataOutput out) throws IOException {
        for (int i = 0; i < ranges.length; i++) {
            out.writeByte((ranges[i] != null ? HAS_RANGE : 0) | (nan[i] ? HAS_NAN : 0));
            if (ranges[i] != null) {
                byte[] bytes = ColumnsBinary.write(2, List.of(ranges[i]));
                out.writeInt(bytes.length);
                out.write(bytes);
            }
        }
    }

    static MinMaxGranule read(DataInput in, List<DataType> types) throws IOException {
        Column[] ranges = new Column[types.size()];
        boolean[] nan = new boolean[types.size()];
        for (int i = 0; i < ranges.length; i++) {
            int flags = in.readUnsignedByte();
            nan[i] = (flags & HAS_NAN) != 0;
            if ((flags & HAS_RANGE) != 0) {
                int length = in.readInt();
                if (length < 0 || length > 1 << 30) {
                    throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad length " + length + " of a minmax index granule");
                }
                byte[] bytes = new byte[length];
                in.readFully(bytes);
                ColumnsBinary.Content content = ColumnsBinary.read(bytes, "minmax index granule");
                if (content.rows() != 2 || content.columns().size() != 1 || !content.types().get(0).equals(types.get(i))) {
                    throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "A minmax index granule holds " + content.rows()
                            + " rows of " + content.types() + ", expected 2 of " + types.get(i).name());
                }
                ranges[i] = content.columns().get(0);
            }
        }
        return new MinMaxGranule(ranges, nan);
    }
}
