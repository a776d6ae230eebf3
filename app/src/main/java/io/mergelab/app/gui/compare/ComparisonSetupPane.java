package io.mergelab.app.gui.compare;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The form that sets up a new comparison or sweep, bound to the {@link ComparisonSetup}; layout and bindings only. */
final class ComparisonSetupPane {
    private ComparisonSetupPane() {
    }

    static Node of(CompareViewModel viewModel) {
        ComparisonSetup setup = viewModel.setup();
        Label heading = new Label("New comparison");
        heading.getStyleClass().add("compare-title");

        TextArea sql = new TextArea();
        sql.setId("setup-sql");
        sql.getStyleClass().add("sql-text");
        sql.setPromptText("SELECT * FROM needle WHERE s = 'needle' LIMIT 1");
        sql.setPrefRowCount(4);
        sql.setWrapText(true);
        sql.textProperty().bindBidirectional(setup.sqlProperty());

        ToggleGroup kind = new ToggleGroup();
        RadioButton variants = new RadioButton("Variants");
        variants.setId("setup-kind-variants");
        variants.setToggleGroup(kind);
        RadioButton sweep = new RadioButton("Sweep one setting");
        sweep.setId("setup-kind-sweep");
        sweep.setToggleGroup(kind);
        sweep.setSelected(setup.sweepProperty().get());
        variants.setSelected(!setup.sweepProperty().get());
        sweep.selectedProperty().bindBidirectional(setup.sweepProperty());
        setup.sweepProperty().addListener((observable, old, now) -> variants.setSelected(!now));

        TextArea variantLines = new TextArea();
        variantLines.setId("setup-variants");
        variantLines.getStyleClass().add("sql-text");
        variantLines.setPromptText("off: use_skip_indexes_on_data_read=0\non: use_skip_indexes_on_data_read=1");
        variantLines.setPrefRowCount(4);
        variantLines.textProperty().bindBidirectional(setup.variantsProperty());
        Label variantsHelp = help("One variant per line, NAME: setting=value, setting=value. The first is the baseline"
                + " the others are judged against; a line with only a name runs with the target's defaults.");
        VBox variantsBox = new VBox(4, variantLines, variantsHelp, targets(viewModel));
        variantsBox.visibleProperty().bind(setup.sweepProperty().not());
        variantsBox.managedProperty().bind(variantsBox.visibleProperty());

        TextField setting = new TextField();
        setting.setId("setup-sweep-setting");
        setting.setPromptText("max_threads");
        setting.textProperty().bindBidirectional(setup.sweepSettingProperty());
        TextField values = new TextField();
        values.setId("setup-sweep-values");
        values.setPromptText("1, 2, 4");
        values.textProperty().bindBidirectional(setup.sweepValuesProperty());
        HBox sweepRow = new HBox(8, new Label("Setting"), setting, new Label("values"), values);
        sweepRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(values, Priority.ALWAYS);
        VBox sweepBox = new VBox(4, sweepRow, help("Each value runs as a variant; each is judged against the one"
                + " before, and the knee is the last value that still helps."));
        sweepBox.visibleProperty().bind(setup.sweepProperty());
        sweepBox.managedProperty().bind(sweepBox.visibleProperty());

        Spinner<Integer> rounds = spinner("setup-rounds", 7, 1000, setup.roundsProperty().get());
        rounds.valueProperty().addListener((observable, old, now) -> setup.roundsProperty().set(now));
        Spinner<Integer> maxRounds = spinner("setup-max-rounds", 7, 10_000, setup.maxRoundsProperty().get());
        maxRounds.valueProperty().addListener((observable, old, now) -> setup.maxRoundsProperty().set(now));
        Spinner<Integer> warmups = spinner("setup-warmups", 0, 100, setup.warmupsProperty().get());
        warmups.valueProperty().addListener((observable, old, now) -> setup.warmupsProperty().set(now));
        CheckBox cold = new CheckBox("Cold caches before each run");
        cold.setId("setup-cold");
        cold.selectedProperty().bindBidirectional(setup.coldProperty());
        HBox how = new HBox(8, new Label("Rounds: at least"), rounds, new Label("at most"), maxRounds,
                new Label("  Warm-up runs"), warmups, cold);
        how.setAlignment(Pos.CENTER_LEFT);

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, caption("SQL"), sql);
        form.addRow(1, caption("Compare"), new HBox(16, variants, sweep));
        form.add(variantsBox, 1, 2);
        form.add(sweepBox, 1, 3);
        form.addRow(4, caption("How"), how);
        form.add(help("Rounds run every variant once in a shuffled order; they go on past the least until each"
                + " variant has 1 s measured (or the most rounds, or 300 s). Every run is stored."), 1, 5);
        GridPane.setHgrow(sql, Priority.ALWAYS);

