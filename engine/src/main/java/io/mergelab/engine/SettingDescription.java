package io.mergelab.engine;

import io.mergelab.engine.settings.SettingDefinition;
import io.mergelab.engine.settings.SettingsRegistry;
import java.util.List;
import java.util.stream.Stream;

/**
 * One setting as the engine's registry describes it — what {@code system.settings} and
 * {@code system.merge_tree_settings} show, and what a settings sheet lists: name, ClickHouse type name
 * ({@code Bool}, {@code UInt64}, {@code MaxThreads}, ...), default value in its normalised text form, a one-line
 * description, its tier, whether MergeLab acts on it ({@code implemented = false}: accepted for compatibility,
 * without effect), whether ClickHouse keeps it only as an obsolete name, and ClickHouse's tier
 * ({@code Production}, {@code Experimental} or {@code Obsolete}, system.settings' {@code tier} column).
 */
public record SettingDescription(String name, String type, String defaultValue, String description, SettingTier tier,
                                 boolean implemented, boolean obsolete, String clickHouseTier) {

    /** Every setting: the query settings, then the MergeTree table settings, each in the registry's order. */
    public static List<SettingDescription> all() {
        return Stream.concat(SettingsRegistry.querySettings().stream(), SettingsRegistry.mergeTreeSettings().stream())
                .map(SettingDescription::of)
                .toList();
    }

    /** The setting called {@code name} of {@code tier}; fails with UNKNOWN_SETTING, naming close names, if none. */
    public static SettingDescription named(SettingTier tier, String name) {
        return of(definition(tier, name));
    }

    /**
     * {@code value} in its normalised text form (what {@code system.settings} shows: {@code true} → {@code 1});
     * fails with a CANNOT_PARSE_* error naming the setting when the value does not fit its type.
     */
    public String normalise(String value) {
        return definition(tier, name).type().parse(name, value);
    }

    private static SettingDefinition definition(SettingTier tier, String name) {
        return switch (tier) {
            case QUERY -> SettingsRegistry.querySetting(name);
            case MERGE_TREE -> SettingsRegistry.mergeTreeSetting(name);
            // the registry describes no server settings yet
            case SERVER -> throw new MergeLabException(ErrorCode.UNKNOWN_SETTING, "Server setting " + name + " is unknown");
        };
    }

    private static SettingDescription of(SettingDefinition d) {
        return new SettingDescription(d.name(), d.typeName(), d.defaultValue(), d.description(), d.tier(),
                d.implemented(), d.obsolete(), d.clickHouseTier());
    }
}
