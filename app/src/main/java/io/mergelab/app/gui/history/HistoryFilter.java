package io.mergelab.app.gui.history;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What the History screen asks the store for: SQL text to search for, a table, a tag, a setting's name and value,
 * an error code, the earliest start time and one query pattern; empty parts do not filter. The newest {@code limit} runs come back.
 */
public record HistoryFilter(String sqlSearch, String table, String tag, Optional<SettingValue> setting,
                            OptionalInt errorCode, Optional<Instant> since, OptionalLong normalizedQueryHash,
                            int limit) {

    /** A setting the runs had changed to a value: {@code max_threads=1}. */
    public record SettingValue(String name, String value) {
        public SettingValue {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }

    public HistoryFilter {
        Objects.requireNonNull(sqlSearch, "sqlSearch");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(tag, "tag");
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(errorCode, "errorCode");
        Objects.requireNonNull(since, "since");
        Objects.requireNonNull(normalizedQueryHash, "normalizedQueryHash");
    }
}
