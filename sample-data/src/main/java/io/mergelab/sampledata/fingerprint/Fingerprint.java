package io.mergelab.sampledata.fingerprint;

import java.util.List;

/**
 * A table's fingerprint: its rows and parts, sorting key (as {@code system.tables.sorting_key} prints it, empty when
 * there is none) and per-column statistics, so a run can say what data it ran on. {@code keySortedness} is the share
 * of adjacent row pairs in storage order that are in sorting-key order ({@code null} without a sorting key);
 * {@code sampledRows} is how many rows the sortedness figures were computed over ({@code rows} unless the table was
 * large enough to be sampled). See {@link TableFingerprinter} for the exact definitions.
 */
public record Fingerprint(String table, long rows, long parts, String sortingKey, Double keySortedness,
                          long sampledRows, List<ColumnFingerprint> columns) {

    public Fingerprint {
        columns = List.copyOf(columns);
    }

    /** Whether the sortedness figures come from a sample of the rows rather than all of them. */
    public boolean sampled() {
        return sampledRows < rows;
    }
}
