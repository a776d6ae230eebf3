package io.mergelab.engine.testing;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.SourceProcessor;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A source step over ready chunks, for tests and benchmarks of the steps above a read: one {@link ListSource} per
 * lane, each emitting its chunks in order.
 */
public record ChunksSource(Header header, List<List<Chunk>> lanes) implements SourceStep {

    /** The chunks dealt round-robin over {@code streams} lanes. */
    public static ChunksSource dealt(Header header, List<Chunk> chunks, int streams) {
        List<List<Chunk>> lanes = new ArrayList<>();
        for (int s = 0; s < streams; s++) {
            List<Chunk> mine = new ArrayList<>();
            for (int i = s; i < chunks.size(); i += streams) {
                mine.add(chunks.get(i));
            }
            lanes.add(mine);
        }
        return new ChunksSource(header, lanes);
    }

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
    public static final class ListSource extends SourceProcessor {
        private final ArrayDeque<Chunk> chunks;

        public ListSource(List<Chunk> chunks) {
            this.chunks = new ArrayDeque<>(chunks);
        }

        @Override
        public String name() {
            return "SourceFromChunks";
        }

        @Override
        protected Chunk generate() {
            return chunks.poll();
        }
    }
}
