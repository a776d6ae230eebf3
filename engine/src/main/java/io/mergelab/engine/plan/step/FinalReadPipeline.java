package io.mergelab.engine.plan.step;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.finalread.FinalLayout;
import io.mergelab.engine.finalread.KeyOrder;
import io.mergelab.engine.finalread.Layer;
import io.mergelab.engine.finalread.PartsSplitter;
import io.mergelab.engine.index.Selection;
import io.mergelab.engine.merge.MergingParams;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.transform.ExpressionTransform;
import io.mergelab.engine.processor.transform.FilterSortedStreamByRange;
import io.mergelab.engine.processor.transform.FilterTransform;
import io.mergelab.engine.processor.transform.MergeTreeSelectSource;
import io.mergelab.engine.processor.transform.MergingTransform;
import io.mergelab.engine.processor.transform.ReadBlockSize;
import io.mergelab.engine.processor.transform.TableScanSource;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.Literal;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The processors of a {@code SELECT ... FINAL} read of a ReplacingMergeTree (or another engine that combines the rows
 * of a key, with its own merging transform), as ClickHouse's
 * {@code spreadMarkRangesAmongStreamsFinal} builds them (reference §6):
 * <ol>
 *   <li>streams = min(max_threads, max_final_threads);</li>
 *   <li>the selected parts form one group, or one per partition with
 *       {@code do_not_merge_across_partitions_select_final = 1} (or, with
 *       {@code enable_automatic_decision_for_merging_across_partitions_for_final}, when the partition key reads only
 *       primary key columns, so no key spans partitions);</li>
 *   <li>each group is split by key ({@link PartsSplitter}, at most max(1, streams · group marks / total marks)
 *       layers): each layer reads one in-order {@code MergeTreeSelect} per part, filters it to its key slice
 *       ({@code FilterSortedStreamByRange}) and merges them in its own {@code ReplacingSorted} (older parts on lower
 *       inputs, which breaks version ties); the layers run in parallel;</li>
 *   <li>ranges needing no merge are read by parallel {@code MergeTreeSelect} streams, filtered by
 *       {@code is_deleted = 0} when the table has an is_deleted column.</li>
 * </ol>
 * The reads take the sorting key's, version's and is_deleted columns too (an explicit PREWHERE filters before the
 * merge, as in ClickHouse); an {@code ExpressionTransform} then keeps the step's columns. More streams than
 * max_threads are resized down to max_threads.
 */
final class FinalReadPipeline {
    private FinalReadPipeline() {
    }

    static void build(ReadFromMergeTree read, Selection selection, QueryPipelineBuilder pipeline, PipelineContext ctx) {
        if (selection.marks() == 0) {
            pipeline.addSource(new TableScanSource("NullSource", Collections::emptyIterator));
            return;
        }
        MergeTreeTable storage = read.storage();
        TableDefinition def = storage.definition();
        Settings settings = ctx.settings();
        EvaluationContext evaluation = ctx.evaluation();
        MergingParams params = MergingParams.of(def);
        Header stored = new Header(def.storedColumns().stream().map(ColumnDefinition::name).toList(),
                def.storedColumns().stream().map(ColumnDefinition::type).toList());
        InputSchema storedSchema = new InputSchema(stored.names(), stored.types());

        Set<String> needed = new HashSet<>(read.tableColumns());
        for (Expr e : def.orderBy()) {
            needed.addAll(ExpressionCompiler.compile(e, storedSchema, evaluation).requiredColumns());
        }
        needed.addAll(params.requiredColumns());
        PrewhereInfo prewhere = null;
        Header readHeader = stored.only(needed);
        if (read.prewhere() != null) {
            prewhere = PrewhereInfo.compile(read.conditions().prewhere().orElseThrow(), stored, needed,
                    settings.getBool("enable_multiple_prewhere_read_steps"), evaluation);
            readHeader = prewhere.output();
        }
        List<String> columns = readHeader.names();
        InputSchema readSchema = new InputSchema(columns, readHeader.types());
        List<CompiledExpression> sortingKey = new ArrayList<>();
        for (Expr e : def.orderBy()) {
            sortingKey.add(ExpressionCompiler.compile(e, readSchema, evaluation));
        }
        List<CompiledExpression> primaryKey = sortingKey.subList(0, storage.keys().primaryKeySize());
        int isDeleted = params.isDeleted().map(columns::indexOf).orElse(-1);

        int streams = Math.max(1, Math.min(ctx.maxThreads(), settings.getThreads("max_final_threads")));
        boolean splittable = KeyOrder.splittable(storage.keys().primaryKeyTypes());
        boolean splitNonIntersecting = settings.getBool("split_parts_ranges_into_intersecting_and_non_intersecting_final");
        boolean splitLayers = settings.getBool("split_intersecting_parts_ranges_into_layers_final");
        long totalMarks = selection.marks();
        ReadBlockSize blockSize = new ReadBlockSize(ctx.maxBlockRows(), settings.getLong("preferred_block_size_bytes"));
        List<PartRanges> nonIntersecting = new ArrayList<>();
        for (List<PartRanges> group : groups(selection.parts(), perPartition(storage, settings))) {
            long groupMarks = group.stream().mapToLong(PartRanges::marks).sum();
            int maxLayers = (int) Math.max(1, streams * groupMarks / totalMarks);
            FinalLayout layout = PartsSplitter.split(group, maxLayers, splitNonIntersecting, splitLayers, splittable,
                    params.mergedPartsReadAsFinal());
            nonIntersecting.addAll(layout.nonIntersecting());
            for (Layer layer : layout.layers()) {
                QueryPipelineBuilder merge = pipeline.branch();
                for (PartRanges part : layer.parts()) {
                    merge.addSource(new MergeTreeSelectSource(List.of(part), columns, prewhere, blockSize,
                            ctx.readCounters(), null).inOrder());
                }
                if (layer.bounded()) {
                    merge.addSimpleTransform(() -> new FilterSortedStreamByRange(primaryKey, layer));
                }
                int inputs = merge.streams();
                merge.addTransform(new MergingTransform(params.transformName(), inputs, params.algorithm(columns,
                        readHeader.types(), inputs, chunk -> evaluate(sortingKey, chunk), true, ctx.maxBlockRows())));
                pipeline.unite(merge);
            }
        }
        if (!nonIntersecting.isEmpty()) {
            CompiledExpression notDeleted = isDeleted < 0 ? null : ExpressionCompiler.compile(FunctionCall.of("equals",
                    Identifier.of(columns.get(isDeleted)), new Literal(0L)), readSchema, evaluation);
            readWithoutMerge(nonIntersecting, streams, columns, prewhere, notDeleted, blockSize, pipeline, ctx);
        }
        if (!columns.equals(read.header().names())) {
            List<CompiledExpression> project = new ArrayList<>();
            for (String c : read.header().names()) {
                project.add(ExpressionCompiler.compile(Identifier.of(c), readSchema, evaluation));
            }
            pipeline.addSimpleTransform(() -> new ExpressionTransform(project));
        }
        if (pipeline.streams() > ctx.maxThreads()) {
            pipeline.resize(ctx.maxThreads());
        }
    }

