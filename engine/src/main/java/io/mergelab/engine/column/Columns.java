package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;

/** Operations over several columns of one type. */
public final class Columns {
    private Columns() {
    }

    /** {@code rows} values of the type's default (0, '', NULL for Nullable ...). */
    public static Column defaults(DataType type, int rows) {
        ColumnBuilder b = ColumnBuilder.create(type, rows);
        for (int i = 0; i < rows; i++) {
            b.appendDefault();
        }
        return b.build();
    }

    /** Concatenates columns of the same type in order. */
    public static Column concat(List<Column> parts) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        int rows = parts.stream().mapToInt(Column::size).sum();
        ColumnBuilder b = ColumnBuilder.create(parts.get(0).type(), rows);
        for (Column c : parts) {
            b.appendRange(c, 0, c.size());
        }
        return b.build();
    }

    /** Concatenates chunks with the same column layout. */
    public static Chunk concatChunks(List<Chunk> chunks) {
        if (chunks.size() == 1) {
            return chunks.get(0);
        }
        int columns = chunks.get(0).columnCount();
        int rows = chunks.stream().mapToInt(Chunk::rows).sum();
        List<Column> out = new ArrayList<>(columns);
        for (int i = 0; i < columns; i++) {
            List<Column> parts = new ArrayList<>(chunks.size());
            for (Chunk c : chunks) {
                parts.add(c.column(i));
            }
            out.add(concat(parts));
        }
        return new Chunk(out, rows);
    }
}
