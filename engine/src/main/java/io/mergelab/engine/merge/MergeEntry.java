package io.mergelab.engine.merge;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A merge or mutation in progress, as one row of {@code system.merges} shows it: fixed facts set when it starts and
 * counters the worker advances while it reads and writes (read by other threads at any time).
 */
public final class MergeEntry {
    private final String database;
    private final String table;
    private final String resultPartName;
    private final List<String> sourcePartNames;
    private final String partitionId;
    private final boolean mutation;
    private final long totalSizeBytesCompressed;
    private final long totalSizeMarks;
    private final long totalRows;
    private final long startNanos = System.nanoTime();
    private final long threadId = Thread.currentThread().getId();
    private final AtomicLong rowsRead = new AtomicLong();
    private final AtomicLong bytesReadUncompressed = new AtomicLong();
    private final AtomicLong rowsWritten = new AtomicLong();
    private final AtomicLong bytesWrittenUncompressed = new AtomicLong();
    private final AtomicLong memoryUsage = new AtomicLong();

    public MergeEntry(String database, String table, String resultPartName, List<String> sourcePartNames,
                      String partitionId, boolean mutation, long totalSizeBytesCompressed, long totalSizeMarks,
                      long totalRows) {
        this.database = database;
        this.table = table;
        this.resultPartName = resultPartName;
        this.sourcePartNames = List.copyOf(sourcePartNames);
        this.partitionId = partitionId;
        this.mutation = mutation;
        this.totalSizeBytesCompressed = totalSizeBytesCompressed;
        this.totalSizeMarks = totalSizeMarks;
        this.totalRows = totalRows;
    }

    /** The worker read {@code rows} source rows of {@code uncompressedBytes}. */
    public void addRead(long rows, long uncompressedBytes) {
        rowsRead.addAndGet(rows);
        bytesReadUncompressed.addAndGet(uncompressedBytes);
    }

    /** The worker wrote {@code rows} result rows of {@code uncompressedBytes}. */
    public void addWritten(long rows, long uncompressedBytes) {
        rowsWritten.addAndGet(rows);
        bytesWrittenUncompressed.addAndGet(uncompressedBytes);
    }

    /** Bytes the worker holds now (its merge buffers). */
    public void setMemoryUsage(long bytes) {
        memoryUsage.set(bytes);
    }

    public String database() {
        return database;
    }

    public String table() {
        return table;
    }

    public String resultPartName() {
        return resultPartName;
    }

    public List<String> sourcePartNames() {
        return sourcePartNames;
    }

    public String partitionId() {
        return partitionId;
    }

    public boolean isMutation() {
        return mutation;
    }

    public long totalSizeBytesCompressed() {
        return totalSizeBytesCompressed;
    }

    public long totalSizeMarks() {
        return totalSizeMarks;
    }

    public double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    /** Share of the source rows read so far, 0..1. */
    public double progress() {
        return totalRows == 0 ? 1.0 : Math.min(1.0, rowsRead.get() / (double) totalRows);
    }

    public long rowsRead() {
        return rowsRead.get();
    }

    public long bytesReadUncompressed() {
        return bytesReadUncompressed.get();
    }

    public long rowsWritten() {
        return rowsWritten.get();
    }

    public long bytesWrittenUncompressed() {
        return bytesWrittenUncompressed.get();
    }

    public long memoryUsage() {
        return memoryUsage.get();
    }

    public long threadId() {
        return threadId;
    }
}
