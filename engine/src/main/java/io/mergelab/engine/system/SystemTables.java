package io.mergelab.engine.system;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.index.cache.QueryConditionCache;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.querylog.QueryLogs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The tables of the {@code system} database. */
public final class SystemTables {
    private final Map<String, SystemTable> tables = new LinkedHashMap<>();

    /** System tables whose logs live in memory only and see no queries; engines pass their {@link QueryLogs}. */
    public SystemTables() {
        this(QueryLogs.inMemory());
    }

    public SystemTables(QueryLogs logs) {
        this(logs, new QueryConditionCache(QueryConditionCache.DEFAULT_MAX_BYTES));
    }

    /** The system tables of an engine with these logs and this query condition cache, listing no merges. */
    public SystemTables(QueryLogs logs, QueryConditionCache conditionCache) {
        this(logs, conditionCache, new MergeList());
    }

    /** The system tables of an engine with these logs, query condition cache and running merges. */
    public SystemTables(QueryLogs logs, QueryConditionCache conditionCache, MergeList merges) {
        add(new OneTable());
        add(new DatabasesTable());
        add(new TablesTable(this::all));
        add(new ColumnsTable(this::all));
        add(new PartsTable(logs::logParts));
        add(new MutationsTable());
        add(new DetachedPartsTable());
        add(new DataSkippingIndicesTable());
        add(SettingsTable.query());
        add(SettingsTable.mergeTree());
        add(new LogTable("query_log", logs.queryLogColumns(), logs::queryLogChunks));
        add(new LogTable("processors_profile_log", logs.processorsProfileLogColumns(), logs::processorsProfileLogChunks));
        add(new LogTable("part_log", logs.partLogColumns(), logs::partLogChunks));
        add(new ProcessesTable(logs.registry()));
        add(new MergesTable(merges));
        add(new EventsTable(logs.totals()));
        add(new FunctionsTable());
        add(new QueryConditionCacheTable(conditionCache));
    }

    private void add(SystemTable t) {
        tables.put(t.name(), t);
    }

    public List<SystemTable> all() {
        return new ArrayList<>(tables.values());
    }

    public SystemTable get(String name) {
        SystemTable t = tables.get(name);
        if (t == null) {
            throw new MergeLabException(ErrorCode.UNKNOWN_TABLE, "Table system." + name + " does not exist");
        }
        return t;
    }
}
