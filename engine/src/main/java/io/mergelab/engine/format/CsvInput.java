package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.util.List;
import java.util.Set;

/**
 * CSV input (RFC 4180): fields separated by commas, optionally in double quotes with {@code ""} for a quote
 * (quoted fields may span lines). As ClickHouse by default: spaces and tabs around unquoted fields are
 * trimmed, an empty field gives the column default, and unquoted {@code \N} is NULL ({@code NULL} too for
 * Nullable columns).
 */
final class CsvInput extends DelimitedInput {

    CsvInput(String formatName, ByteReader reader, List<String> names, List<DataType> types, boolean withNames,
             boolean withTypes, Set<String> wanted) {
        super(formatName, (byte) ',', reader, names, types, withNames, withTypes, wanted);
    }

    @Override
    protected FieldKind readField(DataType type) {
        ByteReader r = reader;
        skipBlanks();
        if (r.pos < r.limit && r.buf[r.pos] == '"') {
            return readQuoted();
        }
        int start = r.pos;
        int i = start;
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
            if (c == ',' || c == '\n' || c == '\r') {
                break;
            }
            i++;
        }
        r.pos = i;
        int end = i;
        while (end > start && (r.buf[end - 1] == ' ' || r.buf[end - 1] == '\t')) {
            end--;
        }
        int len = end - start;
        if (len == 0) {
            return FieldKind.DEFAULT;
        }
        if (isNullMarker(start, len)) {
            return FieldKind.NULL;
        }
        if (len == 4 && type.isNullable() && r.buf[start] == 'N' && r.buf[start + 1] == 'U' && r.buf[start + 2] == 'L'
                && r.buf[start + 3] == 'L') {
            return FieldKind.NULL;
        }
        fieldInBuffer(start, len);
        return FieldKind.VALUE;
    }

    private FieldKind readQuoted() {
        ByteReader r = reader;
        int start = r.pos + 1;
        int i = start;
        boolean doubled = false;
        while (true) {
            if (i >= r.limit) {
                boolean more = r.fill(start - 1);
                start -= r.lastShift;
                i -= r.lastShift;
                if (!more) {
                    throw new MergeLabException(ErrorCode.CANNOT_PARSE_QUOTED_STRING, "Cannot parse input: the quoted CSV field '"
                            + ParseErrors.text(r.buf, start - 1, Math.min(30, r.limit - start + 1)) + "' has no closing quote");
                }
                continue;
            }
            if (r.buf[i] != '"') {
                i++;
                continue;
            }
            if (i + 1 >= r.limit) {
                // The byte after a quote tells "" from the closing quote.
                boolean more = r.fill(start - 1);
                start -= r.lastShift;
                i -= r.lastShift;
                if (more) {
                    continue;
                }
                break;
            }
            if (r.buf[i + 1] != '"') {
                break;
            }
            doubled = true;
            i += 2;
        }
        int end = i;
        r.pos = i + 1;
        // Blanks after the closing quote are skipped while keeping the field in the buffer.
        while (true) {
            if (r.pos >= r.limit) {
                boolean more = r.fill(start - 1);
                start -= r.lastShift;
                end -= r.lastShift;
                if (!more) {
                    break;
                }
                continue;
            }
            if (r.buf[r.pos] != ' ' && r.buf[r.pos] != '\t') {
                break;
            }
            r.pos++;
        }
        if (doubled) {
            scratch.reset();
            for (int k = start; k < end; k++) {
                scratch.append(r.buf[k]);
                if (r.buf[k] == '"') {
                    k++;
                }
            }
            fieldInScratch();
        } else {
            fieldInBuffer(start, end - start);
        }
        return fieldLength == 0 ? FieldKind.DEFAULT : FieldKind.VALUE;
    }

    private void skipBlanks() {
        ByteReader r = reader;
        while (true) {
            if (r.pos >= r.limit && !r.fill(r.pos)) {
                return;
            }
            byte c = r.buf[r.pos];
            if (c != ' ' && c != '\t') {
                return;
            }
            r.pos++;
        }
    }
}
