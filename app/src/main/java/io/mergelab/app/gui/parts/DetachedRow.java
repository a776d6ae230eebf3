package io.mergelab.app.gui.parts;

/** A row of the detached parts table: which part, why it was detached, its size and age. */
public record DetachedRow(String name, String partitionId, String reason, String size, String age) {
}
