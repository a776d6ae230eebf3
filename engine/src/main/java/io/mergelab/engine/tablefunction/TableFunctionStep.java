package io.mergelab.engine.tablefunction;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import java.util.List;

/**
 * The source step of a table function (or of system.numbers): fresh source processors per pipeline build.
 * Single-source storages (file, url) ask for {@code parallelizeOutput}: with the setting
 * {@code parallelize_output_from_storages} on, a {@code Resize 1 → max_threads} follows the source so that
 * downstream steps run in parallel lanes (ClickHouse PR #99548). Steps made {@link #reading reading} a column subset
 * (file, url) read only the columns a query uses; the others always produce their whole header.
 */
public final class TableFunctionStep implements SourceStep {

    /** Makes the step's source processors for one execution. */
    @FunctionalInterface
    public interface SourceFactory {
        List<Processor> create(PipelineContext ctx);
    }

    /** Makes source processors producing the columns of {@code read} (a subset of the step's structure). */
    @FunctionalInterface
    public interface ColumnSourceFactory {
        List<Processor> create(PipelineContext ctx, Header read);
    }

    private final String name;
    private final String description;
    private final Header header;
    private final SourceFactory sources;
    private final boolean parallelizeOutput;
    /** Null when the sources always produce the whole header. */
    private final ColumnSourceFactory columnSources;

    public TableFunctionStep(String name, String description, Header header, SourceFactory sources,
                             boolean parallelizeOutput) {
        this(name, description, header, sources, parallelizeOutput, null);
    }

    private TableFunctionStep(String name, String description, Header header, SourceFactory sources,
                              boolean parallelizeOutput, ColumnSourceFactory columnSources) {
        this.name = name;
        this.description = description;
        this.header = header;
        this.sources = sources;
        this.parallelizeOutput = parallelizeOutput;
        this.columnSources = columnSources;
    }

    /** A step over {@code structure} whose reads can be narrowed to the columns a query uses ({@link #withColumns}). */
    public static TableFunctionStep reading(String name, Header structure, ColumnSourceFactory sources,
                                            boolean parallelizeOutput) {
        return new TableFunctionStep(name, "", structure, ctx -> sources.create(ctx, structure), parallelizeOutput,
                sources);
    }

    /**
     * The step reading only {@code columns} (in the structure's order; the first column when none is named, so rows
     * can still be counted); this step itself when its sources cannot be narrowed.
     */
    public TableFunctionStep withColumns(List<String> columns) {
        if (columnSources == null) {
            return this;
        }
        Header read = columns.isEmpty() ? header.only(header.names().subList(0, 1)) : header.only(columns);
        return new TableFunctionStep(name, description, read, ctx -> columnSources.create(ctx, read),
                parallelizeOutput, columnSources);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Header header() {
        return header;
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        for (Processor source : sources.create(ctx)) {
            pipeline.addSource(source);
        }
        if (parallelizeOutput && ctx.settings().getBool("parallelize_output_from_storages")
                && pipeline.streams() < ctx.maxThreads()) {
            pipeline.resize(ctx.maxThreads());
        }
    }
}
