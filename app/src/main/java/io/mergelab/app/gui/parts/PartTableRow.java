package io.mergelab.app.gui.parts;

/**
 * A row of the parts table; {@code readByRun} is {@code yes} / {@code no} for the chosen run, empty when none is
 * chosen.
 */
public record PartTableRow(String partition, String name, long level, long rows, String size, long granules,
                           String primaryKeySize, String age, String readByRun) {
}
