package io.mergelab.app.gui.settings;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.PropertyEditor;

/**
 * A setting's editor: the changed mark, then a check box (Bool) or a text field that hands its value over on Enter or
 * when it loses focus, not per keystroke (each change runs a {@code SET}, and half-typed values would be refused;
 * Escape puts the session's value back). It follows its {@link SettingItem}: when the session's value of the setting
 * changes, this editor shows it, so a SET touches only its own row instead of rebuilding the sheet.
 */
final class SettingEditor implements PropertyEditor<Object> {
    private final SettingItem item;
    private final Label mark = new Label(SettingItem.CHANGED_MARK.strip());
    private final HBox box;
    private final TextField field;
    private final CheckBox check;
    /** Set while the editor shows the item's value, so showing it does not hand it back as a change. */
    private boolean showing;

    SettingEditor(SettingItem item) {
        this.item = item;
        mark.getStyleClass().add("changed-mark");
        mark.setTooltip(new Tooltip("Changed in this session"));
        mark.setMinWidth(12);
        Node control;
        if (item.getType() == Boolean.class) {
            field = null;
            check = new CheckBox();
            check.setDisable(!item.isEditable());
            check.selectedProperty().addListener((observable, was, selected) -> {
                if (!showing) {
                    item.setValue(selected);
                }
            });
            control = check;
        } else {
            check = null;
            field = new TextField();
            field.setEditable(item.isEditable());
            field.setOnAction(event -> commit());
            field.focusedProperty().addListener((observable, was, focused) -> {
                if (!focused) {
                    commit();
                }
            });
            field.setOnKeyPressed(event -> {
                if (event.getCode() == KeyCode.ESCAPE) {
                    show();
                }
            });
            HBox.setHgrow(field, Priority.ALWAYS);
            control = field;
        }
        box = new HBox(4, mark, control);
        box.setAlignment(Pos.CENTER_LEFT);
        box.getStyleClass().add("setting-editor");
        item.revisionProperty().addListener((observable, old, revision) -> show());
        show();
    }

    /** Shows the session's value and whether it was changed. */
    private void show() {
        showing = true;
        try {
            if (check != null) {
                check.setSelected((Boolean) item.getValue());
            } else {
                field.setText(String.valueOf(item.getValue()));
            }
            mark.setVisible(item.row().changed());
        } finally {
            showing = false;
        }
    }

    private void commit() {
        if (item.isEditable() && !field.getText().equals(String.valueOf(item.getValue()))) {
            item.setValue(field.getText());
        }
    }

    @Override
    public Node getEditor() {
        return box;
    }

    @Override
    public Object getValue() {
        return check != null ? check.isSelected() : field.getText();
    }

    @Override
    public void setValue(Object value) {
        // the sheet hands over the item's value when it builds the editor; show() already shows it
    }
}
