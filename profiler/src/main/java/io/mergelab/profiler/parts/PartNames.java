package io.mergelab.profiler.parts;

/** What a part's name {@code <partition_id>_<min_block>_<max_block>_<level>[_<version>]} says. */
public final class PartNames {

    private PartNames() {
    }

    /** The partition id: the name up to its first underscore (partition ids never contain one). */
    public static String partitionId(String partName) {
        int end = partName.indexOf('_');
        return end < 0 ? partName : partName.substring(0, end);
    }
}
