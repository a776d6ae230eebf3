package io.mergelab.profiler.text;

import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.DatasetState;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A dataset fingerprint in one line, for {@code mergelab show} and the Profile screen alike:
 * {@code default.needle from generator needle(rows=1000000, seed=1), digest 3f2a9c1e7b4d4e1a, unchanged since
 * generated}. Only rows, seed, scenario and variant go into the line (knobs make it too long to read); the whole
 * parameter list is in the run's JSON.
 */
public final class DatasetText {
    private static final List<String> SHOWN = List.of("rows", "seed", "scenario", "variant");

    private DatasetText() {
    }

    public static String line(DatasetFingerprint dataset) {
        List<String> shown = new ArrayList<>();
        for (String name : SHOWN) {
            String value = dataset.parameters().get(name);
            if (value != null) {
                shown.add(name + "=" + value);
            }
        }
        return dataset.table() + " from generator " + dataset.generator() + "(" + String.join(", ", shown) + ")"
                + ", digest " + dataset.digest().text() + ", " + state(dataset);
    }

    private static String state(DatasetFingerprint dataset) {
        return switch (dataset.state()) {
            case UNCHANGED -> "unchanged since generated";
            case MODIFIED -> String.format(Locale.ROOT, "modified since generated (%,d rows now, %,d then)",
                    dataset.currentRows().getAsLong(), dataset.rowsAtGeneration());
            case UNKNOWN -> "rows now not known";
        };
    }

    /** Whether any of the datasets no longer holds what its generator loaded: worth a warning. */
    public static boolean anyModified(List<DatasetFingerprint> datasets) {
        return datasets.stream().anyMatch(d -> d.state() == DatasetState.MODIFIED);
    }
}
