package io.mergelab.profiler.run;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What made a table a run read, as the generator recorded it in the target's {@code mergelab.datasets} table, and
 * whether the table still matches. Comparisons use it to tell whether two variants read the same data.
 *
 * @param table the table as the query log names it ({@code db.t})
 * @param generator the dataset generator ({@code needle}, {@code events}, ...)
 * @param parameters what the generator was given: {@code rows}, {@code seed}, its knobs, and for a scenario load
 *                   {@code scenario} and {@code variant}
 * @param generatedAt when the generator recorded the table, after loading it
 * @param tableEngine the table's engine then ({@code MergeTree}, {@code ReplacingMergeTree}, ...)
 * @param rowsAtGeneration the table's stored rows ({@code count()}) right after loading
 * @param digest the content digest right after loading
 * @param sampleFingerprintJson the sample-data fingerprint (distinct values, min/max, sortedness per column) when the
 *                              generator computed one
 * @param currentRows the rows of the table's active parts right after the run, empty when not known
 */
public record DatasetFingerprint(
        String table,
        String generator,
        Map<String, String> parameters,
        Instant generatedAt,
        String tableEngine,
        long rowsAtGeneration,
        ContentDigest digest,
        Optional<String> sampleFingerprintJson,
        OptionalLong currentRows) {

    public DatasetFingerprint {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(generator, "generator");
        parameters = OrderedMaps.copyOf(parameters);
        Objects.requireNonNull(generatedAt, "generatedAt");
        Objects.requireNonNull(tableEngine, "tableEngine");
        Objects.requireNonNull(digest, "digest");
        Objects.requireNonNull(sampleFingerprintJson, "sampleFingerprintJson");
        Objects.requireNonNull(currentRows, "currentRows");
    }

    /**
     * Unchanged while the current rows lie between the digest's rows (what merges can collapse the table to: equal to
     * the stored rows for a plain MergeTree, the rows after FINAL for a ReplacingMergeTree) and the rows stored at
     * generation; more means rows were inserted, fewer that rows were deleted.
     */
    public DatasetState state() {
        if (currentRows.isEmpty()) {
            return DatasetState.UNKNOWN;
        }
        long now = currentRows.getAsLong();
        return now >= Math.min(digest.rows(), rowsAtGeneration) && now <= rowsAtGeneration
                ? DatasetState.UNCHANGED : DatasetState.MODIFIED;
    }

    /** The same provenance with the table's rows as found after a run. */
    public DatasetFingerprint withCurrentRows(OptionalLong rows) {
        return new DatasetFingerprint(table, generator, parameters, generatedAt, tableEngine, rowsAtGeneration, digest,
                sampleFingerprintJson, rows);
    }
}
