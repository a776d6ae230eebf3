package io.mergelab.engine.format;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.StringType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Line-oriented formats with one field per column separated by a delimiter (TSV, CSV), optionally with a
 * header line of names and one of types. Subclasses decode a single field; this class walks rows, checks the
 * field count, maps the header to columns and turns value errors into errors naming the row and column. With a
 * names header, fields of columns the reader does not want are found but not parsed into values.
 */
abstract class DelimitedInput implements InputFormat {
    /** What {@link #readField} found. */
    enum FieldKind { VALUE, NULL, DEFAULT }

    protected final ByteReader reader;
    protected final TextBuffer scratch = new TextBuffer(256);
    /** The decoded field: bytes {@code [fieldOffset, fieldOffset + fieldLength)} of {@code fieldBytes}. */
    protected byte[] fieldBytes;
    protected int fieldOffset;
    protected int fieldLength;

    private final String formatName;
    private final byte delimiter;
    private final boolean withNames;
    private final boolean withTypes;
    private final List<String> tableNames;
    private final List<DataType> tableTypes;
    private final Set<String> wanted;
    private boolean headerRead;
    /** The fields of each row, by column name and type. */
    private List<String> fields;
    private List<DataType> fieldTypes;
    /** Per field, the index of the column it fills, or -1 for a field passed over. */
    private int[] target;
    /** The columns produced: the wanted fields, in field order. */
    private List<String> columns;
    private List<DataType> types;
    private long rowsRead;

    /** {@code wanted}: the columns to produce when the input has a names header; without one, all are produced. */
    DelimitedInput(String formatName, byte delimiter, ByteReader reader, List<String> names, List<DataType> types,
                   boolean withNames, boolean withTypes, Set<String> wanted) {
        this.formatName = formatName;
        this.delimiter = delimiter;
        this.reader = reader;
        this.withNames = withNames;
        this.withTypes = withTypes;
        this.tableNames = List.copyOf(names);
        this.tableTypes = List.copyOf(types);
        this.wanted = wanted;
        useFields(tableNames, tableTypes, false);
    }

