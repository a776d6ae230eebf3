package io.mergelab.app.gui.workspace;

import io.mergelab.app.gui.workspace.CatalogSnapshot.Database;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Part;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Table;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/**
 * The catalog tree (databases → tables → parts). Expansion is tracked by path, so a refresh after each
 * statement keeps open what the user opened. A database starts open unless it is a system one.
 */
final class CatalogTreeView {
    /** Databases that start collapsed: ClickHouse's own, which hold no user tables. */
    private static final Set<String> SYSTEM_DATABASES = Set.of("system", "information_schema", "INFORMATION_SCHEMA");

    private final TreeView<String> tree = new TreeView<>(new TreeItem<>("catalog"));
    private final Set<String> expandedPaths = new HashSet<>();
    private final Set<String> seenDatabases = new HashSet<>();
    /** Each table item's table, for its context menu. */
    private final Map<TreeItem<String>, TableRef> tables = new HashMap<>();
    private Consumer<String> showParts = table -> { };
    private BiConsumer<String, String> selectRows = (database, table) -> { };

    /** A table of the tree, and whether it is a MergeTree (which has parts to show). */
    private record TableRef(String database, String table, boolean mergeTree) {
    }

    CatalogTreeView() {
        tree.setId("catalog");
        tree.setShowRoot(false);
        tree.setCellFactory(view -> new TreeCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                TableRef table = empty ? null : tables.get(getTreeItem());
                setContextMenu(table == null ? null : tableMenu(table));
            }
        });
    }

    /** What "Show parts and merges" on a table's context menu does with the table's {@code db.table}. */
    void onShowParts(Consumer<String> action) {
        showParts = action;
    }

    /** What "Select first 100 rows" on a table's context menu does with the table's database and name. */
    void onSelectRows(BiConsumer<String, String> action) {
        selectRows = action;
    }

    private ContextMenu tableMenu(TableRef table) {
        MenuItem rows = new MenuItem("Select first 100 rows");
        rows.setId("catalog-select-rows");
        rows.setOnAction(event -> selectRows.accept(table.database(), table.table()));
        ContextMenu menu = new ContextMenu(rows);
        if (table.mergeTree()) {
            MenuItem parts = new MenuItem("Show parts and merges");
            parts.setId("catalog-show-parts");
            parts.setOnAction(event -> showParts.accept(table.database() + "." + table.table()));
            menu.getItems().add(parts);
        }
        return menu;
    }

    TreeView<String> control() {
        return tree;
    }

    void show(CatalogSnapshot snapshot) {
        TreeItem<String> root = new TreeItem<>("catalog");
        tables.clear();
        for (Database database : snapshot.databases()) {
            if (seenDatabases.add(database.name()) && !SYSTEM_DATABASES.contains(database.name())) {
                expandedPaths.add(database.name());
            }
            TreeItem<String> databaseItem = item(database.name(), database.name());
            for (Table table : database.tables()) {
                String tablePath = database.name() + "/" + table.name();
                TreeItem<String> tableItem = item(table.label(), tablePath);
                tables.put(tableItem, new TableRef(database.name(), table.name(),
                        table.engine().contains("MergeTree")));
                for (Part part : table.parts()) {
                    tableItem.getChildren().add(new TreeItem<>(part.label()));
                }
                databaseItem.getChildren().add(tableItem);
            }
            root.getChildren().add(databaseItem);
        }
        tree.setRoot(root);
    }

    private TreeItem<String> item(String label, String path) {
        TreeItem<String> item = new TreeItem<>(label);
        item.setExpanded(expandedPaths.contains(path));
        item.expandedProperty().addListener((observable, was, now) -> {
            if (now) {
                expandedPaths.add(path);
            } else {
                expandedPaths.remove(path);
            }
        });
        return item;
    }
}
