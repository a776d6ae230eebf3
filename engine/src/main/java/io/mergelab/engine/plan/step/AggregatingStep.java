package io.mergelab.engine.plan.step;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.aggregate.AggregateFunction;
import io.mergelab.engine.aggregate.AggregateFunctions;
import io.mergelab.engine.aggregate.AggregationParams;
import io.mergelab.engine.aggregate.HashTableSizeStats;
import io.mergelab.engine.aggregate.ManyAggregatedData;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.TransformingStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.ResizeProcessor;
import io.mergelab.engine.processor.transform.AggregatingTransform;
import io.mergelab.engine.processor.transform.ConvertingAggregatedToChunksTransform;
import io.mergelab.engine.processor.transform.NullSource;
import io.mergelab.engine.processor.transform.ScatterByPartitionTransform;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GROUP BY: one {@code AggregatingTransform} per input stream (parallel partial aggregation), then a parallel
 * merge of the partial states by key-hash bucket. Header: the keys (as in the input), then one column per
 * aggregate. A non-final step (WITH TOTALS, as in ClickHouse) stops after the partial aggregation and hands the
 * partial states to the {@link TotalsHavingStep} above it, which merges and finalizes them.
 */
public final class AggregatingStep implements TransformingStep {
    private final PlanStep input;
    private final List<String> keyColumns;
    private final List<AggregateDescription> aggregates;
    private final AggregationParams params;
    private final Header header;
    private final boolean finalize;

    public AggregatingStep(PlanStep input, List<String> keyColumns, List<AggregateDescription> aggregates) {
        this(input, keyColumns, aggregates, true);
    }

    /** {@code finalize = false}: the partial states go to a TotalsHaving step instead of being merged here. */
    public AggregatingStep(PlanStep input, List<String> keyColumns, List<AggregateDescription> aggregates,
                           boolean finalize) {
        this.input = input;
        this.finalize = finalize;
        this.keyColumns = List.copyOf(keyColumns);
        this.aggregates = List.copyOf(aggregates);
        Header in = input.header();
        int[] keyIndexes = new int[keyColumns.size()];
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (int k = 0; k < keyIndexes.length; k++) {
            keyIndexes[k] = indexOf(in, keyColumns.get(k));
            names.add(keyColumns.get(k));
            types.add(in.types().get(keyIndexes[k]));
        }
        List<DataType> keyTypes = List.copyOf(types);
        List<AggregateFunction> functions = new ArrayList<>();
        int[][] argumentIndexes = new int[aggregates.size()][];
        for (int a = 0; a < aggregates.size(); a++) {
            AggregateDescription d = aggregates.get(a);
            List<DataType> argTypes = new ArrayList<>();
            argumentIndexes[a] = new int[d.argumentColumns().size()];
            for (int i = 0; i < argumentIndexes[a].length; i++) {
                argumentIndexes[a][i] = indexOf(in, d.argumentColumns().get(i));
                argTypes.add(in.types().get(argumentIndexes[a][i]));
            }
            AggregateFunction f = AggregateFunctions.resolve(d, argTypes);
            functions.add(f);
            names.add(d.resultName());
            types.add(f.resultType());
        }
        this.params = new AggregationParams(keyIndexes, keyTypes, functions, argumentIndexes);
        this.header = new Header(names, types);
    }

    private static int indexOf(Header header, String column) {
        int i = header.indexOf(column);
        if (i < 0) {
            throw new MergeLabException(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK,
                    "Not found column " + column + " in block. There are only columns: " + String.join(", ",
                            header.names()));
        }
        return i;
    }

    @Override
    public PlanStep input() {
        return input;
    }

    public List<String> keyColumns() {
        return keyColumns;
    }

    public List<AggregateDescription> aggregates() {
        return aggregates;
    }

    /** The resolved aggregation: key positions, aggregate functions and their argument positions. */
    public AggregationParams params() {
        return params;
    }

    public boolean isFinal() {
        return finalize;
    }

    @Override
    public String name() {
        return "Aggregating";
    }

    @Override
    public String description() {
        return "";
    }

    @Override
    public Header header() {
        return header;
    }

