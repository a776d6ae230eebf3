package io.mergelab.engine.catalog;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What a table's metadata file holds: the id naming its data directory and its canonical CREATE query.
 * The table's name is the file's name, so RENAME is one atomic file move.
 */
record TableMetadata(@JsonProperty("uuid") String uuid, @JsonProperty("create_query") String createQuery) {
}
