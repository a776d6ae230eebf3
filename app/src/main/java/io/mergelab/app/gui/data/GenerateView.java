package io.mergelab.app.gui.data;

import io.mergelab.app.gui.data.GenerateViewModel.Destination;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Generate screen's layout: the form on the left (dataset, knobs with their ranges and inline errors, rows, seed,
 * threads, table or file), the dataset's columns and, after a load, its fingerprint on the right; Generate, Cancel and
 * the progress bar with rows/s at the bottom.
 */
public final class GenerateView {
    private static final Logger LOG = LoggerFactory.getLogger(GenerateView.class);
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final GenerateViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final GridPane knobGrid = new GridPane();
    private final FramePauses pauses = new FramePauses();

    public GenerateView(GenerateViewModel viewModel) {
        this.viewModel = viewModel;
        root.setId("generate");
        Label title = new Label("Generate a dataset");
        title.getStyleClass().add("data-title");
        Label help = new Label("Deterministic rows: the same dataset, knobs and seed give the same rows whatever the"
                + " thread count. A load into a table is recorded with its content digest, so runs of the table say"
                + " what data they read.");
        help.getStyleClass().add("data-help");
        help.setWrapText(true);
        VBox header = new VBox(2, title, help);
        header.setPadding(new Insets(10, 12, 6, 12));
        root.setTop(header);

        ScrollPane formScroll = new ScrollPane(form());
        formScroll.setFitToWidth(true);
        formScroll.setMinWidth(380);
        formScroll.setPrefWidth(400);
        VBox right = new VBox(6, caption("Columns"), columns(), caption("Fingerprint"), fingerprint());
        right.setPadding(new Insets(0, 12, 0, 6));
        VBox.setVgrow(right.getChildren().get(3), Priority.ALWAYS);
        HBox center = new HBox(6, formScroll, right);
        HBox.setHgrow(right, Priority.ALWAYS);
        root.setCenter(center);
        root.setBottom(actions());
        root.getStylesheets().add(GenerateView.class.getResource("data.css").toExternalForm());

        viewModel.job().runningProperty().addListener((observable, was, running) -> {
            if (running) {
                pauses.start();
            } else {
                pauses.stop();
                LOG.info("Generate: the FX thread's longest gap between frames during the load was {} ms",
                        pauses.longestGapMillis());
            }
        });
    }

    public Parent root() {
        return root;
    }

    private Node form() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        grid.setPadding(new Insets(6, 12, 12, 12));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(80);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        int row = 0;

        ComboBox<String> dataset = new ComboBox<>(viewModel.datasetNames());
        dataset.setId("generate-dataset");
        dataset.valueProperty().bindBidirectional(viewModel.datasetProperty());
        grid.addRow(row++, new Label("Dataset"), dataset);
        Label description = new Label();
        description.setId("generate-description");
        description.getStyleClass().add("data-help");
        description.setWrapText(true);
        description.textProperty().bind(viewModel.descriptionProperty());
        grid.add(description, 1, row++);

        row = field(grid, row, "Rows", "generate-rows", viewModel.rowsProperty(), viewModel.rowsErrorProperty(),
                "1000000, 1_000_000, 1M (K, M, G) or 1e6");
        row = field(grid, row, "Seed", "generate-seed", viewModel.seedProperty(), viewModel.seedErrorProperty(),
                "Same seed, same rows");
        Spinner<Integer> threads = new Spinner<>(1, 64, viewModel.threadsProperty().get());
        threads.setId("generate-threads");
        threads.setEditable(true);
        threads.setPrefWidth(90);
        threads.valueProperty().addListener((observable, old, now) -> viewModel.threadsProperty().set(now));
        grid.addRow(row++, new Label("Threads"), threads);

