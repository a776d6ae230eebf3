package io.mergelab.profiler.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One side of a comparison: a name, the settings it runs with, and optionally the table that replaces {@code {table}}
 * in the comparison's SQL (a layout variant) or an SQL text of its own (a query variant).
 */
public record Variant(String name, Map<String, String> settings, Optional<String> table, Optional<String> sql) {
    /** What a variant's SQL says where the comparison's table goes. */
    public static final String TABLE_PLACEHOLDER = "{table}";

    public Variant {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("A variant needs a name");
        }
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(sql, "sql");
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
