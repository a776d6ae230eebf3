package io.mergelab.engine.querylog;

/**
 * The ProfileEvents MergeLab counts, with ClickHouse's names: per query (query_log.ProfileEvents) and in total
 * since start-up (system.events). This is the one list of names; descriptions are our own words.
 */
public enum ProfileEvent {
    Query("Queries started (all kinds)."),
    SelectQuery("SELECT queries started."),
    InsertQuery("INSERT queries started."),
    FailedQuery("Queries that failed."),
    FailedSelectQuery("SELECT queries that failed."),
    FailedInsertQuery("INSERT queries that failed."),
    QueryTimeMicroseconds("Total run time of queries, in microseconds."),
    SelectedParts("Data parts chosen for reading after index analysis."),
    SelectedPartsTotal("Data parts considered for reading before index analysis."),
    SelectedRanges("Non-adjacent mark ranges chosen for reading."),
    SelectedMarks("Marks (granules) chosen for reading."),
    SelectedMarksTotal("Marks (granules) considered before index analysis."),
    SelectedRows("Rows read from all tables."),
    SelectedBytes("Uncompressed bytes read from all tables."),
    RowsReadByMainReader("Rows read from MergeTree tables by the main reader, after the PREWHERE step (whole granules where some row passed)."),
    RowsReadByPrewhereReaders("Rows read from MergeTree tables, in total, by PREWHERE readers."),
    ReadCompressedBytes("Compressed bytes read from column files."),
    CompressedReadBufferBlocks("Compressed blocks decompressed."),
    CompressedReadBufferBytes("Uncompressed bytes produced by decompression."),
    FilteringMarksWithPrimaryKeyMicroseconds("Time spent filtering marks with the primary key, in microseconds."),
    FilteringMarksWithSecondaryKeysMicroseconds("Time spent filtering marks with skip indexes, in microseconds."),
    QueryConditionCacheHits("Query condition cache lookups that found an entry."),
    QueryConditionCacheMisses("Query condition cache lookups that found no entry."),
    MarkCacheHits("Mark cache lookups that found the marks."),
    AggregationPreallocatedElementsInHashTables("Groups a GROUP BY's hash tables were sized for at once, from the sizes earlier runs of the same aggregation reached."),
    MarkCacheMisses("Mark cache lookups that had to load the marks."),
    InsertedRows("Rows inserted into tables."),
    InsertedBytes("Uncompressed bytes inserted into tables."),
    MergeTreeDataWriterRows("Rows written into new parts by inserts."),
    MergeTreeDataWriterBlocks("Blocks (parts) written by inserts."),
    DelayedInserts("Inserts slowed down because a partition had many parts."),
    DelayedInsertsMilliseconds("Time inserts were slowed down by because a partition had many parts, in milliseconds."),
    RejectedInserts("Inserts rejected with TOO_MANY_PARTS."),
    FileSync("Files forced to disk (fsync) by inserts."),
    FileSyncElapsedMicroseconds("Time spent forcing files to disk by inserts, in microseconds."),
    DirectorySync("Directories forced to disk (fsync) by inserts."),
    DirectorySyncElapsedMicroseconds("Time spent forcing directories to disk by inserts, in microseconds."),
    MergeLabParseMicroseconds("MergeLab only: time spent parsing the query text, in microseconds."),
    MergeLabAnalyseMicroseconds("MergeLab only: time spent analysing the query into a plan, in microseconds."),
    MergeLabPlanMicroseconds("MergeLab only: time spent building the processor pipeline, in microseconds."),
    MergeLabIndexAnalysisMicroseconds("MergeLab only: time spent choosing parts and mark ranges to read (index analysis), in microseconds."),
    MergeLabExecuteMicroseconds("MergeLab only: the rest of the query's run time, in microseconds."),
    MergeLabStreamingSkippedMarks("MergeLab only: granules a read stream skipped because a skip index excluded them right before reading (use_skip_indexes_on_data_read = 1)."),
    MergeLabStreamingIndexGranulesRead("MergeLab only: skip index granules read by read streams (use_skip_indexes_on_data_read = 1).");

    private final String description;

    ProfileEvent(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
