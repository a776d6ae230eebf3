package io.mergelab.app.gui.compare;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Where one variant of the comparison form runs: {@code ""} for the target every screen uses, else
 * {@link io.mergelab.profiler.compare.Variant#EMBEDDED} or a saved connection's name (as {@code NAME:target=...} does
 * for {@code mergelab compare}).
 */
public final class VariantTarget {
    /** The choice that keeps a variant on the current target. */
    public static final String CURRENT = "";

    private final String variant;
    private final StringProperty target;

    VariantTarget(String variant, String target) {
        this.variant = variant;
        this.target = new SimpleStringProperty(target);
    }

    public String variant() {
        return variant;
    }

    public StringProperty targetProperty() {
        return target;
    }
}
