package io.mergelab.profiler.dataset;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a generator tells {@link ProvenanceTable#record} about a table it has just loaded: the table ({@code db.t}),
 * the generator's name, its parameters in the order people read them, and the sample-data fingerprint JSON when one
 * was computed.
 */
public record GeneratedDataset(String table, String generator, Map<String, String> parameters,
                               Optional<String> sampleFingerprintJson) {

    public GeneratedDataset {
        Objects.requireNonNull(table, "table");
        if (table.indexOf('.') < 1) {
            throw new IllegalArgumentException("A generated table is named db.table, not '" + table + "'");
        }
        Objects.requireNonNull(generator, "generator");
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        Objects.requireNonNull(sampleFingerprintJson, "sampleFingerprintJson");
    }
}
