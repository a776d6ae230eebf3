package io.mergelab.profiler.experiment;

/**
 * What a layout's table holds on disk once loaded: its active parts, their bytes on disk and the rows stored (before
 * any FINAL). A file read has none of these: {@link #NONE}.
 */
public record LayoutStorage(long parts, long bytesOnDisk, long storedRows) {
    public static final LayoutStorage NONE = new LayoutStorage(0, 0, 0);
}
