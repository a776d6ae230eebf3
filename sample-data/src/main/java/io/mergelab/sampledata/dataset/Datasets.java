package io.mergelab.sampledata.dataset;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.events.EventsDataset;
import io.mergelab.sampledata.dataset.hits.HitsDataset;
import io.mergelab.sampledata.dataset.logs.LogsDataset;
import io.mergelab.sampledata.dataset.needle.NeedleDataset;
import java.util.List;

/** The built-in datasets, by name. */
public final class Datasets {
    private static final List<Dataset> ALL = List.of(new NeedleDataset(), new EventsDataset(), new HitsDataset(),
            new LogsDataset());

    private Datasets() {
    }

    public static List<Dataset> all() {
        return ALL;
    }

    /** The dataset called {@code name}; an unknown name fails with BAD_ARGUMENTS listing the known ones. */
    public static Dataset named(String name) {
        return named(name, ALL);
    }

    /** The dataset called {@code name} among {@code datasets}, failing as {@link #named(String)} does. */
    public static Dataset named(String name, List<Dataset> datasets) {
        return datasets.stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow(() -> new MergeLabException(
                ErrorCode.BAD_ARGUMENTS, "Unknown dataset '" + name + "'; known datasets: "
                + String.join(", ", datasets.stream().map(Dataset::name).toList())));
    }
}
