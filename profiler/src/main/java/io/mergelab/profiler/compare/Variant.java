package io.mergelab.profiler.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One side of a comparison: a name, the settings it runs with, and optionally the table that replaces {@code {table}}
 * in the comparison's SQL (a layout variant), an SQL text of its own (a query variant), or the target it runs on (a
 * target variant: {@link #EMBEDDED}, a server URL or a saved connection's name; never a credential). Without a target
 * it runs on the comparison's own.
 */
public record Variant(String name, Map<String, String> settings, Optional<String> table, Optional<String> sql,
                      Optional<String> target) {
    /** What a variant's SQL says where the comparison's table goes. */
    public static final String TABLE_PLACEHOLDER = "{table}";
    /** The target name of the embedded engine. */
    public static final String EMBEDDED = "embedded";

    public Variant {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("A variant needs a name");
        }
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(target, "target");
        if (target.isPresent() && target.get().isBlank()) {
            throw new IllegalArgumentException("Variant " + name + " names an empty target");
        }
    }

    /** A variant on the comparison's own target. */
    public Variant(String name, Map<String, String> settings, Optional<String> table, Optional<String> sql) {
        this(name, settings, table, sql, Optional.empty());
    }

    /** The same variant with {@code newSettings} (its table, SQL and target kept). */
    public Variant withSettings(Map<String, String> newSettings) {
        return new Variant(name, newSettings, table, sql, target);
    }

    /** A settings variant. */
    public static Variant ofSettings(String name, Map<String, String> settings) {
        return new Variant(name, settings, Optional.empty(), Optional.empty());
    }

    /** A layout variant: the comparison's SQL with {@code {table}} replaced by {@code table}. */
    public static Variant ofTable(String name, String table) {
        return new Variant(name, Map.of(), Optional.of(table), Optional.empty());
    }

    /**
     * The statement this variant runs: its own SQL or the comparison's, with {@code {table}} replaced by its table.
     * An IllegalArgumentException says when the two do not fit (a table but no {@code {table}}, or the reverse).
     */
    public String statement(String comparisonSql) {
        String text = sql.orElse(comparisonSql);
        boolean placeholder = text.contains(TABLE_PLACEHOLDER);
        if (table.isPresent() && !placeholder) {
            throw new IllegalArgumentException("Variant " + name + " names table " + table.get()
                    + " but the SQL has no " + TABLE_PLACEHOLDER + " to put it in");
        }
        if (table.isEmpty() && placeholder) {
            throw new IllegalArgumentException("The SQL reads " + TABLE_PLACEHOLDER + " but variant " + name
                    + " names no table (give it as NAME:table=db.t)");
        }
        return table.map(t -> text.replace(TABLE_PLACEHOLDER, t)).orElse(text);
    }
}
