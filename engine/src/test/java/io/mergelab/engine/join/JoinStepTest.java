package io.mergelab.engine.join;

import static io.mergelab.engine.join.JoinTesting.header;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.processor.LimitTransform;
import io.mergelab.engine.processor.PlanStepRef;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.sql.ast.JoinClause.Kind;
import io.mergelab.engine.sql.ast.JoinClause.Strictness;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class JoinStepTest {
    private static final Header LEFT = header("id", "UInt64", "name", "String");
    private static final Header RIGHT = header("r.id", "UInt64", "r.score", "Nullable(Float64)");

    private static ChunksSource empty(Header h, int lanes) {
        List<List<Chunk>> l = new ArrayList<>();
        for (int i = 0; i < lanes; i++) {
            l.add(List.of());
        }
        return new ChunksSource(h, l);
    }

    private static JoinStep step(Kind kind, Strictness strictness) {
        return new JoinStep(empty(LEFT, 1), empty(RIGHT, 1), kind, strictness, List.of("id"), List.of("r.id"));
    }

    @Test
    void describesItselfAsClickHouseDoes() {
        JoinStep j = step(Kind.LEFT, Strictness.DEFAULT);
        assertThat(j.name()).isEqualTo("Join");
        assertThat(j.description()).isEqualTo("JOIN FillRightFirst");
        assertThat(j.header().names()).containsExactly("id", "name", "r.id", "r.score");
        assertThat(j.header().describe()).isEqualTo("id UInt64, name String, r.id UInt64, r.score Nullable(Float64)");
        assertThat(j.actionLines()).containsExactly("Type: LEFT", "Strictness: ALL", "Algorithm: HashJoin",
                "Clauses: [(id) = (r.id)]");
        assertThat(j.children()).hasSize(2);
    }

    @Test
    void crossJoinHasNoKeysAndIsAlwaysAll() {
        JoinStep cross = new JoinStep(empty(LEFT, 1), empty(RIGHT, 1), Kind.CROSS, Strictness.DEFAULT, List.of(), List.of());
        assertThat(cross.actionLines()).containsExactly("Type: CROSS", "Strictness: ALL", "Algorithm: HashJoin");
        assertThat(cross.spec().isKeyless()).isTrue();
        assertThatThrownBy(() -> step(Kind.CROSS, Strictness.ALL)).isInstanceOf(MergeLabException.class)
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.LOGICAL_ERROR);
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"RIGHT", "FULL"})
    void anyRightAndFullAreNotImplemented(Kind kind) {
        assertThatThrownBy(() -> step(kind, Strictness.ANY)).isInstanceOf(MergeLabException.class)
                .hasMessage("ANY " + kind + " JOIN is not supported yet: ANY works with INNER and LEFT JOIN")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED);
        assertThat(step(kind, Strictness.DEFAULT).actionLines()).startsWith("Type: " + kind, "Strictness: ALL");
    }

    @Test
    void keyTypesMustMatchUpToNullableAndLowCardinality() {
        Header r = header("r.id", "Int64");
        assertThatThrownBy(() -> new JoinStep(empty(LEFT, 1), empty(r, 1), Kind.INNER, Strictness.ALL, List.of("id"), List.of("r.id")))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Type mismatch of columns to JOIN by: id UInt64 at left, r.id Int64 at right")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.TYPE_MISMATCH);
        Header nullable = header("r.id", "LowCardinality(Nullable(UInt64))");
        assertThat(new JoinStep(empty(LEFT, 1), empty(nullable, 1), Kind.INNER, Strictness.ALL, List.of("id"), List.of("r.id"))
                .spec().rightKeys()).containsExactly(0);
    }

    @Test
    void unknownKeyColumn() {
        assertThatThrownBy(() -> new JoinStep(empty(LEFT, 1), empty(RIGHT, 1), Kind.INNER, Strictness.ALL, List.of("nope"), List.of("r.id")))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Not found column nope in block. There are only columns: id, name")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK);
    }

    @Test
    void keyListsMustPairUpAndNotBeEmpty() {
        assertThatThrownBy(() -> new JoinStep(empty(LEFT, 1), empty(RIGHT, 1), Kind.INNER, Strictness.ALL, List.of("id", "name"), List.of("r.id")))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.LOGICAL_ERROR);
        assertThatThrownBy(() -> new JoinStep(empty(LEFT, 1), empty(RIGHT, 1), Kind.INNER, Strictness.ALL, List.of(), List.of()))
                .hasMessageContaining("INNER JOIN needs at least one equality")
                .hasMessageContaining("or another condition")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.INVALID_JOIN_ON_EXPRESSION);
    }

    @Test
    void arrayKeysAreNotImplemented() {
        Header l = header("a", "Array(UInt8)");
        Header r = header("b", "Array(UInt8)");
        assertThatThrownBy(() -> new JoinStep(empty(l, 1), empty(r, 1), Kind.INNER, Strictness.ALL, List.of("a"), List.of("b")))
                .hasMessage("JOIN keys of type Array(UInt8) are not supported: keys must be numbers, dates, strings or UUIDs")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED);
    }

    @Test
    void clashingColumnNamesAreRejected() {
        Header r = header("id", "UInt64");
        assertThatThrownBy(() -> new JoinStep(empty(LEFT, 1), empty(r, 1), Kind.INNER, Strictness.ALL, List.of("id"), List.of("id")))
                .hasMessage("Column id is on both sides of the JOIN; the right one must be renamed")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.DUPLICATE_COLUMN);
    }

    @Test
    void pipelineHasTheBuildSideInTheRightStepAndOneProbeLanePerLeftStream() {
        JoinStep j = new JoinStep(empty(LEFT, 2), empty(RIGHT, 3), Kind.INNER, Strictness.ALL, List.of("id"), List.of("r.id"));
        QueryPipeline p = new QueryPlan(j).buildPipeline(JoinTesting.context(2, 1000));
        List<String> shape = new ArrayList<>();
        for (Processor proc : p.processors()) {
            shape.add(proc.name() + " " + proc.inputs().size() + "→" + proc.outputs().size() + " " + proc.step().uniqueId());
        }
        assertThat(shape).containsExactlyInAnyOrder(
                "SourceFromChunks 0→1 ReadFromChunks_1", "SourceFromChunks 0→1 ReadFromChunks_1",
                "SourceFromChunks 0→1 ReadFromChunks_2", "SourceFromChunks 0→1 ReadFromChunks_2", "SourceFromChunks 0→1 ReadFromChunks_2",
                "Resize 3→1 ReadFromChunks_2", "FillingRightJoinSide 1→1 ReadFromChunks_2", "Resize 1→2 ReadFromChunks_2",
                "JoiningTransform 2→1 Join_0", "JoiningTransform 2→1 Join_0", "Resize 2→1 Join_0", "LazyOutputFormat 1→0 Join_0");
    }

    @Test
    void aSatisfiedLimitStopsTheLeftSide() {
        Header lh = header("k", "UInt64");
        Header rh = header("rk", "UInt64");
        List<Chunk> left = new ArrayList<>();
        for (int c = 0; c < 1000; c++) {
            left.add(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, new long[1000]))));
        }
        JoinStep j = new JoinStep(new ChunksSource(lh, List.of(left)),
                new ChunksSource(rh, List.of(List.of(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, 0L)))))),
                Kind.INNER, Strictness.ALL, List.of("k"), List.of("rk"));
        PipelineContext ctx = JoinTesting.context(1, 1000);
        QueryPipelineBuilder lb = new QueryPipelineBuilder();
        ((ChunksSource) j.children().get(0)).initializePipeline(lb, ctx);
        QueryPipelineBuilder rb = new QueryPipelineBuilder();
        ((ChunksSource) j.children().get(1)).initializePipeline(rb, ctx);
        QueryPipelineBuilder b = j.unitePipelines(List.of(lb, rb), new PlanStepRef(0, "Join", "", 0), ctx);
        b.addTransform(new LimitTransform(10, 0));
        QueryPipeline p = b.build();
        p.start(1, "limit", () -> false);
        long rows = 0;
        for (Iterator<Chunk> it = p.results(); it.hasNext(); ) {
            rows += it.next().rows();
        }
        assertThat(rows).isEqualTo(10);
        ProcessorStats joining = p.stats().stream().filter(s -> s.name().equals("JoiningTransform")).findFirst().orElseThrow();
        assertThat(joining.inputRows()).isLessThan(10_000);
    }

    @Test
    void buildSideBeyondTwoBillionRowsIsRefused() {
        HashJoin join = new HashJoin(JoinSpec.of(Kind.INNER, Strictness.ALL, header("k", "UInt8"), header("rk", "UInt8"),
                List.of("k"), List.of("rk")), 1, MemoryTracker.unlimited());
        Chunk big = Chunk.of(List.of(LongColumn.of(IntegerType.UINT8, new long[1 << 20])));
        for (int i = 0; i < 2048; i++) {
            join.addRightChunk(big);
        }
        assertThatThrownBy(join::finishBuild).hasMessageContaining("the hash join holds at most 2^31 - 2")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED);
    }

    @Test
    void theTrackerCountsTheBufferedSideThenTheBuiltJoin() {
        MemoryTracker tracker = MemoryTracker.unlimited();
        HashJoin join = new HashJoin(JoinSpec.of(Kind.INNER, Strictness.ALL, header("k", "UInt64"), header("rk", "UInt64"),
                List.of("k"), List.of("rk")), 1, tracker);
        join.addRightChunk(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, new long[1000]))));
        assertThat(join.memoryBytes()).isEqualTo(8000);
        assertThat(tracker.used()).isEqualTo(8000);
        join.finishBuild();
        // column of 1001 rows (with the default row) + a one-key direct table + first row of the key + row chain
        assertThat(join.memoryBytes()).isEqualTo(8008 + 4 + 4 + 4000);
        assertThat(tracker.used()).isEqualTo(join.memoryBytes());
        assertThat(tracker.peak()).isEqualTo(8000 + join.memoryBytes());
    }

    @Test
    void maxMemoryUsageStopsTheBuildSide() {
        Header lh = header("k", "UInt64");
        Header rh = header("rk", "UInt64");
        List<Chunk> right = new ArrayList<>();
        for (int c = 0; c < 10; c++) {
            right.add(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, new long[1000]))));
        }
        JoinStep j = new JoinStep(new ChunksSource(lh, List.of(List.of())), new ChunksSource(rh, List.of(right)),
                Kind.INNER, Strictness.ALL, List.of("k"), List.of("rk"));
        PipelineContext limited = new PipelineContext(JoinTesting.context(1, 1000).settings(), null,
                new ReadCounters(), () -> false, new MemoryTracker(50_000));
        QueryPipeline p = new QueryPlan(j).buildPipeline(limited);
        p.start(1, "memory", () -> false);
        assertThatThrownBy(() -> p.results().hasNext()).isInstanceOf(MergeLabException.class)
                .hasMessageStartingWith("Memory limit (for query) exceeded: would use")
                .hasMessageEndingWith("while executing FillingRightJoinSide")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.MEMORY_LIMIT_EXCEEDED);
    }

    @Test
    void pairingStreamsNeedsEqualCounts() {
        QueryPipelineBuilder a = new QueryPipelineBuilder();
        a.addSource(new ChunksSource.ListSource(List.of()));
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        assertThatThrownBy(() -> a.addPairedTransform(b, () -> null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot pair 1 streams with 0");
    }
}
