package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.experiment.ExperimentException;
import io.mergelab.profiler.experiment.ShardingLab;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One candidate sharding key of the layout lab's form on a cluster, as {@code mergelab experiment layouts --shard-by
 * NAME:KEY}: the variant's name and its sharding key expression.
 */
public final class ShardingDraft {
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty key = new SimpleStringProperty("");

    public StringProperty nameProperty() {
        return name;
    }

    /** The sharding key, e.g. {@code cityHash64(user)}. */
    public StringProperty keyProperty() {
        return key;
    }

    /** The variant, or an {@code ExperimentException} naming what is missing (the lab checks the name). */
    ShardingLab.Variant variant() {
        if (key.get().isBlank()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "Sharding variant " + name.get().strip() + " needs a sharding key, e.g. cityHash64(user)");
        }
        return new ShardingLab.Variant(name.get().strip(), key.get().strip());
    }
}
