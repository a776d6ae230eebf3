package io.mergelab.engine.system;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.settings.SettingDefinition;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.settings.SettingsRegistry;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/** system.settings (the reading session's values) and system.merge_tree_settings (defaults). */
final class SettingsTable implements SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("name", "String"),
            SystemColumn.of("value", "String"),
            SystemColumn.of("changed", "UInt8"),
            SystemColumn.of("description", "String"),
            SystemColumn.of("default", "String"),
            SystemColumn.of("type", "String"));

    private final String name;
    private final Supplier<Collection<SettingDefinition>> definitions;
    private final Function<SystemContext, Settings> values;

    private SettingsTable(String name, Supplier<Collection<SettingDefinition>> definitions, Function<SystemContext, Settings> values) {
        this.name = name;
        this.definitions = definitions;
        this.values = values;
    }

    static SettingsTable query() {
        return new SettingsTable("settings", SettingsRegistry::querySettings, SystemContext::sessionSettings);
    }

    static SettingsTable mergeTree() {
        return new SettingsTable("merge_tree_settings", SettingsRegistry::mergeTreeSettings, c -> Settings.mergeTreeDefaults());
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<SystemColumn> columns() {
        return COLUMNS;
    }

    @Override
    public Chunk read(SystemContext context) {
        RowsBuilder rows = new RowsBuilder(COLUMNS);
        Settings current = values.apply(context);
        for (SettingDefinition d : definitions.get()) {
            rows.row(d.name(), current.get(d.name()), current.isChanged(d.name()) ? 1L : 0L, d.description(),
                    d.defaultValue(), d.type().clickHouseName());
        }
        return rows.build();
    }
}