    /**
     * Ranges no other part shares keys with: plain parallel streams over the granules, as a normal read, dropping the
     * delete rows ({@code notDeleted}: {@code is_deleted = 0}, or null when the table has no is_deleted column).
     */
    private static void readWithoutMerge(List<PartRanges> parts, int streams, List<String> columns, PrewhereInfo prewhere,
                                         CompiledExpression notDeleted, ReadBlockSize blockSize,
                                         QueryPipelineBuilder pipeline, PipelineContext ctx) {
        long marks = parts.stream().mapToLong(PartRanges::marks).sum();
        long rows = parts.stream().mapToLong(PartRanges::rows).sum();
        long minRows = Math.max(1, ctx.settings().getLong("merge_tree_min_rows_for_concurrent_read"));
        int n = (int) Math.min(Math.min(streams, marks), Math.max(1, (rows + minRows - 1) / minRows));
        QueryPipelineBuilder plain = pipeline.branch();
        for (List<PartRanges> share : ReadFromMergeTree.split(parts, marks, n)) {
            plain.addSource(new MergeTreeSelectSource(share, columns, prewhere, blockSize, ctx.readCounters(), null));
        }
        if (notDeleted != null) {
            plain.addSimpleTransform(() -> new FilterTransform(notDeleted));
        }
        pipeline.unite(plain);
    }

    /**
     * Whether partitions are read independently: asked for by {@code do_not_merge_across_partitions_select_final}, or
     * decided automatically when the partition key reads only primary key columns (a key then lives in one partition,
     * so the result is the same).
     */
    static boolean perPartition(MergeTreeTable storage, Settings settings) {
        if (settings.getBool("do_not_merge_across_partitions_select_final")) {
            return true;
        }
        if (!settings.getBool("enable_automatic_decision_for_merging_across_partitions_for_final")
                || !storage.keys().isPartitioned()) {
            return false;
        }
        List<String> keyColumns = new ArrayList<>();
        List<Expr> primaryKey = storage.definition().orderBy().subList(0, storage.keys().primaryKeySize());
        for (Expr e : primaryKey) {
            if (e instanceof Identifier id) {
                keyColumns.add(id.name());
            }
        }
        return keyColumns.containsAll(storage.keys().partitionSourceColumns());
    }

    /** The parts in one group, or grouped by partition (in part order). */
    private static List<List<PartRanges>> groups(List<PartRanges> parts, boolean perPartition) {
        if (!perPartition) {
            return List.of(parts);
        }
        Map<String, List<PartRanges>> byPartition = new LinkedHashMap<>();
        for (PartRanges p : parts) {
            byPartition.computeIfAbsent(p.part().partitionId(), k -> new ArrayList<>()).add(p);
        }
        return List.copyOf(byPartition.values());
    }

    private static List<Column> evaluate(List<CompiledExpression> exprs, Chunk chunk) {
        List<Column> out = new ArrayList<>(exprs.size());
        for (CompiledExpression e : exprs) {
            out.add(e.evaluate(chunk));
        }
        return out;
    }
}
