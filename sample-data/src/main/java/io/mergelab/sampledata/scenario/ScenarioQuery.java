package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A query of a scenario: one statement in which {@code {table}} stands for the variant's data (a table name or a
 * {@code file(...)} read) and {@code {name:Type}} are ClickHouse query parameters, with the parameters' values as
 * text, and the variants it runs on (all when the list is empty).
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record ScenarioQuery(String name, String description, String sql,
                            @JsonDeserialize(contentUsing = TextValueDeserializer.class) Map<String, String> parameters,
                            List<String> variants) {
    /** The placeholder for the variant's table or file read. */
    public static final String TABLE_PLACEHOLDER = "{table}";
    private static final Pattern PARAMETER = Pattern.compile("\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*:");

    public ScenarioQuery {
        description = description == null ? "" : description;
        parameters = OrderedMaps.copyOf(parameters);
        variants = variants == null ? List.of() : List.copyOf(variants);
    }

    public boolean appliesTo(String variantName) {
        return variants.isEmpty() || variants.contains(variantName);
    }

    /** The statement with {@code {table}} replaced by {@code source} (see {@link ScenarioTargets#source}). */
    public String sqlFor(String source) {
        return sql.replace(TABLE_PLACEHOLDER, source);
    }

    /** The names of the {@code {name:Type}} parameters the statement uses, in order of first use. */
    public Set<String> parameterNames() {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = PARAMETER.matcher(sql);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
