package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.LongColumn;

/**
 * What {@link FixedLongSerialization#readCompared} kept: the passing rows of the block read (a selection, the count
 * last) and their values, or {@code null} when none passed or the values were not asked for.
 */
public record ComparedRows(int[] selection, LongColumn kept) {
}
