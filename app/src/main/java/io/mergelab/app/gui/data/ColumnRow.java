package io.mergelab.app.gui.data;

import io.mergelab.sampledata.fingerprint.ColumnFingerprint;
import java.util.Locale;

/**
 * A column of the chosen dataset: its name and ClickHouse type, and, once a load sampled the table's fingerprint,
 * what the column holds (distinct values estimated, min and max, NULLs as a percentage, sortedness in storage order);
 * those are empty before.
 */
public record ColumnRow(String name, String type, String distinct, String min, String max, String nulls,
                        String sortedness) {

    /** A column before any load. */
    public static ColumnRow of(String name, String type) {
        return new ColumnRow(name, type, "", "", "", "", "");
    }

    /** A column with what the sampled fingerprint found in it. */
    public static ColumnRow of(ColumnFingerprint f) {
        return new ColumnRow(f.name(), f.type(), String.format(Locale.ROOT, "%,d", f.distinctEstimate()),
                f.min() == null ? "–" : f.min(), f.max() == null ? "–" : f.max(),
                percent(f.nullFraction()), String.format(Locale.ROOT, "%.4f", f.sortedness()));
    }

    /** A share as a percentage, short enough for a narrow column: 0 %, 0.3 %, 25 %. */
    private static String percent(double share) {
        double p = share * 100;
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.format(Locale.ROOT, "%.1f", p)) + " %";
    }
}
