package io.mergelab.engine.storage;

/**
 * Settings that shape a part as it is written: granule size caps (index_granularity rows,
 * index_granularity_bytes uncompressed bytes, 0 = fixed granules of index_granularity rows), the
 * compressed block size bounds (min/max_compress_block_size), and whether a part written by an INSERT is forced
 * to disk: its files (fsync_after_insert) and its directory entries (fsync_part_directory). Neither by default,
 * as in ClickHouse; see {@link PartSpec#fsync()}. A column whose share of zeros in the part is above
 * ratio_of_defaults_for_sparse_serialization is stored sparse (1.0: never).
 */
public record PartSettings(long indexGranularity, long indexGranularityBytes, int minCompressBlockSize, int maxCompressBlockSize,
                           boolean fsyncAfterInsert, boolean fsyncPartDirectory, double ratioOfDefaultsForSparseSerialization) {
    public static final long DEFAULT_INDEX_GRANULARITY = 8192;
    public static final long DEFAULT_INDEX_GRANULARITY_BYTES = 10L * 1024 * 1024;
    public static final int DEFAULT_MIN_COMPRESS_BLOCK_SIZE = 64 * 1024;
    public static final int DEFAULT_MAX_COMPRESS_BLOCK_SIZE = 1024 * 1024;
    private static final int SMALLEST_MAX_COMPRESS_BLOCK_SIZE = 16;
    private static final int LARGEST_MAX_COMPRESS_BLOCK_SIZE = 1 << 28;
    /** No column stored sparse. */
    public static final double NO_SPARSE_SERIALIZATION = 1.0;
    public static final PartSettings DEFAULT = new PartSettings(DEFAULT_INDEX_GRANULARITY, DEFAULT_INDEX_GRANULARITY_BYTES);

    public PartSettings {
        if (indexGranularity < 1 || indexGranularity > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("index_granularity must be between 1 and " + Integer.MAX_VALUE + ": " + indexGranularity);
        }
        if (indexGranularityBytes < 0) {
            throw new IllegalArgumentException("index_granularity_bytes must not be negative: " + indexGranularityBytes);
        }
        if (minCompressBlockSize < 1 || maxCompressBlockSize < SMALLEST_MAX_COMPRESS_BLOCK_SIZE
                || minCompressBlockSize > maxCompressBlockSize || maxCompressBlockSize > LARGEST_MAX_COMPRESS_BLOCK_SIZE) {
            throw new IllegalArgumentException("bad compress block sizes " + minCompressBlockSize + ".." + maxCompressBlockSize);
        }
        // above 1 (or NaN) no share of zeros reaches it, as in ClickHouse; below 0 is 0
        if (!(ratioOfDefaultsForSparseSerialization <= 1)) {
            ratioOfDefaultsForSparseSerialization = NO_SPARSE_SERIALIZATION;
        }
        ratioOfDefaultsForSparseSerialization = Math.max(0, ratioOfDefaultsForSparseSerialization);
    }

    public PartSettings(long indexGranularity, long indexGranularityBytes) {
        this(indexGranularity, indexGranularityBytes, DEFAULT_MIN_COMPRESS_BLOCK_SIZE, DEFAULT_MAX_COMPRESS_BLOCK_SIZE);
    }

    /**
     * Granules as given, and compressed blocks from a table's min/max_compress_block_size: 0 is ClickHouse's "the
     * default", and a size out of the writer's range is brought into it rather than failing every insert.
     */
    public static PartSettings ofTable(long indexGranularity, long indexGranularityBytes, long minCompressBlockSize,
                                       long maxCompressBlockSize) {
        long max = maxCompressBlockSize == 0 ? DEFAULT_MAX_COMPRESS_BLOCK_SIZE : maxCompressBlockSize;
        max = Math.min(LARGEST_MAX_COMPRESS_BLOCK_SIZE, Math.max(SMALLEST_MAX_COMPRESS_BLOCK_SIZE, max));
        long min = minCompressBlockSize == 0 ? DEFAULT_MIN_COMPRESS_BLOCK_SIZE : minCompressBlockSize;
        return new PartSettings(indexGranularity, indexGranularityBytes, (int) Math.min(max, min), (int) max);
    }

    /** Without fsync of inserted parts (the defaults). */
    public PartSettings(long indexGranularity, long indexGranularityBytes, int minCompressBlockSize, int maxCompressBlockSize) {
        this(indexGranularity, indexGranularityBytes, minCompressBlockSize, maxCompressBlockSize, false, false,
                NO_SPARSE_SERIALIZATION);
    }

    /** These settings with inserted parts' files and directory entries forced to disk as given. */
    public PartSettings withFsync(boolean afterInsert, boolean partDirectory) {
        return new PartSettings(indexGranularity, indexGranularityBytes, minCompressBlockSize, maxCompressBlockSize,
                afterInsert, partDirectory, ratioOfDefaultsForSparseSerialization);
    }

    /** These settings with columns stored sparse above {@code ratio} zeros (ratio_of_defaults_for_sparse_serialization). */
    public PartSettings withSparseRatio(double ratio) {
        return new PartSettings(indexGranularity, indexGranularityBytes, minCompressBlockSize, maxCompressBlockSize,
                fsyncAfterInsert, fsyncPartDirectory, ratio);
    }

    public boolean adaptive() {
        return indexGranularityBytes > 0;
    }
}
