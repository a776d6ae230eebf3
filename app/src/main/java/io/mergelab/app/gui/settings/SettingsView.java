package io.mergelab.app.gui.settings;

import io.mergelab.app.gui.workspace.StatusLine;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.controlsfx.control.PropertySheet;

/**
 * The settings sheet: a ControlsFX PropertySheet of the target's settings, grouped by what they do in MergeLab, with
 * its search box; holds no logic of its own ({@link SettingsViewModel} applies and reads).
 */
public final class SettingsView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    /** Changed settings named in the tool bar, at most. */
    private static final int CHANGED_NAMED = 4;

    private final BorderPane root = new BorderPane();

    public SettingsView(SettingsViewModel viewModel) {
        PropertySheet sheet = new PropertySheet();
        sheet.setId("settings-sheet");
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setSearchBoxVisible(true);
        sheet.setModeSwitcherVisible(true);
        sheet.setTitleFilter("");
        sheet.setPropertyEditorFactory(item -> new SettingEditor((SettingItem) item));

        Label changed = new Label();
        changed.setId("settings-changed");
        Button reload = new Button("Reload");
        reload.setId("settings-reload");
        reload.setTooltip(new Tooltip("Read the session's settings again (after a SET in the Workspace)"));
        reload.setOnAction(event -> viewModel.reload());
        Label legend = new Label(SettingItem.CHANGED_MARK + "changed in this session · hover a name for its type, "
                + "default and description · query settings apply to the Workspace's session");
        legend.getStyleClass().add("settings-legend");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ToolBar top = new ToolBar(reload, changed, spacer, legend);

        Label status = new Label();
        status.setId("settings-status");
        status.getStyleClass().add("status-line");
        status.setPadding(new Insets(4, 8, 4, 8));
        status.setMaxWidth(Double.MAX_VALUE);
        showStatus(status, viewModel.statusProperty().get());
        viewModel.statusProperty().addListener((observable, old, line) -> showStatus(status, line));

        Map<String, SettingItem> itemsByName = new HashMap<>();
        Runnable rebuild = () -> {
            itemsByName.clear();
            List<SettingItem> items = viewModel.rows().stream().sorted(Comparator.comparing(SettingRow::name))
                    .map(row -> new SettingItem(row, viewModel::apply)).toList();
            items.forEach(item -> itemsByName.put(item.row().name(), item));
            sheet.getItems().setAll(items);
        };
        viewModel.rows().addListener((ListChangeListener<SettingRow>) change -> {
            // a SET or a reload replaces the rows that changed: only their editors show it; anything else rebuilds
            boolean rebuilt = false;
            while (change.next()) {
                if (rebuilt) {
                    continue;
                }
                if (change.wasReplaced() && change.getAddedSize() == change.getRemovedSize()
                        && change.getAddedSubList().stream().allMatch(r -> itemsByName.containsKey(r.name()))) {
                    change.getAddedSubList().forEach(r -> itemsByName.get(r.name()).update(r));
                } else {
                    rebuild.run();
                    rebuilt = true;
                }
            }
            changed.setText(changedText(viewModel));
        });
        rebuild.run();
        changed.setText(changedText(viewModel));

        root.setTop(top);
        root.setCenter(sheet);
        root.setBottom(status);
        root.getStylesheets().add(SettingsView.class.getResource("settings.css").toExternalForm());
    }

    public Parent root() {
        return root;
    }

    /** {@code 2 changed: max_threads, max_block_size} (the first few named). */
    private static String changedText(SettingsViewModel viewModel) {
        List<String> names = viewModel.rows().stream().filter(SettingRow::changed).map(SettingRow::name).toList();
        if (names.isEmpty()) {
            return "0 changed";
        }
        String shown = String.join(", ", names.subList(0, Math.min(CHANGED_NAMED, names.size())));
        return names.size() + " changed: " + shown + (names.size() > CHANGED_NAMED ? ", …" : "");
    }

    private static void showStatus(Label label, StatusLine line) {
        label.setText(line.text());
        label.pseudoClassStateChanged(ERROR, line.error());
    }
}
