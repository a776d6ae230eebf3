package io.mergelab.engine.table;

import io.mergelab.engine.IndexFunnel;
import io.mergelab.engine.index.ExecutedRead;
import io.mergelab.engine.memory.QueryLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * Rows and uncompressed bytes read from tables by one query (query_log.read_rows / read_bytes), kept by the
 * query's {@link QueryLimits} so they are counted once, and the largest block read, which stands in for peak
 * memory where the memory tracker sees nothing.
 */
public final class ReadCounters {
    private final LongAccumulator largestBlockBytes = new LongAccumulator(Math::max, 0);
    private final LongAdder partsTotal = new LongAdder();
    private final LongAdder partsSelected = new LongAdder();
    private final LongAdder rangesSelected = new LongAdder();
    private final LongAdder marksTotal = new LongAdder();
    private final LongAdder marksSelected = new LongAdder();
    private final LongAdder selectionNanos = new LongAdder();
    private final LongAdder conditionCacheHits = new LongAdder();
    private final LongAdder conditionCacheMisses = new LongAdder();
    private final LongAdder streamingSkippedMarks = new LongAdder();
    private final LongAdder streamingIndexGranulesRead = new LongAdder();
    private final LongAdder skipIndexNanos = new LongAdder();
    private final LongAdder markCacheHits = new LongAdder();
    private final LongAdder markCacheMisses = new LongAdder();
    private final LongAdder primaryKeyNanos = new LongAdder();
    private final List<ExecutedRead> reads = new ArrayList<>();
    private final LongAdder rowsReadByPrewhereReaders = new LongAdder();
    private final LongAdder rowsReadByMainReader = new LongAdder();
    private final LongAdder preallocatedGroups = new LongAdder();
    private final QueryLimits limits;

    /** Counters that enforce nothing (tests, internal reads). */
    public ReadCounters() {
        this(new QueryLimits(0, 0, System.nanoTime()));
    }

    /** Counters that check {@code max_rows_to_read} and {@code max_execution_time} on every block. */
    public ReadCounters(QueryLimits limits) {
        this.limits = limits;
    }

    /** Counts one block read; fails with TOO_MANY_ROWS or TIMEOUT_EXCEEDED when a limit is crossed. */
    public void add(long readRows, long readBytes) {
        largestBlockBytes.accumulate(readBytes);
        limits.addReadRows(readRows, readBytes);
    }

    /**
     * Records what one MergeTree read selected before reading (its index analysis: parts and marks considered and
     * chosen, mark ranges) and how long choosing took.
     */
    public void addSelection(long partsConsidered, long partsChosen, long ranges, long marksConsidered, long marksChosen,
                             long nanos) {
        partsTotal.add(partsConsidered);
        partsSelected.add(partsChosen);
        rangesSelected.add(ranges);
        marksTotal.add(marksConsidered);
        marksSelected.add(marksChosen);
        selectionNanos.add(nanos);
    }

    /** Records a read's query condition cache lookups (one per part): entries found and not found. */
    public void addConditionCacheLookups(long hits, long misses) {
        conditionCacheHits.add(hits);
        conditionCacheMisses.add(misses);
    }

    public long conditionCacheHits() {
        return conditionCacheHits.sum();
    }

    public long conditionCacheMisses() {
        return conditionCacheMisses.sum();
    }

    /**
     * Records what read streams did with streaming skip indexes: selected granules they skipped (SelectedMarks
     * counts after these skips, as ClickHouse does since 26.4) and index granules they read.
     */
    public void addStreamingSkips(long skippedMarks, long indexGranulesRead) {
        streamingSkippedMarks.add(skippedMarks);
        streamingIndexGranulesRead.add(indexGranulesRead);
    }

    public long streamingSkippedMarks() {
        return streamingSkippedMarks.sum();
    }

    public long streamingIndexGranulesRead() {
        return streamingIndexGranulesRead.sum();
    }

    /** Counts marks files a read found in the mark cache and loaded from disk (MarkCacheHits / MarkCacheMisses). */
    public void addMarkCacheLookups(long hits, long misses) {
        markCacheHits.add(hits);
        markCacheMisses.add(misses);
    }

    public long markCacheHits() {
        return markCacheHits.sum();
    }

    public long markCacheMisses() {
        return markCacheMisses.sum();
    }

    /** Records time spent dropping granules with skip indexes (part of the selection time, or of the reads). */
    public void addSkipIndexFiltering(long nanos) {
        skipIndexNanos.add(nanos);
    }

    /** Time spent filtering marks with skip indexes (FilteringMarksWithSecondaryKeysMicroseconds). */
    public long skipIndexNanos() {
        return skipIndexNanos.sum();
    }

    /** Adds the time one MergeTree read spent searching its primary key. */
    public void addPrimaryKeyTime(long nanos) {
        primaryKeyNanos.add(nanos);
    }

    public long primaryKeyNanos() {
        return primaryKeyNanos.sum();
    }

    /** Records one MergeTree read as its pipeline was built: its selection, and its streaming skip tally if any. */
    public void addRead(ExecutedRead read) {
        synchronized (reads) {
            reads.add(read);
        }
    }

    /** The query's MergeTree reads, in the order their pipelines were built. */
    public List<ExecutedRead> reads() {
        synchronized (reads) {
            return List.copyOf(reads);
        }
    }

    /** The funnels of the query's MergeTree reads, in the order their pipelines were built, as far as they ran. */
    public List<IndexFunnel> funnels() {
        return reads().stream().map(ExecutedRead::funnel).toList();
    }

    /**
     * Counts rows one MergeTree read stream took from a part: by its PREWHERE reader (the condition's columns, every
     * selected row) and by its main reader (the other columns, only granules where some row passed the PREWHERE;
     * without PREWHERE every selected row).
     */
    public void addReaderRows(long prewhereRows, long mainRows) {
        rowsReadByPrewhereReaders.add(prewhereRows);
        rowsReadByMainReader.add(mainRows);
    }

    public long rowsReadByPrewhereReaders() {
        return rowsReadByPrewhereReaders.sum();
    }

    public long rowsReadByMainReader() {
        return rowsReadByMainReader.sum();
    }

    /** Counts the groups a GROUP BY's hash tables were sized for at once, from earlier runs' statistics. */
    public void addPreallocatedGroups(long groups) {
        preallocatedGroups.add(groups);
    }

    public long preallocatedGroups() {
        return preallocatedGroups.sum();
    }

    public long partsTotal() {
        return partsTotal.sum();
    }

    public long partsSelected() {
        return partsSelected.sum();
    }

    public long rangesSelected() {
        return rangesSelected.sum();
    }

    public long marksTotal() {
        return marksTotal.sum();
    }

    public long marksSelected() {
        return marksSelected.sum();
    }

    /** Time spent choosing parts and mark ranges (index analysis), summed over the query's reads. */
    public long selectionNanos() {
        return selectionNanos.sum();
    }

    public long largestBlockBytes() {
        return largestBlockBytes.get();
    }

    public long rows() {
        return limits.readRows();
    }

    public long bytes() {
        return limits.readBytes();
    }
}
