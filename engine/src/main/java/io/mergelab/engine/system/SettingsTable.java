package io.mergelab.engine.system;

import io.mergelab.engine.settings.SettingDefinition;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.settings.SettingsRegistry;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * system.settings (the reading session's values) and system.merge_tree_settings (defaults), with ClickHouse's
 * columns (min, max and alias_for are always empty: MergeLab has no constraints or aliases) and one of MergeLab's
 * own, {@code mergelab_effect}: whether MergeLab acts on a setting ('applied') or only accepts it for compatibility
 * ('none').
 */
final class SettingsTable extends SystemTable {
    /** ClickHouse's SettingsTierType codes. */
    private static final String TIER = "Enum8('Production' = 0, 'Obsolete' = 4, 'Experimental' = 8, 'Beta' = 12)";
    private static final Map<String, Long> TIER_CODES = Map.of("Production", 0L, "Obsolete", 4L, "Experimental", 8L, "Beta", 12L);

    private final Supplier<Collection<SettingDefinition>> definitions;
    private final Function<SystemContext, Settings> values;
    private final boolean queryTier;

    private SettingsTable(String name, boolean queryTier, Supplier<Collection<SettingDefinition>> definitions,
                          Function<SystemContext, Settings> values) {
        super(name, columns(queryTier));
        this.queryTier = queryTier;
        this.definitions = definitions;
        this.values = values;
    }

    static SettingsTable query() {
        return new SettingsTable("settings", true, SettingsRegistry::querySettings, SystemContext::sessionSettings);
    }

    static SettingsTable mergeTree() {
        return new SettingsTable("merge_tree_settings", false, SettingsRegistry::mergeTreeSettings, c -> Settings.mergeTreeDefaults());
    }

    /** ClickHouse's column order, which differs between the two tables. */
    private static List<SystemColumn> columns(boolean queryTier) {
        List<SystemColumn> c = new ArrayList<>();
        c.add(SystemColumn.of("name", "String"));
        c.add(SystemColumn.of("value", "String"));
        if (!queryTier) {
            c.add(SystemColumn.of("default", "String"));
        }
        c.add(SystemColumn.of("changed", "UInt8"));
        c.add(SystemColumn.of("description", "String"));
        c.add(SystemColumn.of("min", "Nullable(String)"));
        c.add(SystemColumn.of("max", "Nullable(String)"));
        c.add(SystemColumn.of("readonly", "UInt8"));
        c.add(SystemColumn.of("type", "String"));
        if (queryTier) {
            c.add(SystemColumn.of("default", "String"));
            c.add(SystemColumn.of("alias_for", "String"));
        }
        c.add(SystemColumn.of("is_obsolete", "UInt8"));
        c.add(SystemColumn.of("tier", TIER));
        c.add(SystemColumn.of("mergelab_effect", "String"));
        return c;
    }

    @Override
    void fill(RowsBuilder rows, SystemContext context) {
        Settings current = values.apply(context);
        for (SettingDefinition d : definitions.get()) {
            long changed = current.isChanged(d.name()) ? 1L : 0L;
            long obsolete = d.obsolete() ? 1L : 0L;
            Long tier = TIER_CODES.get(d.clickHouseTier());
            String effect = d.implemented() ? "applied" : "none";
            if (queryTier) {
                rows.row(d.name(), current.get(d.name()), changed, d.description(), null, null, 0L, d.typeName(),
                        d.defaultValue(), "", obsolete, tier, effect);
            } else {
                rows.row(d.name(), current.get(d.name()), d.defaultValue(), changed, d.description(), null, null, 0L,
                        d.typeName(), obsolete, tier, effect);
            }
        }
    }
}
