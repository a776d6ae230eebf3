package io.mergelab.engine.plan.step;

import io.mergelab.engine.index.ExecutedRead;
import io.mergelab.engine.index.IndexAnalysis;
import io.mergelab.engine.IndexStage;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.index.Selection;
import io.mergelab.engine.index.SelectionMemo;
import io.mergelab.engine.index.cache.ConditionCacheFill;
import io.mergelab.engine.index.cache.ConditionCacheStage;
import io.mergelab.engine.index.stream.SkipIndexGranuleFilter;
import io.mergelab.engine.index.stream.StreamingSkipTally;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.LazyMaterializingRows;
import io.mergelab.engine.processor.transform.MergeTreeSelectSource;
import io.mergelab.engine.processor.transform.ReadBlockSize;
import io.mergelab.engine.processor.transform.TableScanSource;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the needed columns of a MergeTree table's active parts (one snapshot per run): {@link #selectRanges()}
 * picks the parts and mark ranges to read, which are split into contiguous shares over up to {@code max_threads}
 * parallel {@code MergeTreeSelect} streams. As in ClickHouse, small reads use fewer streams: one per
 * {@code merge_tree_min_rows_for_concurrent_read} rows. EXPLAIN (actions, ESTIMATE) reports the same selection.
 *
 * <p>The main read of a lazily materialized query ({@code rowIndex} not null) records its parts snapshot there and
 * outputs, after the table columns, the {@value #ROW_INDEX} column (UInt64) that the lazy read is addressed by.
 *
 * <p>With a {@code prewhere} (null when there is none) each stream reads the condition's columns first and the
 * other columns only for granules where some row passed; the read outputs only the passing rows.
 *
 * <p>{@code limitRows} (0: none) is ClickHouse's trivial LIMIT: a query that only takes the first {@code limitRows}
 * rows of the table (LIMIT and OFFSET, and no filter, aggregation, sort or join) reads in blocks of that many rows, on
 * one stream, so it reads no more granules than the rows it returns need.
 */
public record ReadFromMergeTree(String database, String table, MergeTreeTable storage, Header header,
                                LazyMaterializingRows rowIndex, ReadConditions conditions, PrewhereInfo prewhere,
                                boolean isFinal, int limitRows)
        implements SourceStep {
    /** The row number column a lazily materialized read adds, as ClickHouse names it. */
    public static final String ROW_INDEX = "__global_row_index";

    /** A plain read of {@code header}'s columns: no conditions, no row index. */
    public ReadFromMergeTree(String database, String table, MergeTreeTable storage, Header header, Settings settings) {
        this(database, table, storage, header, null, ReadConditions.none(settings));
    }

    /** A read without PREWHERE. */
    public ReadFromMergeTree(String database, String table, MergeTreeTable storage, Header header,
                             LazyMaterializingRows rowIndex, ReadConditions conditions) {
        this(database, table, storage, header, rowIndex, conditions, null, false, 0);
    }

    /** The same read, asked for {@code conditions} (which index analysis prunes by). */
    public ReadFromMergeTree withConditions(ReadConditions conditions) {
        return new ReadFromMergeTree(database, table, storage, header, rowIndex, conditions, prewhere, isFinal, limitRows);
    }

    /**
     * The same read taking only its first {@code rows} rows (at least 1), for a trivial LIMIT: blocks of that many
     * rows, one stream.
     */
    public ReadFromMergeTree withLimitRows(int rows) {
        return new ReadFromMergeTree(database, table, storage, header, rowIndex, conditions, prewhere, isFinal,
                Math.max(1, rows));
    }

    /**
     * The same read with {@code FINAL}: rows of equal sorting key collapse to the ReplacingMergeTree winner (see
     * {@link FinalReadPipeline}).
     */
    public ReadFromMergeTree asFinal() {
        return new ReadFromMergeTree(database, table, storage, header, rowIndex, conditions, prewhere, true, limitRows);
    }

    /**
     * The same read filtering by {@code prewhere} as it reads; its header becomes the PREWHERE's output columns
     * (then the row index, if read).
     */
    public ReadFromMergeTree withPrewhere(PrewhereInfo prewhere) {
        List<String> names = new ArrayList<>(prewhere.output().names());
        List<DataType> types = new ArrayList<>(prewhere.output().types());
        if (rowIndex != null) {
            names.add(ROW_INDEX);
            types.add(IntegerType.UINT64);
        }
        return new ReadFromMergeTree(database, table, storage, new Header(names, types), rowIndex, conditions, prewhere,
                isFinal, limitRows);
    }

    /** The table columns this read outputs (the header without the row index). */
    public List<String> tableColumns() {
        List<String> names = header.names();
        return rowIndex == null ? names : names.subList(0, names.size() - 1);
    }

    @Override
    public String name() {
        return "ReadFromMergeTree";
    }

    @Override
    public String description() {
        return database + "." + table;
    }

    /** What this read would read now, after index analysis. The pipeline and EXPLAIN both ask here. */
    public Selection selectRanges() {
        return IndexAnalysis.select(storage, conditions, IndexAnalysis.Purpose.READ, isFinal);
    }

    /**
     * What EXPLAIN reports: the selection with the Skip stages applied, whatever {@code use_skip_indexes_on_data_read}
     * says; when the plan is explained after it ran, the selection the run made ({@link SelectionMemo}).
     */
    public Selection explainRanges() {
        return SelectionMemo.selection(this,
                () -> IndexAnalysis.select(storage, conditions, IndexAnalysis.Purpose.EXPLAIN, isFinal));
    }

    /** {@code ReadType: Default}, {@code Parts: n}, {@code Granules: n} of the current selection, then the PREWHERE. */
    @Override
    public List<String> actionLines() {
        Selection s = explainRanges();
        List<String> lines = new ArrayList<>(List.of("ReadType: Default", "Parts: " + s.parts().size(), "Granules: " + s.marks()));
        if (prewhere != null) {
            lines.addAll(prewhere.describe());
        }
        return lines;
    }

    @Override
    public Map<String, Object> actionJson() {
        Selection s = explainRanges();
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Read Type", "Default");
        map.put("Parts", s.parts().size());
        map.put("Granules", s.marks());
        if (prewhere != null) {
            map.put("Prewhere info", prewhere.toJson());
        }
        return map;
    }

    @Override
    public List<IndexStage> indexStages() {
        return explainRanges().funnel();
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        initializePipeline(pipeline, ctx, null);
    }

    /**
     * {@link #initializePipeline(QueryPipelineBuilder, PipelineContext)}, each stream outputting one row of
     * {@code totals} per block instead of its rows ({@code null}: the rows); only for a read without PREWHERE, row
     * index or FINAL, of {@code totals}' columns.
     */
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx, BlockTotals totals) {
        long selectionStart = System.nanoTime();
        Selection selection = selectRanges();
        long marks = selection.marks();
        ctx.readCounters().addSelection(selection.partsTotal(), selection.parts().size(), selection.ranges(),
                selection.marksTotal(), marks, System.nanoTime() - selectionStart);
        ctx.readCounters().addSkipIndexFiltering(selection.skipIndexNanos());
        StreamingSkipTally tally = selection.skipIndexesForRead().isEmpty() ? null
                : new StreamingSkipTally(selection.skipIndexesForRead().size());
        ctx.readCounters().addRead(new ExecutedRead(this, database, table, selection, tally));
        ctx.readCounters().addPrimaryKeyTime(selection.primaryKeyNanos());
        ctx.readCounters().addConditionCacheLookups(selection.cacheLookups().hits(), selection.cacheLookups().misses());
        if (isFinal) {
            FinalReadPipeline.build(this, selection, pipeline, ctx);
            return;
        }
        ConditionCacheFill cacheFill = ConditionCacheStage.condition(storage, conditions)
                .map(c -> new ConditionCacheFill(storage.conditionCache().orElseThrow(), storage.uuid(), c, this,
                        selection.parts()))
                .orElse(null);
        List<String> columns = tableColumns();
        if (rowIndex != null) {
            rowIndex.snapshot(selection.parts().stream().map(PartRanges::part).toList());
        }
        if (marks == 0) {
            pipeline.addSource(new TableScanSource("NullSource", Collections::emptyIterator));
            return;
        }
        long minRows = Math.max(1, ctx.settings().getLong("merge_tree_min_rows_for_concurrent_read"));
        long byRows = Math.max(1, (selection.rows() + minRows - 1) / minRows);
        int streams = limitRows > 0 ? 1 : (int) Math.min(Math.min(ctx.maxThreads(), marks), byRows);
        List<SkipIndexGranuleFilter.IndexCheck> streamingChecks = selection.skipIndexesForRead().stream()
                .map(u -> new SkipIndexGranuleFilter.IndexCheck(u.index().index(), u.condition()))
                .toList();
        ReadBlockSize blockSize = new ReadBlockSize(limitRows > 0 ? Math.min(limitRows, ctx.maxBlockRows()) : ctx.maxBlockRows(),
                ctx.settings().getLong("preferred_block_size_bytes"));
        for (List<PartRanges> share : split(selection.parts(), marks, streams)) {
            MergeTreeSelectSource source = new MergeTreeSelectSource(share, columns, prewhere, blockSize,
                    ctx.readCounters(), rowIndex).withConditionCacheFill(cacheFill).withBlockTotals(totals);
            if (!streamingChecks.isEmpty()) {
                source.withGranuleFilter(new SkipIndexGranuleFilter(streamingChecks, ctx.readCounters(), tally, cacheFill));
            }
            pipeline.addSource(source);
        }
    }

    /** Cuts the selected granules, in order, into {@code streams} contiguous shares of nearly equal size. */
    static List<List<PartRanges>> split(List<PartRanges> parts, long marks, int streams) {
        List<List<PartRanges>> shares = new ArrayList<>(streams);
        long perStream = (marks + streams - 1) / streams;
        List<PartRanges> share = new ArrayList<>();
        long left = perStream;
        for (PartRanges p : parts) {
            List<MarkRange> taken = new ArrayList<>();
            for (MarkRange r : p.ranges()) {
                int begin = r.begin();
                while (begin < r.end()) {
                    int end = (int) Math.min(r.end(), begin + left);
                    taken.add(new MarkRange(begin, end));
                    left -= end - begin;
                    begin = end;
                    if (left == 0) {
                        share.add(new PartRanges(p.part(), taken));
                        taken = new ArrayList<>();
                        shares.add(share);
                        share = new ArrayList<>();
                        left = perStream;
                    }
                }
            }
            if (!taken.isEmpty()) {
                share.add(new PartRanges(p.part(), taken));
            }
        }
        if (!share.isEmpty()) {
            shares.add(share);
        }
        return shares;
    }
}
