package io.mergelab.app.gui.parts;

/** A row of the partitions table: counts, sizes, levels, ages, and the merge selector's verdict with its reason. */
public record PartitionRow(String partitionId, int parts, String rows, String size, String levels, String oldest,
                           String newest, String verdict, String explanation) {
}
