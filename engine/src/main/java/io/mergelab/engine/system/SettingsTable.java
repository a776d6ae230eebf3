package io.mergelab.engine.system;

import io.mergelab.engine.settings.SettingDefinition;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.settings.SettingsRegistry;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * system.settings (the reading session's values) and system.merge_tree_settings (defaults). Besides ClickHouse's
 * columns, {@code mergelab_effect} says whether MergeLab acts on a setting ('applied') or only accepts it for
 * compatibility ('none').
 */
final class SettingsTable extends SystemTable {
    private static final List<SystemColumn> COLUMNS = List.of(
            SystemColumn.of("name", "String"),
            SystemColumn.of("value", "String"),
            SystemColumn.of("changed", "UInt8"),
            SystemColumn.of("description", "String"),
            SystemColumn.of("default", "String"),
            SystemColumn.of("type", "String"),
            SystemColumn.of("mergelab_effect", "String"));

    private final Supplier<Collection<SettingDefinition>> definitions;
    private final Function<SystemContext, Settings> values;

    private SettingsTable(String name, Supplier<Collection<SettingDefinition>> definitions, Function<SystemContext, Settings> values) {
        super(name, COLUMNS);
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
    void fill(RowsBuilder rows, SystemContext context) {
        Settings current = values.apply(context);
        for (SettingDefinition d : definitions.get()) {
            rows.row(d.name(), current.get(d.name()), current.isChanged(d.name()) ? 1L : 0L, d.description(),
                    d.defaultValue(), d.type().clickHouseName(), d.implemented() ? "applied" : "none");
        }
    }
}
