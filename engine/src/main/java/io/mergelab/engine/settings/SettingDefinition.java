package io.mergelab.engine.settings;

import io.mergelab.engine.SettingTier;

/**
 * One setting: name, the kind of value it takes, ClickHouse's name for its type ({@code Bool}, {@code LoadBalancing},
 * ...), default (in normalised text form), a one-line description, its tier, whether MergeLab acts on it
 * ({@code implemented = false}: accepted for compatibility, has no effect), and whether ClickHouse keeps it only as
 * an obsolete name.
 */
public record SettingDefinition(String name, SettingType type, String typeName, String defaultValue, String description,
                                SettingTier tier, boolean implemented, boolean obsolete) {

    /** ClickHouse's tier column: {@code Obsolete}, {@code Experimental} (the allow_experimental_* switches) or {@code Production}. */
    public String clickHouseTier() {
        if (obsolete) {
            return "Obsolete";
        }
        return name.startsWith("allow_experimental_") ? "Experimental" : "Production";
    }
}
