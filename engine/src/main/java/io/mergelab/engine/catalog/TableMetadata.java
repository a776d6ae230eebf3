package io.mergelab.engine.catalog;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * What a table's metadata file holds: the id naming its data directory and its canonical CREATE query.
 * The table's name is the file's name, so RENAME is one atomic file move.
 */
record TableMetadata(@JsonProperty("uuid") String uuid, @JsonProperty("create_query") String createQuery) {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** As {@code UUID.toString()} writes it; the id becomes a directory name, so nothing else is accepted. */
    private static final Pattern UUID_TEXT = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    /** Whether {@code s} is a table id, and so safe to resolve as a directory directly inside {@code store/}. */
    static boolean isUuid(String s) {
        return s != null && UUID_TEXT.matcher(s).matches();
    }

    /** Reads and checks a metadata file; the error names the file and what is wrong with it. */
    static TableMetadata read(Path file) {
        TableMetadata meta;
        try {
            meta = JSON.readValue(file.toFile(), TableMetadata.class);
        } catch (IOException e) {
            throw invalid(file, e.getMessage());
        }
        if (meta == null || meta.createQuery() == null) {
            throw invalid(file, "no create_query");
        }
        if (!isUuid(meta.uuid())) {
            // a uuid such as "../x" would point the table, and a later DROP, outside store/
            throw invalid(file, "uuid " + meta.uuid() + " is not a UUID");
        }
        return meta;
    }

    byte[] toJson() {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(this);
        } catch (IOException e) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot serialise table metadata: " + e, e);
        }
    }

    private static MergeLabException invalid(Path file, String reason) {
        return new MergeLabException(ErrorCode.CORRUPTED_DATA, "Invalid table metadata file " + file + ": " + reason);
    }
}
