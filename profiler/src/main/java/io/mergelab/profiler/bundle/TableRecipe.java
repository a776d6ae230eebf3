package io.mergelab.profiler.bundle;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What is needed to build a table a bundle's runs read once more: its {@code CREATE TABLE} statement when it was
 * known as the bundle was written, and, when a MergeLab generator loaded it, the generator ({@code needle}) with what
 * it was given ({@code rows}, {@code seed}, knobs) and the rows it stored. A table no generator loaded ("not
 * generated", filled by other statements) has no generator and no rows: a replay finds it where it runs or refuses.
 */
public record TableRecipe(String table, Optional<String> ddl, Optional<String> generator,
                          Map<String, String> parameters, OptionalLong rows) {
    public TableRecipe {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(ddl, "ddl");
        Objects.requireNonNull(generator, "generator");
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        Objects.requireNonNull(rows, "rows");
    }

    public boolean generated() {
        return generator.isPresent();
    }

    /** {@code needle, rows=100000, seed=1} or {@code not generated}: how the table's rows came to be. */
    public String origin() {
        if (generator.isEmpty()) {
            return "not generated";
        }
        StringBuilder text = new StringBuilder(generator.get());
        parameters.forEach((name, value) -> text.append(", ").append(name).append('=').append(value));
        return text.toString();
    }
}
