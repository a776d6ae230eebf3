package io.mergelab.sampledata.fingerprint;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A fingerprint as text for the command line: a summary line, then one aligned row per column. */
public final class FingerprintText {
    private static final String[] HEADER = {"column", "type", "distinct", "min", "max", "nulls", "sortedness"};
    /** Columns holding numbers are right-aligned. */
    private static final boolean[] RIGHT = {false, false, true, false, false, true, true};
    /** Long min/max texts (strings) are cut so the table stays readable. */
    private static final int MAX_VALUE_WIDTH = 40;

    private FingerprintText() {
    }

    public static String render(Fingerprint f) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s: %,d rows in %,d parts, sorting key %s",
                f.table(), f.rows(), f.parts(), f.sortingKey().isEmpty() ? "(none)" : "(" + f.sortingKey() + ")"));
        if (f.keySortedness() != null) {
            out.append(", key sortedness ").append(share(f.keySortedness()));
        }
        if (f.sampled()) {
            out.append(String.format(Locale.ROOT, " (sortedness sampled over %,d rows)", f.sampledRows()));
        }
        out.append('\n');
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        for (ColumnFingerprint c : f.columns()) {
            rows.add(new String[] {c.name(), c.type(), String.format(Locale.ROOT, "%,d", c.distinctEstimate()),
                value(c.min()), value(c.max()), share(c.nullFraction()), share(c.sortedness())});
        }
        int[] widths = new int[HEADER.length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                String cell = RIGHT[i] ? " ".repeat(widths[i] - row[i].length()) + row[i]
                        : row[i] + " ".repeat(widths[i] - row[i].length());
                line.append(i == 0 ? "" : "  ").append(cell);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private static String share(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    private static String value(String v) {
        if (v == null) {
            return "-";
        }
        String oneLine = v.replace("\n", "\\n").replace("\t", "\\t");
        return oneLine.length() <= MAX_VALUE_WIDTH ? oneLine : oneLine.substring(0, MAX_VALUE_WIDTH - 3) + "...";
    }
}
