package io.mergelab.app.gui.settings;

import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.value.ObservableValue;
import org.controlsfx.control.PropertySheet;

/**
 * A setting as a PropertySheet row: grouped by scope and effect, named with a mark when the session changed it, the
 * description with type, default and tier, and a value whose change is handed to the view model.
 */
final class SettingItem implements PropertySheet.Item {
    // PropertySheet orders categories by name: changed first, then query settings, then table settings
    static final String CHANGED = "Changed in this session";
    static final String APPLIED = "Query · in effect in MergeLab";
    static final String NO_EFFECT = "Query · no effect in MergeLab (accepted for ClickHouse scripts)";
    static final String OBSOLETE = "Query · obsolete in ClickHouse (accepted, no effect)";
    static final String MERGE_TREE = "Table (MergeTree) · set per table in CREATE TABLE ... SETTINGS";
    static final String CHANGED_MARK = "● ";

    private final SettingRow row;
    private final BiConsumer<String, String> apply;

    SettingItem(SettingRow row, BiConsumer<String, String> apply) {
        this.row = row;
        this.apply = apply;
    }

    SettingRow row() {
        return row;
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
        if (row.changed()) {
            return CHANGED;
        }
        if (row.tier().equals("Obsolete")) {
            return OBSOLETE;
        }
        return row.hasEffect() ? APPLIED : NO_EFFECT;
    }

    @Override
    public String getName() {
        return (row.changed() ? CHANGED_MARK : "") + row.name();
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
        if (row.changed()) {
            text.append(", changed in this session");
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
