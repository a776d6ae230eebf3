package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.experiment.LayoutSpec;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One candidate layout of the layout lab's form: its name, ORDER BY, PARTITION BY, column codecs
 * ({@code s ZSTD(3); id NONE}) and any other clauses (SETTINGS, PRIMARY KEY, INDEX ...), as the clauses of
 * {@code mergelab experiment layouts --layout NAME:CLAUSES}.
 */
public final class LayoutDraft {
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty orderBy = new SimpleStringProperty("");
    private final StringProperty partitionBy = new SimpleStringProperty("");
    private final StringProperty codecs = new SimpleStringProperty("");
    private final StringProperty otherClauses = new SimpleStringProperty("");

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty orderByProperty() {
        return orderBy;
    }

    public StringProperty partitionByProperty() {
        return partitionBy;
    }

    /** Column codecs separated by {@code ;}: {@code s ZSTD(3); id NONE}. */
    public StringProperty codecsProperty() {
        return codecs;
    }

    public StringProperty otherClausesProperty() {
        return otherClauses;
    }

    /** The layout's clauses as one text, ORDER BY first; an empty ORDER BY is left to the parser to refuse. */
    String clauses() {
        StringBuilder text = new StringBuilder();
        if (!orderBy.get().isBlank()) {
            text.append("ORDER BY ").append(orderBy.get().strip());
        }
        if (!partitionBy.get().isBlank()) {
            text.append(" PARTITION BY ").append(partitionBy.get().strip());
        }
        for (String codec : codecs.get().split(";")) {
            if (!codec.isBlank()) {
                text.append(" CODEC ").append(codec.strip());
            }
        }
        if (!otherClauses.get().isBlank()) {
            text.append(' ').append(otherClauses.get().strip());
        }
        return text.toString().strip();
    }

    /** The layout, or an {@code ExperimentException} naming what is wrong with it. */
    LayoutSpec spec() {
        return LayoutSpec.parse(name.get().strip(), clauses());
    }
}
