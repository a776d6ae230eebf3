package io.mergelab.profiler.store;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Which runs a history list shows, newest first, all conditions together: {@code search} words in the SQL (each
 * word of the search must begin a word of the SQL, case-insensitive: "hit" finds {@code hits}), {@code table} read
 * ({@code t} matches {@code db.t} of any database, {@code db.t} only that one), {@code tag} (exact), a {@code setting}
 * the run changed to a value, the {@code errorCode} of a failed run, a time window ({@code since} inclusive,
 * {@code until} exclusive), the query {@code pattern} (normalized query hash), and at most {@code limit} runs (or
 * groups).
 */
public record RunFilter(Optional<String> search, Optional<String> table, Optional<String> tag,
                        Optional<SettingValue> setting, OptionalInt errorCode, Optional<Instant> since,
                        Optional<Instant> until, OptionalLong pattern, int limit) {

    public static final int DEFAULT_LIMIT = 100;

    /** A setting changed to a value, as {@code --setting name=value} gives it. */
    public record SettingValue(String name, String value) {
        public SettingValue {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }

    public RunFilter {
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(tag, "tag");
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(errorCode, "errorCode");
        Objects.requireNonNull(since, "since");
        Objects.requireNonNull(until, "until");
        Objects.requireNonNull(pattern, "pattern");
        if (limit <= 0) {
            throw new IllegalArgumentException("limit must be positive: " + limit);
        }
    }

    /** The latest {@value #DEFAULT_LIMIT} runs, no other condition. */
    public static RunFilter latest() {
        return new RunFilter(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                OptionalInt.empty(), Optional.empty(), Optional.empty(), OptionalLong.empty(), DEFAULT_LIMIT);
    }

    public RunFilter withSearch(String text) {
        return new RunFilter(Optional.of(text), table, tag, setting, errorCode, since, until, pattern, limit);
    }

    public RunFilter withTable(String name) {
        return new RunFilter(search, Optional.of(name), tag, setting, errorCode, since, until, pattern, limit);
    }

    public RunFilter withTag(String value) {
        return new RunFilter(search, table, Optional.of(value), setting, errorCode, since, until, pattern, limit);
    }

    public RunFilter withSetting(String name, String value) {
        return new RunFilter(search, table, tag, Optional.of(new SettingValue(name, value)), errorCode, since, until,
                pattern, limit);
    }

    public RunFilter withErrorCode(int code) {
        return new RunFilter(search, table, tag, setting, OptionalInt.of(code), since, until, pattern, limit);
    }

    public RunFilter withSince(Instant from) {
        return new RunFilter(search, table, tag, setting, errorCode, Optional.of(from), until, pattern, limit);
    }

    public RunFilter withUntil(Instant to) {
        return new RunFilter(search, table, tag, setting, errorCode, since, Optional.of(to), pattern, limit);
    }

    /** Runs of one query pattern: their normalized query hash, as history's groups print it. */
    public RunFilter withPattern(long normalizedQueryHash) {
        return new RunFilter(search, table, tag, setting, errorCode, since, until, OptionalLong.of(normalizedQueryHash),
                limit);
    }

    public RunFilter withLimit(int count) {
        return new RunFilter(search, table, tag, setting, errorCode, since, until, pattern, count);
    }
}
