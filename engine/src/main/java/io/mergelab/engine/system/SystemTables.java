package io.mergelab.engine.system;

import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The tables of the {@code system} database. */
public final class SystemTables {
    private final Map<String, SystemTable> tables = new LinkedHashMap<>();

    public SystemTables() {
        add(new OneTable());
        add(new DatabasesTable());
        add(new TablesTable(this::all));
        add(new ColumnsTable(this::all));
        add(new PartsTable());
        add(SettingsTable.query());
        add(SettingsTable.mergeTree());
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
