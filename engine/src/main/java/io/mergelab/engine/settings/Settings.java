package io.mergelab.engine.settings;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * An immutable set of setting values of one tier: the defaults of the registry plus changes.
 * Values are validated and normalised when changed, so reading never fails.
 */
public final class Settings {
    private final Function<String, SettingDefinition> lookup;
    private final Map<String, String> changes;

    private Settings(Function<String, SettingDefinition> lookup, Map<String, String> changes) {
        this.lookup = lookup;
        this.changes = Collections.unmodifiableMap(changes);
    }

    public static Settings queryDefaults() {
        return new Settings(SettingsRegistry::querySetting, new LinkedHashMap<>());
    }

    public static Settings mergeTreeDefaults() {
        return new Settings(SettingsRegistry::mergeTreeSetting, new LinkedHashMap<>());
    }

    /** A copy with one setting changed; fails with UNKNOWN_SETTING or CANNOT_PARSE_* naming the setting. */
    public Settings with(String name, String value) {
        SettingDefinition d = lookup.apply(name);
        SettingsRegistry.warnIfNoEffect(d);
        Map<String, String> copy = new LinkedHashMap<>(changes);
        copy.put(d.name(), d.type().parse(d.name(), value));
        return new Settings(lookup, copy);
    }

    public Settings withAll(Map<String, String> more) {
        Settings s = this;
        for (Map.Entry<String, String> e : more.entrySet()) {
            s = s.with(e.getKey(), e.getValue());
        }
        return s;
    }

    /** The changed settings only, as query_log.Settings shows them. */
    public Map<String, String> changes() {
        return changes;
    }

    public boolean isChanged(String name) {
        return changes.containsKey(name);
    }

    public String get(String name) {
        String v = changes.get(name);
        return v != null ? v : lookup.apply(name).defaultValue();
    }

    public boolean getBool(String name) {
        return get(name).equals("1");
    }

    /**
     * The value as a whole number; a fractional Seconds value counts its whole seconds, as ClickHouse's UInt64 view
     * does. A UInt64 above {@code Long.MAX_VALUE} reads as {@code Long.MAX_VALUE}: no limit or count can tell them apart.
     */
    public long getLong(String name) {
        String v = get(name);
        int dot = v.indexOf('.');
        long value = Long.parseUnsignedLong(dot < 0 ? v : v.substring(0, dot));
        return value < 0 ? Long.MAX_VALUE : value;
    }

    /** A Float value. */
    public double getDouble(String name) {
        return Double.parseDouble(get(name));
    }

    /** A Seconds value with its fraction: {@code 0.1} for a tenth of a second. */
    public double getSeconds(String name) {
        return Double.parseDouble(get(name));
    }

    /** A MaxThreads value resolved: 0 means the number of available processors. */
    public int getThreads(String name) {
        long v = getLong(name);
        return v == 0 ? Runtime.getRuntime().availableProcessors() : (int) Math.min(v, 1024);
    }
}
