package io.mergelab.engine.settings;

import io.mergelab.engine.SettingTier;

/**
 * One setting: name, type, default (in normalised text form), a one-line description, its tier, and
 * whether MergeLab acts on it ({@code implemented = false}: accepted for compatibility, has no effect).
 */
public record SettingDefinition(
        String name, SettingType type, String defaultValue, String description, SettingTier tier, boolean implemented) {
}