        ToggleGroup where = new ToggleGroup();
        RadioButton toTable = new RadioButton("Table");
        toTable.setId("generate-to-table");
        toTable.setToggleGroup(where);
        RadioButton toFile = new RadioButton("File");
        toFile.setId("generate-to-file");
        toFile.setToggleGroup(where);
        where.selectToggle(viewModel.destinationProperty().get() == Destination.FILE ? toFile : toTable);
        where.selectedToggleProperty().addListener((observable, old, now) -> viewModel.destinationProperty()
                .set(now == toFile ? Destination.FILE : Destination.TABLE));
        viewModel.destinationProperty().addListener((observable, old, now) ->
                where.selectToggle(now == Destination.FILE ? toFile : toTable));
        grid.addRow(row++, new Label("Into"), new HBox(12, toTable, toFile));

        TextField table = textField("generate-table", viewModel.tableProperty(), viewModel.tableErrorProperty());
        table.disableProperty().bind(toFile.selectedProperty());
        grid.addRow(row++, new Label("Table"), table);
        grid.add(errorLabel("generate-table-error", viewModel.tableErrorProperty()), 1, row++);
        TextField file = textField("generate-file", viewModel.fileProperty(), viewModel.fileErrorProperty());
        file.setPromptText("rows.csv (.csv, .tsv, .jsonl; other: TabSeparated)");
        file.disableProperty().bind(toTable.selectedProperty());
        Button browse = new Button("Browse…");
        browse.setId("generate-browse");
        browse.setOnAction(event -> viewModel.chooseFile());
        HBox fileRow = new HBox(6, file, browse);
        HBox.setHgrow(file, Priority.ALWAYS);
        grid.addRow(row++, new Label("File"), fileRow);
        grid.add(errorLabel("generate-file-error", viewModel.fileErrorProperty()), 1, row++);
        CheckBox sample = new CheckBox("Sample the fingerprint after loading");
        sample.setId("generate-sample");
        sample.selectedProperty().bindBidirectional(viewModel.fingerprintProperty());
        sample.disableProperty().bind(toFile.selectedProperty());
        grid.add(sample, 1, row++);

