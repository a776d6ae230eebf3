package io.mergelab.engine.format;

import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Set;

/**
 * TabSeparated input: fields end at a tab or line end; {@code \N} is NULL; backslash escapes
 * ({@code \t \n \\} ...) are decoded unless the format is raw or the value is an Array, Tuple or Map. A {@code \r}
 * before the line end is dropped.
 */
final class TabSeparatedInput extends DelimitedInput {
    private final boolean raw;

    TabSeparatedInput(String formatName, ByteReader reader, List<String> names, List<DataType> types,
                      boolean withNames, boolean withTypes, boolean raw, Set<String> wanted) {
        super(formatName, (byte) '\t', reader, names, types, withNames, withTypes, wanted);
        this.raw = raw;
    }

    @Override
    protected FieldKind readField(DataType type) {
        ByteReader r = reader;
        int start = r.pos;
        int i = start;
        boolean escaped = false;
        while (true) {
            if (i >= r.limit) {
                boolean more = r.fill(start);
                start -= r.lastShift;
                i -= r.lastShift;
                if (!more) {
                    break;
                }
                continue;
            }
            byte c = r.buf[i];
            if (c == '\t' || c == '\n') {
                break;
            }
            if (c == '\\' && !raw) {
                if (i + 1 >= r.limit) {
                    boolean more = r.fill(start);
                    start -= r.lastShift;
                    i -= r.lastShift;
                    if (!more) {
                        i++;
                        break;
                    }
                    continue;
                }
                escaped = true;
                i += 2;
                continue;
            }
            i++;
        }
        r.pos = i;
        int end = i;
        if (end > start && r.buf[end - 1] == '\r' && (end >= r.limit || r.buf[end] == '\n')) {
            end--;
        }
        if (isNullMarker(start, end - start)) {
            return FieldKind.NULL;
        }
        if (escaped && !isComposite(type)) {
            scratch.reset();
            int k = start;
            while (k < end) {
                if (r.buf[k] == '\\' && k + 1 < end) {
                    k = EscapeSequences.unescape(r.buf, k, end, scratch);
                } else {
                    scratch.append(r.buf[k++]);
                }
            }
            fieldInScratch();
        } else {
            fieldInBuffer(start, end - start);
        }
        return FieldKind.VALUE;
    }

    /**
     * Arrays, tuples and maps are written in their own quoted text form without TSV escaping (as ClickHouse does),
     * so their fields are parsed as they stand: unescaping would break quotes inside elements.
     */
    private static boolean isComposite(DataType type) {
        DataType.Representation r = type.unwrapLowCardinality().representation();
        return r == DataType.Representation.ARRAY || r == DataType.Representation.TUPLE || r == DataType.Representation.MAP;
    }
}
