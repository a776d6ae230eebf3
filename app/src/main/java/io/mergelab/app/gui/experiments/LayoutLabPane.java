package io.mergelab.app.gui.experiments;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The layout lab's form on the Experiments screen: the table to copy and the query on top, then one row per candidate
 * layout (name, ORDER BY, PARTITION BY, codecs, other clauses, ✕) with "Add layout", "Merge each copy first" and Run;
 * on a cluster, below them, one row per candidate sharding key (name, key, ✕) with "Add sharding key", the other
 * servers' URLs and "Run sharding lab".
 */
final class LayoutLabPane {
    private static final String[] HEADERS = {"Layout name", "ORDER BY (required)", "PARTITION BY",
        "CODEC (column codec; …)", "Other clauses (SETTINGS, PRIMARY KEY, INDEX …)", ""};

    private final LayoutLabForm form;
    private final GridPane rows = new GridPane();
    private final GridPane shardingRows = new GridPane();
    private final VBox root;

    LayoutLabPane(LayoutLabForm form, BooleanBinding canRun, Runnable run, ReadOnlyStringProperty cluster,
                  BooleanBinding canRunShardings, Runnable runShardings) {
        this.form = form;
        ComboBox<String> table = new ComboBox<>(form.tables());
        table.setId("lab-table");
        table.setEditable(true);
        table.setPromptText("db.table");
        table.setPrefWidth(260);
        table.valueProperty().bindBidirectional(form.tableProperty());
        TextArea query = new TextArea();
        query.setId("lab-query");
        query.setPromptText("SELECT count() FROM {table} WHERE …   ({table} stands for each layout's table)");
        query.setPrefRowCount(2);
        query.setWrapText(true);
        query.textProperty().bindBidirectional(form.queryProperty());
        HBox.setHgrow(query, Priority.ALWAYS);
        CheckBox merge = new CheckBox("Merge each copy first");
        merge.setId("lab-merge");
        merge.setTooltip(new Tooltip("OPTIMIZE TABLE … FINAL on each copy before measuring (one part per partition)"));
        merge.selectedProperty().bindBidirectional(form.mergeProperty());
        Button add = new Button("Add layout");
        add.setId("lab-add");
        add.setOnAction(event -> form.addLayout());
        Button runButton = new Button("Run layout lab");
        runButton.setId("lab-run");
        runButton.setTooltip(new Tooltip("Copy the table into each layout with the same rows and compare the query"
                + " across the table and the copies; the copies are dropped afterwards"));
        runButton.disableProperty().bind(canRun.not());
        runButton.setOnAction(event -> run.run());
        Label tableLabel = new Label("Table");
        HBox top = new HBox(8, tableLabel, table, new Label("Query"), query);
        top.setAlignment(Pos.TOP_LEFT);
        rows.setHgap(6);
        rows.setVgap(4);
        rows.setId("lab-layouts");
        form.layouts().addListener((ListChangeListener<LayoutDraft>) change -> drawRows());
        drawRows();
        HBox actions = new HBox(8, add, merge, runButton);
        actions.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(6, top, rows, actions, sharding(cluster, canRunShardings, runShardings));
        root.setPadding(new Insets(0, 0, 2, 0));
    }

    Node root() {
        return root;
    }

