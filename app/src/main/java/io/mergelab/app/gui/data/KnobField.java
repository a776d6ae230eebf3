package io.mergelab.app.gui.data;

import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One knob of the chosen dataset as the Generate screen edits it: the text typed, checked as it is typed by the same
 * rules {@code mergelab generate --knob} uses ({@link Knobs#resolve}), and the problem found ({@code ""} when fine).
 */
public final class KnobField {
    private final String dataset;
    private final KnobSpec spec;
    private final StringProperty text = new SimpleStringProperty();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    KnobField(String dataset, KnobSpec spec) {
        this.dataset = dataset;
        this.spec = spec;
        text.addListener((observable, old, now) -> check());
        text.set(plain(spec.defaultValue()));
    }

    public String name() {
        return spec.name();
    }

    /** {@code 0 .. 4, default 1.1 (whole numbers)}. */
    public String range() {
        return String.format(Locale.ROOT, "%s .. %s, default %s%s", plain(spec.min()), plain(spec.max()),
                plain(spec.defaultValue()), spec.integer() ? " (whole numbers)" : "");
    }

    public String meaning() {
        return spec.meaning();
    }

    public StringProperty textProperty() {
        return text;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The value as the generator gets it: only the text typed, so an unchanged knob and a typed default agree. */
    Map<String, String> given() {
        return Map.of(spec.name(), text.get() == null ? "" : text.get());
    }

    private void check() {
        try {
            Knobs.resolve(dataset, List.of(spec), 0, 0, given());
            error.set("");
        } catch (RuntimeException e) {
            error.set(e.getMessage());
        }
    }

    static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
