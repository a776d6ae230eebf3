package io.mergelab.engine.system;

import io.mergelab.engine.index.cache.QueryConditionCache;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

/**
 * system.query_condition_cache: one row per entry of the engine's query condition cache, with the columns of
 * ClickHouse's table ({@code matching_marks} is one character per mark, 1 = may match, 0 = cannot).
 */
final class QueryConditionCacheTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("table_uuid", "UUID"),
            SystemColumn.of("part_name", "String"),
            SystemColumn.of("condition_hash", "UInt64"),
            SystemColumn.of("condition", "String"),
            SystemColumn.of("entry_size", "UInt64"),
            SystemColumn.of("matching_marks", "String"));

    private final QueryConditionCache cache;

    QueryConditionCacheTable(QueryConditionCache cache) {
        super("query_condition_cache", COLUMNS);
        this.cache = cache;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        for (QueryConditionCache.EntryView e : cache.snapshot()) {
            rows.row(uuid(e.tableUuid()), e.partName(), e.conditionHash(), e.condition(), e.entrySize(),
                    e.matchingMarks());
        }
    }

    /** Catalog tables live in directories named by their UUID; any other directory name is hashed into one. */
    private static UUID uuid(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            return UUID.nameUUIDFromBytes(id.getBytes(StandardCharsets.UTF_8));
        }
    }
}
