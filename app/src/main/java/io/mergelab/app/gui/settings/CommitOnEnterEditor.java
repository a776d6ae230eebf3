package io.mergelab.app.gui.settings;

import javafx.scene.control.TextField;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.PropertyEditor;

/**
 * A text editor that hands its value over on Enter or when it loses focus, not per keystroke: each change runs a
 * {@code SET} on the target, and half-typed values would be refused. Escape puts the session's value back.
 */
final class CommitOnEnterEditor implements PropertyEditor<String> {
    private final TextField field = new TextField();
    private final PropertySheet.Item item;

    CommitOnEnterEditor(PropertySheet.Item item) {
        this.item = item;
        field.setEditable(item.isEditable());
        field.setOnAction(event -> commit());
        field.focusedProperty().addListener((observable, was, focused) -> {
            if (!focused) {
                commit();
            }
        });
        field.setOnKeyPressed(event -> {
            if (event.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                setValue(String.valueOf(item.getValue()));
            }
        });
    }

    private void commit() {
        if (item.isEditable() && !field.getText().equals(String.valueOf(item.getValue()))) {
            item.setValue(field.getText());
        }
    }

    @Override
    public TextField getEditor() {
        return field;
    }

    @Override
    public String getValue() {
        return field.getText();
    }

    @Override
    public void setValue(String value) {
        field.setText(value);
    }
}
