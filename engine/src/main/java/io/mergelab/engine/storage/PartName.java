package io.mergelab.engine.storage;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A part's identity: {@code <partition_id>_<min_block>_<max_block>_<level>[_<data_version>]}, e.g.
 * {@code 202401_1_1_0} (a new insert) or {@code all_1_4_1_7} (blocks 1..4 merged once, mutated to version 7).
 */
public record PartName(String partitionId, long minBlock, long maxBlock, int level, OptionalLong dataVersion) {

    public PartName {
        if (!validPartitionId(partitionId) || minBlock < 0 || maxBlock < minBlock || level < 0
                || (dataVersion.isPresent() && dataVersion.getAsLong() < 0)) {
            throw new MergeLabException(ErrorCode.BAD_DATA_PART_NAME,
                    "Bad part name components: " + partitionId + ", " + minBlock + ", " + maxBlock + ", " + level + ", " + dataVersion);
        }
    }

    public PartName(String partitionId, long minBlock, long maxBlock, int level) {
        this(partitionId, minBlock, maxBlock, level, OptionalLong.empty());
    }

    /** The name of a part made by one INSERT: a single block, level 0. */
    public static PartName forInsert(String partitionId, long block) {
        return new PartName(partitionId, block, block, 0);
    }

    public static PartName parse(String dirName) {
        String[] f = dirName.split("_", -1);
        if (f.length != 4 && f.length != 5) {
            throw bad(dirName);
        }
        try {
            long min = parseNumber(f[1]);
            long max = parseNumber(f[2]);
            long level = parseNumber(f[3]);
            if (!validPartitionId(f[0]) || max < min || level > Integer.MAX_VALUE) {
                throw bad(dirName);
            }
            return new PartName(f[0], min, max, (int) level, f.length == 5 ? OptionalLong.of(parseNumber(f[4])) : OptionalLong.empty());
        } catch (NumberFormatException e) {
            throw bad(dirName);
        }
    }

    /** Parses a directory name, or returns null when it is not a part name. */
    public static PartName tryParse(String dirName) {
        try {
            return parse(dirName);
        } catch (MergeLabException e) {
            return null;
        }
    }

    private static long parseNumber(String s) {
        if (s.isEmpty() || s.length() > 19 || !s.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NumberFormatException(s);
        }
        return Long.parseLong(s);
    }

    private static boolean validPartitionId(String id) {
        return id != null && !id.isEmpty() && id.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z') || c == '-');
    }

    private static MergeLabException bad(String name) {
        return new MergeLabException(ErrorCode.BAD_DATA_PART_NAME, "Unexpected part name: " + name);
    }

    /** The version of the data: the explicit mutation version, else the min block number (as ClickHouse). */
    public long effectiveDataVersion() {
        return dataVersion.orElse(minBlock);
    }

    /**
     * Whether this part replaces {@code other}: same partition, its block range covers other's, its level is
     * at least other's and its mutation version (0 when absent) at least other's, as ClickHouse decides.
     * A part contains itself.
     */
    public boolean contains(PartName other) {
        return partitionId.equals(other.partitionId) && minBlock <= other.minBlock && maxBlock >= other.maxBlock
                && level >= other.level && dataVersion.orElse(0) >= other.dataVersion.orElse(0);
    }

    @Override
    public String toString() {
        String base = partitionId + "_" + minBlock + "_" + maxBlock + "_" + level;
        return dataVersion.isPresent() ? base + "_" + dataVersion.getAsLong() : base;
    }

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof PartName n && n.minBlock == minBlock && n.maxBlock == maxBlock && n.level == level
                && n.partitionId.equals(partitionId) && n.dataVersion.equals(dataVersion);
    }

    @Override
    public int hashCode() {
        return Objects.hash(partitionId, minBlock, maxBlock, level, dataVersion);
    }
}
