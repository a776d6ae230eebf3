package io.mergelab.engine.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.mergelab.engine.column.ArrayColumnBuilder;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.NullableColumnBuilder;
import io.mergelab.engine.column.TupleColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.ArrayType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.MapType;
import io.mergelab.engine.type.NullableType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.type.TupleType;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * JSONEachRow input: one JSON object per row, separated by whitespace (one per line as usual), or a top-level
 * array of objects. Missing keys take the column default, unknown keys are an error. Scalars may be JSON strings,
 * numbers or booleans and are read with the column type's text rules; arrays are JSON arrays; a JSON
 * object or array read into a String column keeps its JSON text.
 */
final class JsonEachRowInput implements InputFormat {
    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    private final JsonParser parser;
    private final List<String> columns;
    private final List<DataType> types;
    private final Map<String, Integer> indexByName = new HashMap<>();
    private final boolean[] seen;
    /** Per column, 1 for each row of the last block that did not mention the column. */
    private final byte[][] omitted;
    private boolean started;
    private boolean insideArray;
    private boolean finished;
    private long rowsRead;
    private int currentColumn = -1;

    JsonEachRowInput(InputStream in, List<String> names, List<DataType> types) {
        this.columns = List.copyOf(names);
        this.types = List.copyOf(types);
        for (int i = 0; i < names.size(); i++) {
            indexByName.put(names.get(i), i);
        }
        seen = new boolean[names.size()];
        omitted = new byte[names.size()][];
        try {
            parser = FACTORY.createParser(in);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read input data: " + e.getMessage(), e);
        }
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public Optional<byte[]> omittedRows(int column) {
        return Optional.of(omitted[column]);
    }

    @Override
    public Optional<Chunk> next(int maxRows) {
        try {
            return readChunk(maxRows);
        } catch (JsonProcessingException e) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED, "Cannot parse JSON at row "
                    + Math.max(1, rowsRead) + columnSuffix() + ": " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot read input data: " + e.getMessage(), e);
        }
    }

    private String columnSuffix() {
        return currentColumn < 0 ? "" : ", column '" + columns.get(currentColumn) + "' (type " + types.get(currentColumn).name() + ")";
    }

    private Optional<Chunk> readChunk(int maxRows) throws IOException {
        int n = columns.size();
        ColumnBuilder[] builders = new ColumnBuilder[n];
        for (int i = 0; i < n; i++) {
            builders[i] = ColumnBuilder.create(types.get(i), Math.min(maxRows, 65_536));
        }
        int rows = 0;
        for (int i = 0; i < n; i++) {
            omitted[i] = new byte[Math.min(maxRows, 1024)];
        }
        while (rows < maxRows && nextRowStart()) {
            rowsRead++;
            readRow(builders, rows);
            rows++;
        }
        if (rows == 0) {
            return Optional.empty();
        }
        List<Column> built = new ArrayList<>(n);
        for (ColumnBuilder b : builders) {
            built.add(b.build());
        }
        return Optional.of(new Chunk(built, rows));
    }

