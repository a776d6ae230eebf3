package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A small self-describing, uncompressed file of equal-length columns: {@code primary.idx},
 * {@code partition.dat} and {@code minmax_<col>.idx}.
 *
 * <pre>
 * varuint rows, varuint columns,
 * per column: varuint type-name length, type name (UTF-8),
 *             per substream: varuint byte length, the substream's bytes (same encoding as .bin data)
 * </pre>
 */
public final class ColumnsBinary {

    /** The decoded content: column types and columns, all of {@code rows} rows. */
    public record Content(int rows, List<DataType> types, List<Column> columns) {
    }

    private ColumnsBinary() {
    }

    public static byte[] write(int rows, List<Column> columns) {
        ByteArraySink out = new ByteArraySink();
        putVarUInt(out, rows);
        putVarUInt(out, columns.size());
        for (Column column : columns) {
            if (column.size() != rows) {
                throw new IllegalArgumentException("column of " + column.size() + " rows in a file of " + rows);
            }
            byte[] typeName = column.type().name().getBytes(StandardCharsets.UTF_8);
            putVarUInt(out, typeName.length);
            out.putBytes(typeName, 0, typeName.length);
            Serialization serialization = Serialization.of(column.type());
            ByteArraySink[] streams = new ByteArraySink[serialization.streamCount()];
            for (int i = 0; i < streams.length; i++) {
                streams[i] = new ByteArraySink();
            }
            serialization.write(column, 0, rows, streams, 0);
            for (ByteArraySink stream : streams) {
                byte[] bytes = stream.toByteArray();
                putVarUInt(out, bytes.length);
                out.putBytes(bytes, 0, bytes.length);
            }
        }
        return out.toByteArray();
    }

    public static Content read(byte[] data, String fileName) {
        Reader in = new Reader(data, fileName);
        int rows = in.varInt();
        int count = in.varInt();
        List<DataType> types = new ArrayList<>(count);
        List<Column> columns = new ArrayList<>(count);
        for (int c = 0; c < count; c++) {
            int nameLength = in.varInt();
            String typeName = new String(data, in.take(nameLength), nameLength, StandardCharsets.UTF_8);
            DataType type;
            try {
                type = DataType.parse(typeName);
            } catch (MergeLabException e) {
                throw new MergeLabException(ErrorCode.CORRUPTED_DATA,
                        "Bad type name '" + typeName + "' in " + fileName + ": " + e.getMessage(), e);
            }
            Serialization serialization = Serialization.of(type);
            ByteArraySource[] streams = new ByteArraySource[serialization.streamCount()];
            for (int i = 0; i < streams.length; i++) {
                int length = in.varInt();
                streams[i] = new ByteArraySource(data, in.take(length), length, fileName);
            }
            columns.add(serialization.read(streams, 0, rows));
            for (ByteArraySource s : streams) {
                if (!s.exhausted()) {
                    throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Unexpected bytes after column data in " + fileName);
                }
            }
            types.add(type);
        }
        if (!in.atEnd()) {
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Unexpected bytes at the end of " + fileName);
        }
        return new Content(rows, types, columns);
    }

    private static void putVarUInt(ByteArraySink out, int value) {
        byte[] tmp = new byte[5];
        int n = 0;
        int v = value;
        while ((v & ~0x7F) != 0) {
            tmp[n++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        tmp[n++] = (byte) v;
        out.putBytes(tmp, 0, n);
    }

    /** Cursor over the header fields; every overrun is reported as corruption of the named file. */
    private static final class Reader {
        private final byte[] data;
        private final String fileName;
        private int pos;

        Reader(byte[] data, String fileName) {
            this.data = data;
            this.fileName = fileName;
        }

        int varInt() {
            long result = 0;
            for (int shift = 0; shift < 35; shift += 7) {
                if (pos >= data.length) {
                    throw truncated();
                }
                byte b = data[pos++];
                result |= (long) (b & 0x7F) << shift;
                if (b >= 0) {
                    if (result > Integer.MAX_VALUE) {
                        break;
                    }
                    return (int) result;
                }
            }
            throw new MergeLabException(ErrorCode.CORRUPTED_DATA, "Bad variable-length number in " + fileName);
        }

        int take(int length) {
            if (length > data.length - pos) {
                throw truncated();
            }
            int p = pos;
            pos += length;
            return p;
        }

        boolean atEnd() {
            return pos == data.length;
        }

        private MergeLabException truncated() {
            return new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read all data: " + fileName + " is truncated");
        }
    }
}