    /** The sharding keys' rows and actions, shown only while the target is on a cluster. */
    private Node sharding(ReadOnlyStringProperty cluster, BooleanBinding canRun, Runnable run) {
        Label title = new Label();
        title.setId("lab-shard-title");
        title.textProperty().bind(Bindings.concat("On cluster ", cluster, ": compare sharding keys of a Distributed"
                + " table (each key's copy gets its local tables on every server and the same rows)"));
        title.getStyleClass().add("list-when");
        shardingRows.setHgap(6);
        shardingRows.setVgap(4);
        shardingRows.setId("lab-shardings");
        form.shardings().addListener((ListChangeListener<ShardingDraft>) change -> drawShardingRows());
        drawShardingRows();
        Button add = new Button("Add sharding key");
        add.setId("lab-shard-add");
        add.setOnAction(event -> form.addSharding());
        TextField others = field("lab-shard-servers", form.otherServersProperty(), "http://host2:8123/ http://host3:8123/",
                360);
        others.setTooltip(new Tooltip("The HTTP URLs of the cluster's other servers, where each key's local tables are"
                + " made (servers without ZooKeeper cannot run ON CLUSTER); as --cluster-node"));
        HBox.setHgrow(others, Priority.ALWAYS);
        Button runButton = new Button("Run sharding lab");
        runButton.setId("lab-shard-run");
        runButton.setTooltip(new Tooltip("Shard the table's rows by each key and compare the query across the table and"
                + " the copies, every server's share captured; the copies are dropped afterwards"));
        runButton.disableProperty().bind(canRun.not());
        runButton.setOnAction(event -> run.run());
        HBox actions = new HBox(8, add, new Label("Other servers"), others, runButton);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(4, title, shardingRows, actions);
        box.setPadding(new Insets(6, 0, 0, 0));
        box.visibleProperty().bind(cluster.isNotEmpty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private void drawShardingRows() {
        shardingRows.getChildren().clear();
        String[] headers = {"Variant name", "Sharding key (expression)", ""};
        for (int c = 0; c < headers.length; c++) {
            Label header = new Label(headers[c]);
            header.getStyleClass().add("list-when");
            header.setMinWidth(Region.USE_PREF_SIZE);
            shardingRows.add(header, c, 0);
        }
        for (int r = 0; r < form.shardings().size(); r++) {
            ShardingDraft draft = form.shardings().get(r);
            String id = "lab-shard-" + (r + 1);
            shardingRows.add(field(id + "-name", draft.nameProperty(), "by_user", 130), 0, r + 1);
            shardingRows.add(field(id + "-key", draft.keyProperty(), "cityHash64(user)", 350), 1, r + 1);
            Button remove = new Button("✕");
            remove.setId(id + "-remove");
            remove.setTooltip(new Tooltip("Remove this sharding key"));
            remove.setOnAction(event -> form.removeSharding(draft));
            shardingRows.add(remove, 2, r + 1);
        }
    }

    private void drawRows() {
        rows.getChildren().clear();
        for (int c = 0; c < HEADERS.length; c++) {
            Label header = new Label(HEADERS[c]);
            header.getStyleClass().add("list-when");
            header.setMinWidth(Region.USE_PREF_SIZE);
            rows.add(header, c, 0);
        }
        for (int r = 0; r < form.layouts().size(); r++) {
            LayoutDraft draft = form.layouts().get(r);
            String id = "lab-layout-" + (r + 1);
            rows.add(field(id + "-name", draft.nameProperty(), "by_user", 130), 0, r + 1);
            rows.add(field(id + "-order", draft.orderByProperty(), "(UserID, EventTime)", 190), 1, r + 1);
            rows.add(field(id + "-partition", draft.partitionByProperty(), "toYYYYMM(EventTime)", 160), 2, r + 1);
            rows.add(field(id + "-codec", draft.codecsProperty(), "s ZSTD(3); id NONE", 160), 3, r + 1);
            TextField other = field(id + "-other", draft.otherClausesProperty(),
                    "SETTINGS index_granularity = 1024", 280);
            GridPane.setHgrow(other, Priority.ALWAYS);
            rows.add(other, 4, r + 1);
            Button remove = new Button("✕");
            remove.setId(id + "-remove");
            remove.setTooltip(new Tooltip("Remove this layout"));
            remove.setOnAction(event -> form.removeLayout(draft));
            rows.add(remove, 5, r + 1);
        }
    }

    private static TextField field(String id, javafx.beans.property.StringProperty value, String prompt,
                                   double width) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefWidth(width);
        field.textProperty().bindBidirectional(value);
        return field;
    }
}