    /** Advances to the next row's '{'; false at the end of the input. */
    private boolean nextRowStart() throws IOException {
        if (finished) {
            return false;
        }
        JsonToken token = parser.nextToken();
        if (!started) {
            started = true;
            if (token == JsonToken.START_ARRAY) {
                insideArray = true;
                token = parser.nextToken();
            }
        }
        if (token == null || (insideArray && token == JsonToken.END_ARRAY)) {
            finished = true;
            return false;
        }
        if (token != JsonToken.START_OBJECT) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED, "Cannot parse input at row "
                    + (rowsRead + 1) + ": expected '{' at the start of a JSONEachRow row, found " + describe(token));
        }
        return true;
    }

    private void readRow(ColumnBuilder[] builders, int row) throws IOException {
        java.util.Arrays.fill(seen, false);
        // Inside an object Jackson yields only field names and the closing brace (or throws).
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            Integer index = indexByName.get(name);
            if (index == null) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA,
                        "Unknown field found while parsing JSONEachRow format: " + name + " (at row " + rowsRead + ")");
            }
            if (seen[index]) {
                throw new MergeLabException(ErrorCode.INCORRECT_DATA,
                        "Duplicate field found while parsing JSONEachRow format: " + name + " (at row " + rowsRead + ")");
            }
            seen[index] = true;
            currentColumn = index;
            try {
                readValue(builders[index], types.get(index), parser.nextToken());
            } catch (MergeLabException e) {
                throw valueError(e, index);
            }
            currentColumn = -1;
        }
        for (int i = 0; i < seen.length; i++) {
            if (!seen[i]) {
                builders[i].appendDefault();
                if (row >= omitted[i].length) {
                    omitted[i] = java.util.Arrays.copyOf(omitted[i], Math.max(row + 1, omitted[i].length * 2));
                }
                omitted[i][row] = 1;
            }
        }
    }

    private MergeLabException valueError(MergeLabException e, int column) {
        ErrorCode code = e.code() == ErrorCode.CANNOT_PARSE_TEXT ? ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED : e.code();
        return new MergeLabException(code, "Cannot parse input at row " + rowsRead + ", column '" + columns.get(column)
                + "' (type " + types.get(column).name() + "): " + e.getMessage(), e);
    }

    private void readValue(ColumnBuilder builder, DataType type, JsonToken token) throws IOException {
        DataType t = type.unwrapLowCardinality();
        if (token == JsonToken.VALUE_NULL) {
            // A null for a non-Nullable column gives its default, as input_format_null_as_default does.
            if (t instanceof NullableType) {
                builder.appendNull();
            } else {
                builder.appendDefault();
            }
            return;
        }
        if (t instanceof NullableType n) {
            NullableColumnBuilder nb = (NullableColumnBuilder) builder;
            readValue(nb.nested(), n.nested(), token);
            nb.markNotNull();
        } else if (t instanceof ArrayType a) {
            if (token != JsonToken.START_ARRAY) {
                throw new MergeLabException(ErrorCode.CANNOT_READ_ARRAY_FROM_TEXT, "expected a JSON array, found " + describe(token));
            }
            ArrayColumnBuilder ab = (ArrayColumnBuilder) builder;
            JsonToken element;
            while ((element = parser.nextToken()) != JsonToken.END_ARRAY) {
                readValue(ab.elements(), a.element(), element);
            }
            ab.endRow();
        } else if (t instanceof TupleType tuple) {
            readTuple((TupleColumnBuilder) builder, tuple, token);
        } else if (t instanceof MapType m) {
            readMap((ArrayColumnBuilder) builder, m, token);
        } else if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            if (!(t instanceof StringType || t instanceof FixedStringType)) {
                throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED,
                        "expected a scalar JSON value for type " + t.name() + ", found " + describe(token));
            }
            TextValues.parseInto(builder, t, structureAsText());
        } else {
            TextValues.parseInto(builder, t, scalarText(t, token));
        }
    }

    /** A JSON object: each field name is parsed as the key's text, each value as V. */
    private void readMap(ArrayColumnBuilder builder, MapType type, JsonToken token) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED,
                    "expected a JSON object for type " + type.name() + ", found " + describe(token));
        }
        TupleColumnBuilder entries = (TupleColumnBuilder) builder.elements();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            TextValues.parseInto(entries.element(0), type.key(), parser.getCurrentName());
            readValue(entries.element(1), type.value(), parser.nextToken());
            entries.endRow();
        }
        builder.endRow();
    }

    private void readTuple(TupleColumnBuilder builder, TupleType type, JsonToken token) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED,
                    "expected a JSON array for type " + type.name() + ", found " + describe(token));
        }
        int n = type.elements().size();
        for (int i = 0; i < n; i++) {
            JsonToken element = parser.nextToken();
            if (element == JsonToken.END_ARRAY) {
                throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED,
                        "a JSON array for " + type.name() + " has " + i + " elements, expected " + n);
            }
            readValue(builder.element(i), type.elements().get(i), element);
        }
        if (parser.nextToken() != JsonToken.END_ARRAY) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED,
                    "a JSON array for " + type.name() + " has more than " + n + " elements");
        }
        builder.endRow();
    }

    private String scalarText(DataType type, JsonToken token) throws IOException {
        return switch (token) {
            // Booleans read as numbers into numeric columns and as words into Bool and String columns.
            case VALUE_TRUE -> type instanceof BoolType || type instanceof StringType ? "true" : "1";
            case VALUE_FALSE -> type instanceof BoolType || type instanceof StringType ? "false" : "0";
            case VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getText();
            default -> throw new MergeLabException(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED,
                    "unexpected JSON token " + describe(token));
        };
    }

    private String structureAsText() throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.copyCurrentStructure(parser);
        }
        return out.toString();
    }

    private static String describe(JsonToken token) {
        return token == null ? "end of input" : token.asString() != null ? "'" + token.asString() + "'" : token.name();
    }

    @Override
    public void close() {
        try {
            parser.close();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.CANNOT_READ_ALL_DATA, "Cannot close input: " + e.getMessage(), e);
        }
    }
}