    /** {@code Keys:}, {@code Aggregates:} (name, {@code Function: f(T) → R}, parameters, arguments), {@code Skip merging: 0}. */
    @Override
    public List<String> actionLines() {
        List<String> lines = new ArrayList<>();
        lines.add("Keys: " + String.join(", ", keyColumns));
        if (!params.functions().isEmpty()) {
            lines.add("Aggregates:");
        }
        for (AggregateFunction f : params.functions()) {
            AggregateDescription d = f.description();
            lines.add("    " + d.resultName());
            lines.add("      Function: " + f.signature());
            if (!d.parameters().isEmpty()) {
                lines.add("      Parameters: " + parameters(d));
            }
            lines.add("      Arguments: " + (d.argumentColumns().isEmpty() ? "none" : String.join(", ", d.argumentColumns())));
        }
        lines.add("Skip merging: 0");
        return lines;
    }

    private static String parameters(AggregateDescription d) {
        return String.join(", ", d.parameters().stream().map(String::valueOf).toList());
    }

    @Override
    public Map<String, Object> actionJson() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Keys", keyColumns);
        if (!params.functions().isEmpty()) {
            List<Object> list = new ArrayList<>();
            for (AggregateFunction f : params.functions()) {
                AggregateDescription d = f.description();
                Map<String, Object> function = new LinkedHashMap<>();
                function.put("Name", d.function());
                if (!d.parameters().isEmpty()) {
                    function.put("Parameters", d.parameters().stream().map(String::valueOf).toList());
                }
                function.put("Argument Types", f.argumentTypes().stream().map(DataType::name).toList());
                function.put("Result Type", f.resultType().name());
                Map<String, Object> aggregate = new LinkedHashMap<>();
                aggregate.put("Name", d.resultName());
                aggregate.put("Function", function);
                aggregate.put("Arguments", d.argumentColumns());
                list.add(aggregate);
            }
            map.put("Aggregates", list);
        }
        map.put("Skip merging", false);
        return map;
    }

    /**
     * With k &gt; 1 streams and one key, first an exchange ({@code ScatterByPartitionTransform × k}, each output
     * gathered by a {@code Resize k → 1}) that deals the rows of many-group aggregations to the stream owning their
     * key's bucket. Then {@code AggregatingTransform × k}, then {@code Resize k → m} as a barrier (its outputs finish only when all k
     * inputs did) and {@code ConvertingAggregatedToChunksTransform × m}, each merging one bucket of the keys;
     * m = k with keys, 1 without (one row, one merger).
     */
    @Override
    public void transformPipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        pipeline.dropTotals();
        if (pipeline.streams() == 0) {
            pipeline.addSource(new NullSource());
        }
        int streams = pipeline.streams();
        if (streams > 1 && !keyColumns.isEmpty() && params.partitionable()) {
            int[] nextScatter = {0};
            pipeline.addExchange(() -> new ScatterByPartitionTransform(params, streams, nextScatter[0]++));
        }
        boolean collect = !keyColumns.isEmpty() && ctx.settings().getBool("collect_hash_table_stats_during_aggregation");
        String statsKey = collect ? streams + " streams: " + planText(this) : null;
        int expectedGroups = collect ? HashTableSizeStats.SHARED.hint(statsKey, streams,
                ctx.settings().getLong("max_size_to_preallocate_for_aggregation")) : 0;
        ctx.readCounters().addPreallocatedGroups((long) expectedGroups * streams);
        ManyAggregatedData shared = new ManyAggregatedData(streams, statsKey);
        int[] nextStream = {0};
        pipeline.addSimpleTransform(() -> new AggregatingTransform(params, shared, nextStream[0]++, expectedGroups));
        if (!finalize) {
            pipeline.handOver(ManyAggregatedData.class, shared);
            return;
        }
        int buckets = keyColumns.isEmpty() ? 1 : streams;
        if (streams > 1) {
            pipeline.addTransform(new ResizeProcessor(streams, buckets));
        }
        int[] nextBucket = {0};
        pipeline.addSimpleTransform(() -> new ConvertingAggregatedToChunksTransform(params, shared, nextBucket[0]++,
                buckets, ctx.maxBlockRows()));
    }

    /**
     * The aggregation's identity for {@link HashTableSizeStats}: every step from here down with its description and
     * output columns (the table read, the filters' and expressions' columns, the keys and aggregates). Cheap: no
     * step is asked for what would need an index analysis.
     */
    private static String planText(PlanStep step) {
        StringBuilder out = new StringBuilder(step.name()).append('(').append(step.description()).append(')')
                .append(step.header().names());
        for (PlanStep child : step.children()) {
            out.append('{').append(planText(child)).append('}');
        }
        return out.toString();
    }
}
