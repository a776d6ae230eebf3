package io.mergelab.app.gui.workspace;

import java.util.List;

/** Databases, their tables and the active parts of each table, as the catalog tree shows them. */
public record CatalogSnapshot(List<Database> databases) {

    public static final CatalogSnapshot EMPTY = new CatalogSnapshot(List.of());

    public CatalogSnapshot {
        databases = List.copyOf(databases);
    }

    public record Database(String name, List<Table> tables) {
        public Database {
            tables = List.copyOf(tables);
        }
    }

    public record Table(String name, String engine, List<Part> parts) {
        public Table {
            parts = List.copyOf(parts);
        }
    }

    public record Part(String name, long rows, long bytesOnDisk) {
    }
}
