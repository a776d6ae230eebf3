package io.mergelab.app.gui.workspace;

import io.mergelab.engine.ReadableNumbers;
import java.util.List;
import java.util.Locale;

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

        /** {@code trips  (MergeTree)} */
        public String label() {
            return name + "  (" + engine + ")";
        }
    }

    public record Part(String name, long rows, long bytesOnDisk) {

        /** {@code 202401_1_1_0  (12,345 rows, 1.50 KiB)}: sizes as formatReadableSize prints them. */
        public String label() {
            return String.format(Locale.ROOT, "%s  (%,d rows, %s)", name, rows, ReadableNumbers.size(bytesOnDisk));
        }
    }
}
