package io.mergelab.engine.plan.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class AggregatingStepTest {

    static Chunk chunk(List<DataType> types, List<List<Object>> rows) {
        List<Column> columns = new ArrayList<>();
        for (int c = 0; c < types.size(); c++) {
            ColumnBuilder b = ColumnBuilder.create(types.get(c));
            for (List<Object> row : rows) {
                b.appendValue(row.get(c));
            }
            columns.add(b.build());
        }
        return new Chunk(columns, rows.size());
    }

    /** Runs the step over its source and returns every output row, plus the chunk sizes seen. */
    static Result run(AggregatingStep step, int threads, int maxBlockSize) {
        PipelineContext ctx = new PipelineContext(Settings.queryDefaults().with("max_block_size",
                String.valueOf(maxBlockSize)), EvaluationContext.system(), new ReadCounters(), () -> false);
        QueryPipeline p = new QueryPlan(step).buildPipeline(ctx);
        p.start(threads, "agg-test", () -> false);
        List<List<Object>> rows = new ArrayList<>();
        List<Integer> chunkRows = new ArrayList<>();
        Iterator<Chunk> it = p.results();
        while (it.hasNext()) {
            Chunk c = it.next();
            chunkRows.add(c.rows());
            for (int r = 0; r < c.rows(); r++) {
                List<Object> row = new ArrayList<>();
                for (Column col : c.columns()) {
                    row.add(col.get(r));
                }
                rows.add(row);
            }
        }
        return new Result(rows, chunkRows, p.stats());
    }

    record Result(List<List<Object>> rows, List<Integer> chunkRows, List<ProcessorStats> stats) {
    }

    private static AggregateDescription agg(String fn, String result, String... args) {
        return new AggregateDescription(fn, List.of(), Arrays.asList(args), result, false);
    }

    private static final List<String> NAMES = List.of("k", "s", "v");
    private static final List<DataType> TYPES = List.of(DataType.parse("UInt32"), DataType.parse("Nullable(String)"),
            DataType.parse("Int64"));

    private static ChunksSource source(int streams) {
        List<Chunk> chunks = List.of(
                chunk(TYPES, List.of(List.of(1L, "a", 10L), Arrays.asList(2L, null, 20L), List.of(1L, "b", 30L))),
                chunk(TYPES, List.of(List.of(3L, "a", 1L), List.of(2L, "a", 2L))),
                chunk(TYPES, List.of(List.of(1L, "a", 5L))));
        return ChunksSource.dealt(new Header(NAMES, TYPES), chunks, streams);
    }

    @Test
    void headerHasKeysThenAggregates() {
        AggregatingStep step = new AggregatingStep(source(1), List.of("s", "k"),
                List.of(agg("count", "count()"), agg("sum", "sum(v)", "v")));
        assertThat(step.header().names()).containsExactly("s", "k", "count()", "sum(v)");
        assertThat(step.header().types()).extracting(DataType::name)
                .containsExactly("Nullable(String)", "UInt32", "UInt64", "Int64");
        assertThat(step.name()).isEqualTo("Aggregating");
        assertThat(step.actionLines()).contains("Keys: s, k", "      Function: sum(Int64) → Int64");
    }

    @Test
    void groupsByOneIntegerKeyInParallel() {
        AggregatingStep step = new AggregatingStep(source(2), List.of("k"),
                List.of(agg("count", "c"), agg("sum", "total", "v"), agg("groupArray", "g", "s")));
        Result r = run(step, 2, 65_536);
        assertThat(r.rows()).containsExactlyInAnyOrder(
                List.of(1L, 3L, 45L, List.of("a", "b", "a")),
                List.of(2L, 2L, 22L, List.of("a")),
                List.of(3L, 1L, 1L, List.of("a")));
        assertThat(r.stats()).extracting(ProcessorStats::name).containsExactly("SourceFromChunks", "SourceFromChunks",
                "ScatterByPartitionTransform", "ScatterByPartitionTransform", "Resize", "Resize",
                "AggregatingTransform", "AggregatingTransform", "Resize", "ConvertingAggregatedToChunksTransform",
                "ConvertingAggregatedToChunksTransform", "Resize", "LazyOutputFormat");
        assertThat(r.stats().get(8).parentIds()).hasSize(2);
        assertThat(r.stats().get(6).stepUniqId()).isEqualTo("Aggregating_0");
    }

    @Test
    void groupsByANullableStringAndByTwoKeys() {
        AggregatingStep byString = new AggregatingStep(source(2), List.of("s"), List.of(agg("max", "m", "v")));
        assertThat(run(byString, 2, 100).rows()).containsExactlyInAnyOrder(
                List.of("a", 10L), List.of("b", 30L), Arrays.asList(null, 20L));
        AggregatingStep twoKeys = new AggregatingStep(source(1), List.of("k", "s"), List.of(agg("count", "c")));
        assertThat(run(twoKeys, 1, 100).rows()).containsExactlyInAnyOrder(List.of(1L, "a", 2L), List.of(1L, "b", 1L),
                Arrays.asList(2L, null, 1L), List.of(2L, "a", 1L), List.of(3L, "a", 1L));
    }

    @Test
    void groupsByOneStringKey() {
        List<DataType> types = List.of(DataType.parse("LowCardinality(String)"), DataType.parse("Float64"));
        Chunk c = chunk(types, List.of(List.of("x", 1.5), List.of("y", 2.0), List.of("x", 0.5)));
        AggregatingStep step = new AggregatingStep(ChunksSource.dealt(new Header(List.of("s", "f"), types),
                List.of(c, c), 2), List.of("s"), List.of(agg("avg", "a", "f")));
        assertThat(step.header().types().get(0).name()).isEqualTo("LowCardinality(String)");
        assertThat(run(step, 2, 100).rows()).containsExactlyInAnyOrder(List.of("x", 1.0), List.of("y", 2.0));
    }

    @Test
    void groupsByFloatAndLowCardinalityNullableKeys() {
        List<DataType> types = List.of(DataType.parse("LowCardinality(Nullable(String))"), DataType.parse("Float64"),
                DataType.parse("Date"));
        Chunk c = chunk(types, List.of(Arrays.asList(null, 1.5, java.time.LocalDate.of(2024, 5, 1)),
                Arrays.asList("x", 1.5, java.time.LocalDate.of(2024, 5, 1)),
                Arrays.asList(null, 1.5, java.time.LocalDate.of(2024, 5, 2))));
        AggregatingStep step = new AggregatingStep(ChunksSource.dealt(new Header(List.of("s", "f", "d"), types),
                List.of(c, c), 2), List.of("s", "f"), List.of(agg("max", "m", "d"), agg("count", "n")));
        assertThat(step.header().types().get(0).name()).isEqualTo("LowCardinality(Nullable(String))");
        assertThat(run(step, 2, 100).rows()).containsExactlyInAnyOrder(
                Arrays.asList(null, 1.5, java.time.LocalDate.of(2024, 5, 2), 4L),
                Arrays.asList("x", 1.5, java.time.LocalDate.of(2024, 5, 1), 2L));
    }

    @Test
    void resultComesInChunksOfAtMostMaxBlockSize() {
        AggregatingStep step = new AggregatingStep(source(1), List.of("k", "s"), List.of(agg("count", "c")));
        Result r = run(step, 1, 2);
        assertThat(r.rows()).hasSize(5);
        assertThat(r.chunkRows()).containsExactly(2, 2, 1);
    }

    @Test
    void withoutKeysThereIsAlwaysOneRow() {
        ChunksSource empty = ChunksSource.dealt(new Header(NAMES, TYPES), List.of(), 2);
        AggregatingStep step = new AggregatingStep(empty, List.of(),
                List.of(agg("count", "c"), agg("sum", "s", "v"), agg("max", "m", "s")));
        assertThat(run(step, 2, 100).rows()).containsExactly(Arrays.asList(0L, 0L, null));
        ChunksSource noStreams = ChunksSource.dealt(new Header(NAMES, TYPES), List.of(), 0);
        Result r = run(new AggregatingStep(noStreams, List.of(), List.of(agg("count", "c"))), 2, 100);
        assertThat(r.rows()).containsExactly(List.of(0L));
        assertThat(r.stats()).extracting(ProcessorStats::name).startsWith("NullSource", "AggregatingTransform");
        AggregatingStep full = new AggregatingStep(source(2), List.of(), List.of(agg("count", "c"),
                agg("uniqExact", "u", "s")));
        assertThat(run(full, 2, 100).rows()).containsExactly(List.of(6L, 2L));
    }

    @Test
    void withKeysEmptyInputGivesNoRows() {
        ChunksSource empty = ChunksSource.dealt(new Header(NAMES, TYPES), List.of(), 2);
        AggregatingStep step = new AggregatingStep(empty, List.of("k"), List.of(agg("count", "c")));
        assertThat(run(step, 2, 100).rows()).isEmpty();
    }

    @Test
    void unknownColumnsAndUnsupportedKeysAreRejected() {
        assertThatThrownBy(() -> new AggregatingStep(source(1), List.of("nope"), List.of()))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_FOUND_COLUMN_IN_BLOCK))
                .hasMessageContaining("Not found column nope in block");
        assertThatThrownBy(() -> new AggregatingStep(source(1), List.of(), List.of(agg("sum", "x", "missing"))))
                .isInstanceOf(MergeLabException.class)
                .hasMessageContaining("missing");
        List<DataType> arrays = List.of(DataType.parse("Array(Int64)"));
        ChunksSource src = ChunksSource.dealt(new Header(List.of("a"), arrays), List.of(), 1);
        assertThatThrownBy(() -> new AggregatingStep(src, List.of("a"), List.of()))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED))
                .hasMessageContaining("Array(Int64)");
    }
}
