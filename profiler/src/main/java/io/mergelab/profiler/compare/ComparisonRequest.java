package io.mergelab.profiler.compare;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What to compare: an SQL text (with {@code {table}} for layout variants), two or more variants (the first is the
 * baseline the others are judged against), query parameters and tags for every run, and how to run it.
 * {@code kind} says which command made it ({@code compare}, {@code sweep}).
 */
public record ComparisonRequest(String kind, String sql, List<Variant> variants, Map<String, String> parameters,
                                List<String> tags, ComparisonOptions options) {
    public ComparisonRequest {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(options, "options");
        variants = List.copyOf(variants);
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        tags = List.copyOf(tags);
        if (variants.size() < 2) {
            throw new IllegalArgumentException("A comparison needs at least 2 variants, got " + variants.size());
        }
        Set<String> names = new HashSet<>();
        for (Variant variant : variants) {
            if (!names.add(variant.name())) {
                throw new IllegalArgumentException("Two variants are named " + variant.name());
            }
            variant.statement(sql);
        }
    }
}