    /** Rows hold {@code names}; {@code subset}: produce only the wanted ones. */
    private void useFields(List<String> names, List<DataType> nameTypes, boolean subset) {
        fields = List.copyOf(names);
        fieldTypes = List.copyOf(nameTypes);
        target = new int[fields.size()];
        List<String> produced = new ArrayList<>();
        List<DataType> producedTypes = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            boolean keep = !subset || wanted.contains(fields.get(i));
            target[i] = keep ? produced.size() : -1;
            if (keep) {
                produced.add(fields.get(i));
                producedTypes.add(fieldTypes.get(i));
            }
        }
        columns = List.copyOf(produced);
        types = List.copyOf(producedTypes);
    }

    /** Reads the header on first use, so subclasses are fully constructed before {@link #readField} runs. */
    private void ensureHeader() {
        if (!headerRead) {
            headerRead = true;
            if (withNames) {
                readHeader(tableNames, tableTypes, withTypes);
            }
        }
    }

    /**
     * Decodes the field at {@code reader.pos}, leaving {@code reader.pos} on the byte after it (delimiter,
     * line end or end of input) and the value in {@code fieldBytes/fieldOffset/fieldLength}.
     */
    protected abstract FieldKind readField(DataType type);

    /** The field is {@code length} bytes of the reader's buffer from {@code start}, as they are. */
    protected final void fieldInBuffer(int start, int length) {
        fieldBytes = reader.buf;
        fieldOffset = start;
        fieldLength = length;
    }

    /** The field is what was decoded into {@link #scratch}. */
    protected final void fieldInScratch() {
        fieldBytes = scratch.array();
        fieldOffset = 0;
        fieldLength = scratch.length();
    }

    /** True if the {@code length} bytes of the reader's buffer from {@code start} are {@code \N}, the NULL marker. */
    protected final boolean isNullMarker(int start, int length) {
        return length == 2 && reader.buf[start] == '\\' && reader.buf[start + 1] == 'N';
    }

    @Override
    public List<String> columns() {
        ensureHeader();
        return columns;
    }

    @Override
    public Optional<Chunk> next(int maxRows) {
        ensureHeader();
        if (reader.atEnd()) {
            return Optional.empty();
        }
        int n = fields.size();
        ColumnBuilder[] builders = new ColumnBuilder[columns.size()];
        for (int i = 0; i < builders.length; i++) {
            builders[i] = ColumnBuilder.create(types.get(i), Math.min(maxRows, 65_536));
        }
        int rows = 0;
        while (rows < maxRows && !reader.atEnd()) {
            rowsRead++;
            for (int i = 0; i < n; i++) {
                if (target[i] >= 0) {
                    readValue(builders[target[i]], i);
                } else {
                    readField(fieldTypes.get(i));
                }
                endOfField(i, n);
            }
            rows++;
        }
        List<Column> built = new ArrayList<>(n);
        for (ColumnBuilder b : builders) {
            built.add(b.build());
        }
        return Optional.of(new Chunk(built, rows));
    }

    private void readValue(ColumnBuilder builder, int field) {
        DataType type = fieldTypes.get(field);
        FieldKind kind = readField(type);
        try {
            if (kind == FieldKind.VALUE) {
                TextValues.parseInto(builder, type, fieldBytes, fieldOffset, fieldLength);
            } else if (kind == FieldKind.NULL && type.isNullable()) {
                builder.appendNull();
            } else {
                // input_format_null_as_default: NULL into a non-Nullable column and empty fields give the default.
                builder.appendDefault();
            }
        } catch (MergeLabException e) {
            throw valueError(e, field);
        }
    }

    private MergeLabException valueError(MergeLabException e, int field) {
        ErrorCode code = e.code() == ErrorCode.CANNOT_PARSE_TEXT ? ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED : e.code();
        return new MergeLabException(code, "Cannot parse input at row " + rowsRead + ", column '" + fields.get(field)
                + "' (type " + fieldTypes.get(field).name() + "): " + e.getMessage(), e);
    }

    /** Consumes the delimiter after field {@code i} or the line end after the last field. */
    private void endOfField(int i, int n) {
        boolean last = i == n - 1;
        if (reader.pos >= reader.limit && !reader.fill(reader.pos)) {
            if (last) {
                return;
            }
            throw tooFewFields(i, n);
        }
        byte c = reader.buf[reader.pos];
        if (c == '\r' && last) {
            if (reader.pos + 1 >= reader.limit) {
                reader.fill(reader.pos);
            }
            if (reader.pos + 1 >= reader.limit || reader.buf[reader.pos + 1] == '\n') {
                reader.pos += Math.min(2, reader.limit - reader.pos);
                return;
            }
        }
        if (last ? c == '\n' : c == delimiter) {
            reader.pos++;
            return;
        }
        if (!last && (c == '\n' || c == '\r')) {
            throw tooFewFields(i, n);
        }
        if (last && c == delimiter) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED, "Cannot parse input at row " + rowsRead
                    + ": the row has more than " + n + " fields; " + formatName + " expects " + describeColumns(n));
        }
        throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED, "Cannot parse input at row " + rowsRead
                + ", column '" + fields.get(i) + "' (type " + fieldTypes.get(i).name() + "): expected "
                + (last ? "end of line" : quoteDelimiter()) + " before: '" + upcoming() + "'");
    }

    private MergeLabException tooFewFields(int i, int n) {
        return new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED, "Cannot parse input at row " + rowsRead
                + ": the row ends after " + (i + 1) + " of " + n + " fields, column '" + fields.get(i + 1) + "' is missing; "
                + formatName + " expects " + describeColumns(n));
    }

    private String describeColumns(int n) {
        return n + (n == 1 ? " field" : " fields") + " (" + String.join(", ", fields) + ")";
    }

    private String quoteDelimiter() {
        return delimiter == '\t' ? "'\\t'" : "'" + (char) delimiter + "'";
    }

    /** A short excerpt of the input at the current position, with control characters made visible. */
    private String upcoming() {
        int len = Math.min(20, reader.limit - reader.pos);
        String s = new String(reader.buf, reader.pos, len, StandardCharsets.UTF_8);
        return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }

    private void readHeader(List<String> names, List<DataType> expectedTypes, boolean withTypes) {
        if (reader.atEnd()) {
            useFields(List.of(), List.of(), true);
            return;
        }
        List<String> header = readHeaderLine();
        Map<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            byName.put(names.get(i), i);
        }
        List<DataType> headerTypes = new ArrayList<>(header.size());
        for (int i = 0; i < header.size(); i++) {
            String name = header.get(i);
            Integer index = byName.get(name);
            if (index == null) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Unknown field found in " + formatName
                        + " header: '" + name + "' at position " + (i + 1) + "; the table has columns " + String.join(", ", names));
            }
            if (header.subList(0, i).contains(name)) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Duplicate field found in " + formatName + " header: '" + name + "'");
            }
            headerTypes.add(expectedTypes.get(index));
        }
        useFields(header, headerTypes, true);
        if (withTypes) {
            checkTypesLine();
        }
    }

    private void checkTypesLine() {
        List<String> typeNames = reader.atEnd() ? List.of() : readHeaderLine();
        if (typeNames.size() != fields.size()) {
            throw new MergeLabException(ErrorCode.INCORRECT_DATA, "The types line of " + formatName + " has "
                    + typeNames.size() + " fields, the names line " + fields.size());
        }
        for (int i = 0; i < typeNames.size(); i++) {
            DataType declared = DataType.parse(typeNames.get(i));
            if (!declared.equals(fieldTypes.get(i))) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA, "Type of column '" + fields.get(i) + "' in "
                        + formatName + " header is " + declared.name() + ", but the column has type " + fieldTypes.get(i).name());
            }
        }
    }

    private List<String> readHeaderLine() {
        List<String> fields = new ArrayList<>();
        while (true) {
            FieldKind kind = readField(StringType.INSTANCE);
            fields.add(kind == FieldKind.VALUE ? new String(fieldBytes, fieldOffset, fieldLength, StandardCharsets.UTF_8)
                    : kind == FieldKind.NULL ? "\\N" : "");
            if (reader.pos >= reader.limit && !reader.fill(reader.pos)) {
                return fields;
            }
            byte c = reader.buf[reader.pos++];
            if (c == '\n') {
                return fields;
            }
            if (c == '\r') {
                if (reader.pos < reader.limit || reader.fill(reader.pos)) {
                    if (reader.buf[reader.pos] == '\n') {
                        reader.pos++;
                    }
                }
                return fields;
            }
        }
    }

    @Override
    public void close() {
        reader.close();
    }
}
