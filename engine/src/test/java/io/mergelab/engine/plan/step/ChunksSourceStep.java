package io.mergelab.engine.plan.step;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.SourceProcessor;
import java.util.ArrayList;
import java.util.List;

/** A test source: given chunks dealt round-robin over {@code streams} parallel sources. */
record ChunksSourceStep(Header header, List<Chunk> chunks, int streams) implements SourceStep {

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
        for (int s = 0; s < streams; s++) {
            List<Chunk> mine = new ArrayList<>();
            for (int i = s; i < chunks.size(); i += streams) {
                mine.add(chunks.get(i));
            }
            pipeline.addSource(new ListSource(mine));
        }
    }

    private static final class ListSource extends SourceProcessor {
        private final List<Chunk> chunks;
        private int next;

        ListSource(List<Chunk> chunks) {
            this.chunks = chunks;
        }

        @Override
        public String name() {
            return "SourceFromChunks";
        }

        @Override
        protected Chunk generate() {
            return next < chunks.size() ? chunks.get(next++) : null;
        }
    }
}
