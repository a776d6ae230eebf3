package io.mergelab.app.data;

import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.sampledata.fingerprint.Fingerprint;
import io.mergelab.sampledata.load.LoadResult;
import java.util.Objects;
import java.util.Optional;

/**
 * What a generator load into {@code table} did: the load itself, what was recorded about the table in
 * {@code mergelab.datasets} (empty when the load was cancelled) and the sampled fingerprint when one was asked for.
 */
public record GeneratedTable(String table, LoadResult load, Optional<DatasetFingerprint> recorded,
                             Optional<Fingerprint> sample) {
    public GeneratedTable {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(recorded, "recorded");
        Objects.requireNonNull(sample, "sample");
    }
}
