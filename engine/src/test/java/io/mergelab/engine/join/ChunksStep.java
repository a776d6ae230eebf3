package io.mergelab.engine.join;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.SourceProcessor;
import java.util.ArrayDeque;
import java.util.List;

/** A test source step: one source per lane, each emitting its list of chunks. */
record ChunksStep(Header header, List<List<Chunk>> lanes) implements SourceStep {

    @Override
    public String name() {
        return "ReadFromChunks";
    }

    @Override
    public String description() {
        return "";
    }

    @Override
    public void initializePipeline(QueryPipelineBuilder pipeline, PipelineContext ctx) {
        for (List<Chunk> lane : lanes) {
            pipeline.addSource(new ListSource(lane));
        }
    }

    /** Emits the given chunks in order. */
    static final class ListSource extends SourceProcessor {
        private final ArrayDeque<Chunk> chunks;

        ListSource(List<Chunk> chunks) {
            this.chunks = new ArrayDeque<>(chunks);
        }

        @Override
        public String name() {
            return "ListSource";
        }

        @Override
        protected Chunk generate() {
            return chunks.poll();
        }
    }
}
