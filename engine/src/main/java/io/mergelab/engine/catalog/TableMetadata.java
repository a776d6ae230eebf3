package io.mergelab.engine.catalog;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * What a table's metadata file holds: the id naming its data directory and its canonical CREATE query.
 * The table's name is the file's name, so RENAME is one atomic file move.
 * <p>
 * Read and written with Jackson's streaming parser: an object mapper would cost every engine open its start (hundreds
 * of classes initialised and a record introspected) for two string fields.
 */
record TableMetadata(String uuid, String createQuery) {
    private static final JsonFactory JSON = new JsonFactory();
    private static final String UUID_FIELD = "uuid";
    private static final String CREATE_QUERY_FIELD = "create_query";
    /** As {@code UUID.toString()} writes it; the id becomes a directory name, so nothing else is accepted. */
    private static final Pattern UUID_TEXT = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    /** Whether {@code s} is a table id, and so safe to resolve as a directory directly inside {@code store/}. */
    static boolean isUuid(String s) {
        return s != null && UUID_TEXT.matcher(s).matches();
    }

    /** Reads and checks a metadata file; the error names the file and what is wrong with it. */
    static TableMetadata read(Path file) {
        TableMetadata meta;
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            meta = parse(parser, file);
        } catch (IOException e) {
            throw invalid(file, e.getMessage());
        }
        if (meta.createQuery() == null) {
            throw invalid(file, "no create_query");
        }
        if (!isUuid(meta.uuid())) {
            // a uuid such as "../x" would point the table, and a later DROP, outside store/
            throw invalid(file, "uuid " + meta.uuid() + " is not a UUID");
        }
        return meta;
    }

    /** One object of the two string fields (either may be null or missing); anything else is an error. */
    private static TableMetadata parse(JsonParser parser, Path file) throws IOException {
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw invalid(file, "not a JSON object");
        }
        String uuid = null;
        String createQuery = null;
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_OBJECT; token = parser.nextToken()) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            if (value != JsonToken.VALUE_STRING && value != JsonToken.VALUE_NULL) {
                throw invalid(file, field + " is not a string");
            }
            switch (field) {
                case UUID_FIELD -> uuid = parser.getValueAsString();
                case CREATE_QUERY_FIELD -> createQuery = parser.getValueAsString();
                default -> throw invalid(file, "unknown field " + field);
            }
        }
        if (parser.nextToken() != null) {
            throw invalid(file, "more than one JSON value");
        }
        return new TableMetadata(uuid, createQuery);
    }

    byte[] toJson() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator json = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
            json.writeStartObject();
            json.writeStringField(UUID_FIELD, uuid);
            json.writeStringField(CREATE_QUERY_FIELD, createQuery);
            json.writeEndObject();
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot serialise table metadata: " + e, e);
        }
        return out.toByteArray();
    }

    private static MergeLabException invalid(Path file, String reason) {
        return new MergeLabException(ErrorCode.CORRUPTED_DATA, "Invalid table metadata file " + file + ": " + reason);
    }
}
