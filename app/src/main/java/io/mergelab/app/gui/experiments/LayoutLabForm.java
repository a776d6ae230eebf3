package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.experiment.ExperimentException;
import io.mergelab.profiler.experiment.LayoutSpec;
import io.mergelab.profiler.experiment.ShardingLab;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The layout lab's form on the Experiments screen, what {@code mergelab experiment layouts} takes: the table to copy
 * ({@code db.t}, chosen from the target's MergeTree tables), the query with {@code {table}}, the candidate layouts and
 * whether to merge each copy down first; on a cluster also the candidate sharding keys of a Distributed table and the
 * URLs of the cluster's other servers ({@code --shard-by}, {@code --cluster-node}).
 */
public final class LayoutLabForm {
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final StringProperty table = new SimpleStringProperty("");
    private final StringProperty query = new SimpleStringProperty("");
    private final ObservableList<LayoutDraft> layouts = FXCollections.observableArrayList();
    private final BooleanProperty merge = new SimpleBooleanProperty(false);
    private final ObservableList<ShardingDraft> shardings = FXCollections.observableArrayList();
    private final StringProperty otherServers = new SimpleStringProperty("");

    public LayoutLabForm() {
        addLayout();
        addSharding();
    }

    /** The target's MergeTree tables outside {@code system} and {@code mergelab}, {@code db.t}, sorted. */
    public ObservableList<String> tables() {
        return tables;
    }

    public StringProperty tableProperty() {
        return table;
    }

    /** The statement; {@code {table}} stands for each layout's table. */
    public StringProperty queryProperty() {
        return query;
    }

    public ObservableList<LayoutDraft> layouts() {
        return layouts;
    }

    public BooleanProperty mergeProperty() {
        return merge;
    }

    public LayoutDraft addLayout() {
        LayoutDraft draft = new LayoutDraft();
        draft.nameProperty().set("layout_" + (layouts.size() + 1));
        layouts.add(draft);
        return draft;
    }

    public void removeLayout(LayoutDraft draft) {
        layouts.remove(draft);
    }

    public ObservableList<ShardingDraft> shardings() {
        return shardings;
    }

    public ShardingDraft addSharding() {
        ShardingDraft draft = new ShardingDraft();
        draft.nameProperty().set("sharding_" + (shardings.size() + 1));
        shardings.add(draft);
        return draft;
    }

    public void removeSharding(ShardingDraft draft) {
        shardings.remove(draft);
    }

    /** The HTTP URLs of the cluster's servers besides the connected one, separated by spaces or commas. */
    public StringProperty otherServersProperty() {
        return otherServers;
    }

    /** The layouts to build, or an {@link ExperimentException} naming the first problem of the form. */
    List<LayoutSpec> specs() {
        checkTableAndQuery();
        if (layouts.isEmpty()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "Add at least one layout to compare with the table");
        }
        List<LayoutSpec> specs = new ArrayList<>();
        for (LayoutDraft draft : layouts) {
            specs.add(draft.spec());
        }
        return specs;
    }

    /** The sharding keys to compare, or an {@link ExperimentException} naming the first problem of the form. */
    List<ShardingLab.Variant> shardingVariants() {
        checkTableAndQuery();
        if (shardings.isEmpty()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "Add at least one sharding key to compare with the table's");
        }
        return shardings.stream().map(ShardingDraft::variant).toList();
    }

    /** {@link #otherServersProperty} as a list of URLs, in order. */
    List<String> otherServerUrls() {
        return Arrays.stream(otherServers.get().split("[\\s,]+")).filter(url -> !url.isBlank()).toList();
    }

    private void checkTableAndQuery() {
        if (table.get() == null || table.get().isBlank()) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS, "Choose the table to copy");
        }
        if (!query.get().contains("{table}")) {
            throw new ExperimentException(ExperimentException.Reason.BAD_ARGUMENTS,
                    "The query must read {table}, which stands for each layout's table");
        }
    }
}
