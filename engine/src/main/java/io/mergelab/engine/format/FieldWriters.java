package io.mergelab.engine.format;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.Date32Type;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.IPv4Type;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.FloatType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.IntervalType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.UuidType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Text writers for columns. The plain style is the top-level text form (strings raw); the quoted style is
 * the form inside arrays and tuples, where strings, dates, times and UUIDs are single-quoted. The package-level
 * helpers (per-chunk writers, NULLs, arrays, tuples, quotes) are the parts the other formats build theirs from.
 */
final class FieldWriters {
    private static final byte[] TRUE = "true".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FALSE = "false".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NULL = "NULL".getBytes(StandardCharsets.US_ASCII);

    private FieldWriters() {
    }

    /** UUID and IPv6: bytes that are no text, written in their own text form (never escaped). */
    static boolean isBinaryValue(DataType type) {
        DataType t = type.unwrapLowCardinality();
        return t instanceof UuidType || t instanceof IPv6Type;
    }

    static FieldWriter plain(Column column) {
        return of(column, false);
    }

    /** A value as an SQL literal, as inside arrays: strings, dates and times quoted (the Values format). */
    static FieldWriter literal(Column column) {
        return of(column, true);
    }

    private static FieldWriter of(Column column, boolean quoted) {
        if (column instanceof LongColumn c) {
            return longWriter(c.values(), c.type().unwrapLowCardinality(), quoted);
        }
        if (column instanceof DoubleColumn c) {
            double[] values = c.values();
            boolean float32 = c.type().unwrapLowCardinality() instanceof FloatType f && f.bits() == 32;
            return (row, out) -> FloatText.write(values[row], float32, out);
        }
        if (column instanceof BytesColumn c) {
            return bytesWriter(c, quoted);
        }
        if (column instanceof NullableColumn c) {
            return withNulls(c, of(c.nested(), quoted), NULL);
        }
        if (column instanceof ArrayColumn c && c.type().unwrapLowCardinality() instanceof MapType) {
            TupleColumn entries = (TupleColumn) c.elements();
            return map(c, of(entries.elements().get(0), true), of(entries.elements().get(1), true));
        }
        if (column instanceof ArrayColumn c) {
            return array(c, of(c.elements(), true));
        }
        TupleColumn c = (TupleColumn) column;
        return tuple(c.elements().stream().map(e -> of(e, true)).toList(), '(', ')');
    }

    /** One writer per column of the chunk, resolved once per chunk. */
    static FieldWriter[] forColumns(Chunk chunk, Function<Column, FieldWriter> writerOf) {
        FieldWriter[] writers = new FieldWriter[chunk.columnCount()];
        for (int i = 0; i < writers.length; i++) {
            writers[i] = writerOf.apply(chunk.column(i));
        }
        return writers;
    }

    /** Writes {@code nullText} for NULL rows and the nested writer's text for the others. */
    static FieldWriter withNulls(NullableColumn column, FieldWriter nested, byte[] nullText) {
        byte[] nulls = column.nulls();
        return (row, out) -> {
            if (nulls[row] != 0) {
                out.append(nullText);
            } else {
                nested.write(row, out);
            }
        };
    }

    /** {@code [e1,e2,...]}: the elements of each row's array, comma-separated. */
    static FieldWriter array(ArrayColumn column, FieldWriter element) {
        int[] offsets = column.offsets();
        return (row, out) -> {
            out.append('[');
            for (int i = offsets[row]; i < offsets[row + 1]; i++) {
                if (i > offsets[row]) {
                    out.append(',');
                }
                element.write(i, out);
            }
            out.append(']');
        };
    }

    /** {@code {k1:v1,k2:v2}}: a Map row's entries, as ClickHouse writes them in every text format. */
    static FieldWriter map(ArrayColumn column, FieldWriter key, FieldWriter value) {
        int[] offsets = column.offsets();
        return (row, out) -> {
            out.append('{');
            for (int i = offsets[row]; i < offsets[row + 1]; i++) {
                if (i > offsets[row]) {
                    out.append(',');
                }
                key.write(i, out);
                out.append(':');
                value.write(i, out);
            }
            out.append('}');
        };
    }

