package io.mergelab.app.gui.settings;

/**
 * One setting as the target's {@code system.settings} or {@code system.merge_tree_settings} lists it. {@code type},
 * {@code defaultValue} and {@code tier} are empty where the target does not report them (older ClickHouse servers);
 * {@code hasEffect} is false for a setting MergeLab accepts without acting on it (its {@code mergelab_effect} column).
 */
public record SettingRow(String name, String value, boolean changed, String description, String type, String defaultValue,
                         String tier, boolean hasEffect, Scope scope) {

    /** Where a setting applies: the session's queries, or a MergeTree table (set in CREATE TABLE ... SETTINGS). */
    public enum Scope { QUERY, MERGE_TREE }

    /** A Bool setting, edited as a check box. */
    public boolean isBool() {
        return type.equals("Bool");
    }

    /** Query settings change the session; MergeTree settings are per table and only shown. */
    public boolean isEditable() {
        return scope == Scope.QUERY;
    }
}
