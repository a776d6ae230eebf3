package io.mergelab.engine.index.skip.set;

import io.mergelab.engine.column.Chunk;
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
 * The distinct values of a set index granule, one column per element, or {@link #TOO_MANY} when there were more
 * than the index's max_rows (such a granule can never be dropped). On disk: a byte (0 = values, 1 = too many), then
 * with values a UInt32 length and the columns in {@link ColumnsBinary} form.
 */
final class SetGranule implements SkipIndexGranule {
    static final SetGranule TOO_MANY = new SetGranule(null, 0);

    private final List<Column> values;
    private final int rows;

    SetGranule(List<Column> values, int rows) {
        this.values = values == null ? null : List.copyOf(values);
        this.rows = rows;
    }

    boolean tooMany() {
        return values == null;
    }

    /** The distinct values as a chunk, one column per element (only when not {@link #tooMany}). */
    Chunk values() {
        return new Chunk(values, rows);
    }

    @Override
    public void write(DataOutput out) throws IOException {
        if (values == null) {
            out.writeByte(1);
            return;
        }
        out.writeByte(0);
        byte[] bytes = ColumnsBinary.write(rows, values);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    static SetGranule read(DataInput in, List<DataType> types) throws IOException {
        int flag = in.readUnsignedByte();
        if (flag == 1) {
            return TOO_MANY;
        }
        int length = in.readInt();
        if (flag != 0 || length < 0 || length > 1 << 30) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad set index granule header (" + flag + ", " + length + ")");
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        ColumnsBinary.Content content = ColumnsBinary.read(bytes, "set index granule");
        if (!content.types().equals(types)) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "A set index granule holds values of " + content.types()
                    + ", expected " + types);
        }
        return new SetGranule(content.columns(), content.rows());
    }
}