    /** The tuple elements of a row, comma-separated between {@code open} and {@code close}. */
    static FieldWriter tuple(List<FieldWriter> elements, char open, char close) {
        return (row, out) -> {
            out.append(open);
            for (int i = 0; i < elements.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                elements.get(i).write(row, out);
            }
            out.append(close);
        };
    }

    private static FieldWriter longWriter(long[] v, DataType type, boolean quoted) {
        if (type instanceof IntegerType t) {
            return t.isUInt64() ? (row, out) -> out.appendUnsignedLong(v[row]) : (row, out) -> out.appendLong(v[row]);
        }
        if (type instanceof IntervalType) {
            return (row, out) -> out.appendLong(v[row]);
        }
        if (type instanceof IPv4Type) {
            FieldWriter writer = (row, out) -> IpText.writeIPv4(v[row], out);
            return quoted ? quote(writer, '\'') : writer;
        }
        if (type instanceof BoolType) {
            return (row, out) -> out.append(v[row] != 0 ? TRUE : FALSE);
        }
        if (type instanceof EnumType e) {
            return enumWriter(v, e, quoted);
        }
        if (type instanceof DecimalType d) {
            int scale = d.scale();
            return (row, out) -> DecimalText.write(v[row], scale, out);
        }
        FieldWriter writer;
        if (type instanceof DateType || type instanceof Date32Type) {
            writer = (row, out) -> DateText.appendDate(v[row], out);
        } else if (type instanceof DateTimeType t) {
            WallClock clock = WallClock.of(Zones.of(t.timeZone()));
            writer = (row, out) -> DateText.appendDateTime(clock.toLocalSeconds(v[row]), out);
        } else if (type instanceof DateTime64Type t) {
            WallClock clock = WallClock.of(Zones.of(t.timeZone()));
            int precision = t.precision();
            writer = (row, out) -> DateTime64Text.write(v[row], precision, clock, out);
        } else {
            // Nothing: only NULLs have this type.
            return (row, out) -> out.append(NULL);
        }
        return quoted ? quote(writer, '\'') : writer;
    }

    /** An Enum's element names, encoded once; inside arrays and maps they are quoted like strings. */
    private static FieldWriter enumWriter(long[] v, EnumType type, boolean quoted) {
        byte[][] names = new byte[type.names().size()][];
        for (int i = 0; i < names.length; i++) {
            byte[] raw = type.names().get(i).getBytes(StandardCharsets.UTF_8);
            if (quoted) {
                TextBuffer b = new TextBuffer(raw.length + 2);
                QuotedText.write(raw, 0, raw.length, b);
                raw = Arrays.copyOf(b.array(), b.length());
            }
            names[i] = raw;
        }
        return (row, out) -> {
            int i = type.indexOfCode(v[row]);
            if (i < 0) {
                type.nameOf(v[row]);
            }
            out.append(names[i]);
        };
    }

    private static FieldWriter bytesWriter(BytesColumn c, boolean quoted) {
        byte[] data = c.data();
        int[] offsets = c.offsets();
        if (c.type().unwrapLowCardinality() instanceof UuidType) {
            FieldWriter writer = (row, out) -> UuidText.write(data, offsets[row], out);
            return quoted ? quote(writer, '\'') : writer;
        }
        if (c.type().unwrapLowCardinality() instanceof IPv6Type) {
            FieldWriter writer = (row, out) -> IpText.writeIPv6(data, offsets[row], out);
            return quoted ? quote(writer, '\'') : writer;
        }
        if (quoted) {
            return (row, out) -> QuotedText.write(data, offsets[row], offsets[row + 1] - offsets[row], out);
        }
        return (row, out) -> out.append(data, offsets[row], offsets[row + 1] - offsets[row]);
    }

    /** The writer's text between two {@code quote} characters, unescaped (callers use it for text that needs none). */
    static FieldWriter quote(FieldWriter writer, char quote) {
        return (row, out) -> {
            out.append(quote);
            writer.write(row, out);
            out.append(quote);
        };
    }
}
