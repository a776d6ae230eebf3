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
 * downstream steps run in parallel lanes (ClickHouse PR #99548).
 */
public final class TableFunctionStep implements SourceStep {

    /** Makes the step's source processors for one execution. */
    @FunctionalInterface
    public interface SourceFactory {
        List<Processor> create(PipelineContext ctx);
    }

    private final String name;
    private final String description;
    private final Header header;
    private final SourceFactory sources;
    private final boolean parallelizeOutput;

    public TableFunctionStep(String name, String description, Header header, SourceFactory sources,
                             boolean parallelizeOutput) {
        this.name = name;
        this.description = description;
        this.header = header;
        this.sources = sources;
        this.parallelizeOutput = parallelizeOutput;
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
