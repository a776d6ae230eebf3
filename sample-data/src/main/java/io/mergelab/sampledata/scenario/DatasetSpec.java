package io.mergelab.sampledata.scenario;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import java.util.Map;

/** The data of a scenario: a built-in dataset, its rows and seed, and its other knobs as text (by knob name). */
public record DatasetSpec(String name, long rows, long seed,
                          @JsonDeserialize(contentUsing = TextValueDeserializer.class) Map<String, String> knobs) {

    public DatasetSpec {
        knobs = OrderedMaps.copyOf(knobs);
    }

    public DatasetSpec withRows(long newRows) {
        return new DatasetSpec(name, newRows, seed, knobs);
    }

    /** The checked knobs of the named dataset (BAD_ARGUMENTS for an unknown dataset or a knob out of range). */
    public Knobs resolve() {
        return Datasets.named(name).knobs(rows, seed, knobs);
    }
}
