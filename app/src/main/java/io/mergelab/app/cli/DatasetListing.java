package io.mergelab.app.cli;

import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.KnobSpec;
import java.util.List;
import java.util.Locale;

/** {@code generate --list}: each dataset with its description and knobs (name, default, range, meaning). */
final class DatasetListing {

    private DatasetListing() {
    }

    static String render(List<Dataset> datasets) {
        StringBuilder b = new StringBuilder();
        b.append("Every dataset takes --rows N and --seed S; set its knobs with --knob name=value.\n");
        if (datasets.isEmpty()) {
            b.append("\nNo datasets are registered.\n");
        }
        for (Dataset d : datasets) {
            b.append('\n').append(d.name()).append(": ").append(d.description()).append('\n');
            if (d.knobs().isEmpty()) {
                b.append("  no knobs\n");
                continue;
            }
            int nameWidth = "knob".length();
            int defaultWidth = "default".length();
            int rangeWidth = "range".length();
            for (KnobSpec k : d.knobs()) {
                nameWidth = Math.max(nameWidth, k.name().length());
                defaultWidth = Math.max(defaultWidth, number(k.defaultValue()).length());
                rangeWidth = Math.max(rangeWidth, range(k).length());
            }
            String row = "  %-" + nameWidth + "s  %-" + defaultWidth + "s  %-" + rangeWidth + "s  %s\n";
            b.append(String.format(Locale.ROOT, row, "knob", "default", "range", "meaning"));
            for (KnobSpec k : d.knobs()) {
                b.append(String.format(Locale.ROOT, row, k.name(), number(k.defaultValue()), range(k), k.meaning()));
            }
        }
        return b.toString();
    }

    private static String range(KnobSpec k) {
        return number(k.min()) + " .. " + number(k.max());
    }

    /** Whole numbers without a decimal point ({@code 1000}), others as short as they print ({@code 1.1}). */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
