package io.mergelab.engine.plan.step;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.LazyMaterializingRows;
import io.mergelab.engine.processor.transform.MergeTreeSelectSource;
import io.mergelab.engine.processor.transform.MergeTreeSelectSource.PartRanges;
import io.mergelab.engine.processor.transform.TableScanSource;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Reads the needed columns of a MergeTree table's active parts (one snapshot per run): the parts' granules are
 * split into contiguous mark ranges over up to {@code max_threads} parallel {@code MergeTreeSelect} streams.
 * As in ClickHouse, small reads use fewer streams: one per {@code merge_tree_min_rows_for_concurrent_read} rows.
 *
 * <p>The main read of a lazily materialized query ({@code rowIndex} not null) records its parts snapshot there and
 * outputs, after the table columns, the {@value #ROW_INDEX} column (UInt64) that the lazy read is addressed by.
 */
public record ReadFromMergeTree(String database, String table, MergeTreeTable storage, Header header,
                                LazyMaterializingRows rowIndex) implements SourceStep {
    /** The row number column a lazily materialized read adds, as ClickHouse names it. */
    public static final String ROW_INDEX = "__global_row_index";

    public ReadFromMergeTree(String database, String table, MergeTreeTable storage, Header header) {
        this(database, table, storage, header, null);
    }
    @Override
    public String name() {
        return "ReadFromMergeTree";
    }

    @Override
    public String description() {
        return database + "." + table;
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        List<DataPart> parts = storage.activeParts();
        List<String> columns = header.names();
        if (rowIndex != null) {
            rowIndex.snapshot(parts);
            columns = columns.subList(0, columns.size() - 1);
        }
        long marks = 0;
        long rows = 0;
        for (DataPart p : parts) {
            marks += p.granules();
            rows += p.rows();
        }
        if (marks == 0) {
            pipeline.addSource(new TableScanSource("NullSource", Collections::emptyIterator));
            return;
        }
        long minRows = Math.max(1, ctx.settings().getLong("merge_tree_min_rows_for_concurrent_read"));
        long byRows = Math.max(1, (rows + minRows - 1) / minRows);
        int streams = (int) Math.min(Math.min(ctx.maxThreads(), marks), byRows);
        for (List<PartRanges> share : split(parts, marks, streams)) {
            pipeline.addSource(new MergeTreeSelectSource(share, columns, ctx.maxBlockRows(), ctx.readCounters(), rowIndex));
        }
    }

    /** Cuts the parts' granules, in order, into {@code streams} contiguous shares of nearly equal size. */
    static List<List<PartRanges>> split(List<DataPart> parts, long marks, int streams) {
        List<List<PartRanges>> shares = new ArrayList<>(streams);
        long perStream = (marks + streams - 1) / streams;
        List<PartRanges> share = new ArrayList<>();
        long left = perStream;
        for (DataPart p : parts) {
            int begin = 0;
            while (begin < p.granules()) {
                int end = (int) Math.min(p.granules(), begin + left);
                share.add(new PartRanges(p, List.of(new MarkRange(begin, end))));
                left -= end - begin;
                begin = end;
                if (left == 0) {
                    shares.add(share);
                    share = new ArrayList<>();
                    left = perStream;
                }
            }
        }
        if (!share.isEmpty()) {
            shares.add(share);
        }
        return shares;
    }
}
