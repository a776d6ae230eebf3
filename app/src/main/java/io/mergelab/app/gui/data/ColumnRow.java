package io.mergelab.app.gui.data;

/** A column of the chosen dataset: its name and ClickHouse type. */
public record ColumnRow(String name, String type) {
}
