package io.mergelab.sampledata.fingerprint;

/**
 * What one column of a table looks like: its type, an estimate of its distinct values ({@code uniq}), its smallest
 * and largest values as text ({@code null} for types without an order — arrays, tuples, maps — and when the column
 * holds no non-NULL value), the share of NULLs (0 for non-Nullable columns) and its sortedness in storage order (see
 * {@link TableFingerprinter}).
 */
public record ColumnFingerprint(String name, String type, long distinctEstimate, String min, String max,
                                double nullFraction, double sortedness) {
}
