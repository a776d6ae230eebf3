package io.mergelab.engine.format;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NothingType;
import io.mergelab.engine.type.UuidType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * JSON values as ClickHouse writes them with default settings: 64-bit integers quoted
 * (output_format_json_quote_64bit_integers = 1), other numbers and decimals bare, inf and nan as null, dates,
 * times, UUIDs and Enum names as strings, arrays and tuples as JSON arrays, maps as objects (keys as strings),
 * forward slashes escaped.
 */
final class JsonValues {
    private static final byte[] NULL = "null".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

    private JsonValues() {
    }

    static FieldWriter writer(Column column) {
        if (column instanceof NullableColumn c) {
            return FieldWriters.withNulls(c, writer(c.nested()), NULL);
        }
        if (column instanceof ArrayColumn c && c.type().unwrapLowCardinality() instanceof MapType) {
            TupleColumn entries = (TupleColumn) c.elements();
            return FieldWriters.map(c, keyWriter(entries.elements().get(0)), writer(entries.elements().get(1)));
        }
        if (column instanceof ArrayColumn c) {
            return FieldWriters.array(c, writer(c.elements()));
        }
        if (column instanceof LongColumn c && c.type().unwrapLowCardinality() instanceof EnumType e) {
            byte[][] names = new byte[e.names().size()][];
            for (int i = 0; i < names.length; i++) {
                TextBuffer b = new TextBuffer(e.names().get(i).length() + 2);
                writeString(e.names().get(i), b);
                names[i] = Arrays.copyOf(b.array(), b.length());
            }
            long[] v = c.values();
            return (row, out) -> {
                int i = e.indexOfCode(v[row]);
                if (i < 0) {
                    e.nameOf(v[row]);
                }
                out.append(names[i]);
            };
        }
        if (column instanceof TupleColumn c) {
            return FieldWriters.tuple(c.elements().stream().map(JsonValues::writer).toList(), '[', ']');
        }
        if (column instanceof DoubleColumn c) {
            double[] values = c.values();
            boolean float32 = c.type().unwrapLowCardinality() instanceof FloatType f && f.bits() == 32;
            return (row, out) -> {
                double v = values[row];
                if (Double.isFinite(v)) {
                    FloatText.write(v, float32, out);
                } else {
                    out.append(NULL);
                }
            };
        }
        if (column instanceof BytesColumn c && !FieldWriters.isBinaryValue(c.type())) {
            byte[] data = c.data();
            int[] offsets = c.offsets();
            return (row, out) -> writeString(data, offsets[row], offsets[row + 1] - offsets[row], out);
        }
        FieldWriter plain = FieldWriters.plain(column);
        DataType type = column.type().unwrapLowCardinality();
        if (column instanceof LongColumn && isBareNumber(type)) {
            return plain;
        }
        if (type instanceof NothingType) {
            return (row, out) -> out.append(NULL);
        }
        // 64-bit integers, dates, times and UUIDs: their text in quotes (it never needs escaping).
        return FieldWriters.quote(plain, '"');
    }

    /** A Map key as a JSON object key: a string, whatever the key type (numbers and dates as their text). */
    private static FieldWriter keyWriter(Column keys) {
        FieldWriter value = writer(keys);
        if (keys instanceof BytesColumn && !FieldWriters.isBinaryValue(keys.type())) {
            return value;
        }
        FieldWriter plain = FieldWriters.plain(keys);
        TextBuffer text = new TextBuffer(32);
        return (row, out) -> {
            text.reset();
            plain.write(row, text);
            writeString(Arrays.copyOf(text.array(), text.length()), 0, text.length(), out);
        };
    }

    private static boolean isBareNumber(DataType type) {
        return (type instanceof IntegerType i && i.bits() < 64) || type instanceof DecimalType || type instanceof BoolType;
    }

    /** {@code prefix}, then {@code name} as a JSON string, then {@code suffix}: an object key, built once and written per row. */
    static byte[] key(String prefix, String name, String suffix) {
        TextBuffer key = new TextBuffer(prefix.length() + name.length() + suffix.length() + 2);
        key.append(prefix);
        writeString(name, key);
        key.append(suffix);
        return Arrays.copyOf(key.array(), key.length());
    }

    static void writeString(String s, TextBuffer out) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        writeString(bytes, 0, bytes.length, out);
    }

    /** A JSON string literal of UTF-8 bytes, escaping as ClickHouse's writeJSONString does. */
    static void writeString(byte[] data, int off, int len, TextBuffer out) {
        out.append('"');
        int end = off + len;
        int runStart = off;
        for (int i = off; i < end; i++) {
            int c = data[i] & 0xFF;
            byte escape = switch (c) {
                case '"' -> (byte) '"';
                case '\\' -> (byte) '\\';
                case '/' -> (byte) '/';
                case '\b' -> (byte) 'b';
                case '\f' -> (byte) 'f';
                case '\n' -> (byte) 'n';
                case '\r' -> (byte) 'r';
                case '\t' -> (byte) 't';
                default -> 0;
            };
            if (escape != 0) {
                out.append(data, runStart, i - runStart).append('\\').append(escape);
                runStart = i + 1;
            } else if (c < 0x20) {
                out.append(data, runStart, i - runStart).append((byte) '\\').append('u').append('0').append('0')
                        .append(HEX[c >> 4]).append(HEX[c & 0xF]);
                runStart = i + 1;
            } else if (c == 0xE2 && i + 2 < end && (data[i + 1] & 0xFF) == 0x80
                    && ((data[i + 2] & 0xFF) == 0xA8 || (data[i + 2] & 0xFF) == 0xA9)) {
                // U+2028 and U+2029 are valid JSON but break JavaScript, so ClickHouse escapes them.
                out.append(data, runStart, i - runStart).append((byte) '\\').append('u').append('2').append('0').append('2')
                        .append((data[i + 2] & 0xFF) == 0xA8 ? '8' : '9');
                i += 2;
                runStart = i + 1;
            }
        }
        out.append(data, runStart, end - runStart).append('"');
    }
}
