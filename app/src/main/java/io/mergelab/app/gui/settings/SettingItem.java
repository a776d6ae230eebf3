package io.mergelab.app.gui.settings;

import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.value.ObservableValue;
import org.controlsfx.control.PropertySheet;

/**
 * A setting as a PropertySheet row: grouped by scope and effect, the description with type, default and tier, and a
 * value whose change is handed to the view model. The row it shows is replaced in place when the session's value
 * changes ({@link #update}); its editor follows {@link #revisionProperty()}, so the sheet is not rebuilt. The group
 * does not depend on the value, so an item never has to move.
 */
final class SettingItem implements PropertySheet.Item {
    // PropertySheet orders categories by name: query settings, then table settings
    static final String APPLIED = "Query · in effect in MergeLab";
    static final String NO_EFFECT = "Query · no effect in MergeLab (accepted for ClickHouse scripts)";
    static final String OBSOLETE = "Query · obsolete in ClickHouse (accepted, no effect)";
    static final String MERGE_TREE = "Table (MergeTree) · set per table in CREATE TABLE ... SETTINGS";
    static final String CHANGED_MARK = "● ";

    private final BiConsumer<String, String> apply;
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper();
    private SettingRow row;

    SettingItem(SettingRow row, BiConsumer<String, String> apply) {
        this.row = row;
        this.apply = apply;
    }

    SettingRow row() {
        return row;
    }

    /** Shows {@code now} (the same setting as the session has it now); its editor shows it even when equal. */
    void update(SettingRow now) {
        row = now;
        revision.set(revision.get() + 1);
    }

    /** Counts {@link #update}s: what the editor listens to. */
    ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    @Override
    public Class<?> getType() {
        return row.isBool() ? Boolean.class : String.class;
    }

    @Override
    public String getCategory() {
        if (row.scope() == SettingRow.Scope.MERGE_TREE) {
            return MERGE_TREE;
        }
        if (row.tier().equals("Obsolete")) {
            return OBSOLETE;
        }
        return row.hasEffect() ? APPLIED : NO_EFFECT;
    }

    @Override
    public String getName() {
        return row.name();
    }

    @Override
    public String getDescription() {
        StringBuilder text = new StringBuilder(row.name());
        if (!row.type().isEmpty()) {
            text.append("\n").append(row.type()).append(", default ").append(row.defaultValue().isEmpty() ? "''" : row.defaultValue());
        }
        if (!row.tier().isEmpty()) {
            text.append(", ").append(row.tier());
        }
        if (!row.hasEffect()) {
            text.append("\nNo effect in MergeLab: accepted so ClickHouse scripts run unchanged.");
        }
        return text.append("\n").append(row.description()).toString();
    }

    @Override
    public Object getValue() {
        return row.isBool() ? Boolean.valueOf(row.value().equals("1") || row.value().equals("true")) : row.value();
    }

    @Override
    public void setValue(Object value) {
        String text = value instanceof Boolean b ? (b ? "1" : "0") : String.valueOf(value);
        if (!text.equals(row.value()) && !(row.isBool() && getValue().equals(value))) {
            apply.accept(row.name(), text);
        }
    }

    @Override
    public Optional<ObservableValue<? extends Object>> getObservableValue() {
        return Optional.empty();
    }

    @Override
    public boolean isEditable() {
        return row.isEditable();
    }
}