        Label knobs = caption("Knobs");
        knobs.setPadding(new Insets(8, 0, 0, 0));
        grid.add(knobs, 0, row++, 2, 1);
        knobGrid.setHgap(8);
        knobGrid.setVgap(2);
        ColumnConstraints knobNames = new ColumnConstraints();
        knobNames.setMinWidth(80);
        ColumnConstraints knobValues = new ColumnConstraints();
        knobValues.setHgrow(Priority.ALWAYS);
        // wrapping hints need a bounded width: the column fills the form's and no more
        knobValues.setMinWidth(0);
        knobGrid.getColumnConstraints().setAll(knobNames, knobValues);
        grid.add(knobGrid, 0, row, 2, 1);
        viewModel.knobs().addListener((ListChangeListener<KnobField>) change -> showKnobs());
        showKnobs();
        return grid;
    }

    private void showKnobs() {
        knobGrid.getChildren().clear();
        int row = 0;
        if (viewModel.knobs().isEmpty()) {
            knobGrid.add(new Label("This dataset takes only rows and seed."), 0, 0, 2, 1);
            return;
        }
        for (KnobField knob : viewModel.knobs()) {
            Label name = new Label(knob.name());
            name.setMinWidth(80);
            TextField value = textField("knob-" + knob.name(), knob.textProperty(), knob.errorProperty());
            value.setPrefColumnCount(8);
            Label range = new Label(knob.range());
            range.getStyleClass().add("data-help");
            range.setWrapText(true);
            range.setMinWidth(0);
            HBox valueRow = new HBox(8, value, range);
            valueRow.setAlignment(Pos.CENTER_LEFT);
            HBox.setHgrow(range, Priority.ALWAYS);
            knobGrid.addRow(row++, name, valueRow);
            Label meaning = new Label(knob.meaning());
            meaning.getStyleClass().add("data-help");
            meaning.setWrapText(true);
            knobGrid.add(meaning, 1, row++);
            knobGrid.add(errorLabel("knob-" + knob.name() + "-error", knob.errorProperty()), 1, row++);
        }
    }

    private int field(GridPane grid, int row, String label, String id,
                      StringProperty text, ObservableStringValue error, String prompt) {
        TextField field = textField(id, text, error);
        field.setPromptText(prompt);
        field.setTooltip(new Tooltip(prompt));
        grid.addRow(row, new Label(label), field);
        grid.add(errorLabel(id + "-error", error), 1, row + 1);
        return row + 2;
    }

    private static TextField textField(String id, StringProperty text,
                                       ObservableStringValue error) {
        TextField field = new TextField();
        field.setId(id);
        field.textProperty().bindBidirectional(text);
        field.pseudoClassStateChanged(ERROR, !error.get().isEmpty());
        error.addListener((observable, old, now) -> field.pseudoClassStateChanged(ERROR, !now.isEmpty()));
        return field;
    }

    private static Label errorLabel(String id, ObservableStringValue error) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("field-error");
        label.setWrapText(true);
        label.textProperty().bind(error);
        label.visibleProperty().bind(Bindings.createBooleanBinding(() -> !error.get().isEmpty(), error));
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }

    private Node columns() {
        TableView<ColumnRow> table = new TableView<>(viewModel.columns());
        table.setId("generate-columns");
        table.getColumns().setAll(List.of(column("Column", 112, ColumnRow::name), column("Type", 136, ColumnRow::type),
                column("distinct", 58, ColumnRow::distinct), column("min", 120, ColumnRow::min),
                column("max", 120, ColumnRow::max), column("NULLs", 50, ColumnRow::nulls),
                column("sortedness", 80, ColumnRow::sortedness)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("Choose a dataset."));
        // a notch smaller than the form, so a date and time fits its column at 1280 × 800
        table.setStyle("-fx-font-size: 11px;");
        // as tall as the dataset's columns, so the fingerprint below gets the rest
        table.setFixedCellSize(24);
        table.prefHeightProperty().bind(Bindings.size(viewModel.columns()).multiply(24).add(32));
        table.setMinHeight(120);
        return table;
    }

    /** A column of the columns table; a value too long for it shows whole in a tooltip. */
    private static TableColumn<ColumnRow, String> column(String title, double width, Function<ColumnRow, String> value) {
        TableColumn<ColumnRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null || item.isEmpty() ? null : new Tooltip(item));
            }
        });
        return column;
    }

    private Node fingerprint() {
        TextArea text = new TextArea();
        text.setId("generate-fingerprint");
        text.setEditable(false);
        text.getStyleClass().add("mono-text");
        text.setPromptText("The content digest and the sampled fingerprint (rows, parts, key sortedness) appear here"
                + " when a load into a table completes; each column's figures fill the table above.");
        text.setWrapText(true);
        text.textProperty().bind(viewModel.fingerprintTextProperty());
        return text;
    }

    private Node actions() {
        Button start = new Button("Generate");
        start.setId("generate-start");
        start.setDefaultButton(true);
        start.disableProperty().bind(viewModel.canStartProperty().not());
        start.setOnAction(event -> viewModel.start());
        Button cancel = new Button("Cancel");
        cancel.setId("generate-cancel");
        cancel.disableProperty().bind(viewModel.job().runningProperty().not());
        cancel.setOnAction(event -> viewModel.cancel());
        ProgressBar bar = new ProgressBar(0);
        bar.setId("generate-progress");
        bar.setPrefWidth(260);
        bar.progressProperty().bind(viewModel.job().progressProperty());
        Label speed = new Label();
        speed.setId("generate-progress-text");
        speed.textProperty().bind(viewModel.job().progressTextProperty());
        Label hint = new Label();
        hint.setId("generate-hint");
        hint.getStyleClass().add("data-help");
        hint.textProperty().bind(viewModel.hintProperty());
        HBox buttons = new HBox(8, start, cancel, bar, speed, hint);
        buttons.setAlignment(Pos.CENTER_LEFT);
        Label message = new Label();
        message.setId("generate-message");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.job().messageProperty());
        viewModel.job().messageIsErrorProperty().addListener((observable, old, error) ->
                message.pseudoClassStateChanged(ERROR, error));
        VBox bottom = new VBox(6, buttons, message);
        bottom.setPadding(new Insets(8, 12, 10, 12));
        bottom.getStyleClass().add("data-actions");
        return bottom;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("data-caption");
        return label;
    }
}