        Button start = new Button("Run comparison");
        start.setId("setup-start");
        start.setDefaultButton(true);
        start.disableProperty().bind(viewModel.canStartProperty().not());
        start.setOnAction(event -> viewModel.startComparison());
        Button cancel = new Button("Cancel");
        cancel.setId("setup-cancel");
        cancel.setTooltip(new Tooltip("Stop after the run in progress; the runs taken so far stay in History"));
        cancel.visibleProperty().bind(viewModel.runningProperty());
        cancel.setOnAction(event -> viewModel.cancelComparison());
        ProgressBar progress = new ProgressBar();
        progress.setId("setup-progress");
        progress.setPrefWidth(220);
        progress.progressProperty().bind(viewModel.progressProperty());
        progress.visibleProperty().bind(viewModel.runningProperty());
        Label progressText = new Label();
        progressText.setId("setup-progress-text");
        progressText.textProperty().bind(viewModel.progressTextProperty());
        HBox actions = new HBox(10, start, cancel, progress, progressText);
        actions.setAlignment(Pos.CENTER_LEFT);
        form.add(actions, 1, 6);

        Label state = new Label();
        state.setId("setup-state");
        state.textProperty().bind(Bindings.when(viewModel.canStartProperty().or(viewModel.runningProperty()))
                .then("").otherwise("The target and the run store must be open to run a comparison."));
        VBox box = new VBox(12, heading, form, state);
        box.setPadding(new Insets(14));
        return box;
    }

    /**
     * A target per variant, one row each, following the variant lines: the current target, the embedded engine or a
     * saved connection. Shown when there is more than the current target to choose.
     */
    private static Node targets(CompareViewModel viewModel) {
        ComparisonSetup setup = viewModel.setup();
        VBox rows = new VBox(4);
        rows.setId("setup-targets");
        Runnable rebuild = () -> {
            rows.getChildren().setAll(help("Where each variant runs (as NAME:target=... does for mergelab compare):"
                    + " the same SQL side by side on the embedded engine and a server, with the same verdict rules."));
            for (VariantTarget target : setup.targets()) {
                ComboBox<String> choice = new ComboBox<>(viewModel.targetChoices());
                choice.setId("setup-target-" + target.variant());
                choice.setConverter(new StringConverter<>() {
                    @Override
                    public String toString(String key) {
                        return CompareViewModel.targetChoiceText(key);
                    }

                    @Override
                    public String fromString(String text) {
                        return text;
                    }
                });
                choice.valueProperty().bindBidirectional(target.targetProperty());
                Label name = new Label(target.variant());
                name.setMinWidth(120);
                HBox row = new HBox(8, name, new Label("runs on"), choice);
                row.setAlignment(Pos.CENTER_LEFT);
                rows.getChildren().add(row);
            }
        };
        setup.targets().addListener((ListChangeListener<VariantTarget>) change -> rebuild.run());
        rebuild.run();
        rows.visibleProperty().bind(Bindings.size(viewModel.targetChoices()).greaterThan(1)
                .and(Bindings.isNotEmpty(setup.targets())));
        rows.managedProperty().bind(rows.visibleProperty());
        return rows;
    }

    private static Spinner<Integer> spinner(String id, int min, int max, int value) {
        Spinner<Integer> spinner = new Spinner<>(min, max, value);
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(80);
        return spinner;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("setup-caption");
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }

    private static Label help(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.getStyleClass().add("compare-help");
        return label;
    }
}
