package io.mergelab.engine.tablefunction;

import static io.mergelab.engine.tablefunction.NumbersFunctionTest.assertError;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.context;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.processorNames;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.resolve;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rows;
import static io.mergelab.engine.tablefunction.TableFunctionTesting.rowsWithLimit;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.SourceStep;
import io.mergelab.engine.processor.QueryPipelineBuilder;
import io.mergelab.engine.processor.SimpleTransform;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileFunctionTest {
    @TempDir
    Path dir;

    private String write(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content);
        return p.toString();
    }

    @Test
    void csvWithAStructure() throws IOException {
        String path = write("a.csv", "1,\"x, y\"\n2,z\n");
        SourceStep step = resolve("file('" + path + "', 'CSV', 'id UInt32, s String')");
        assertThat(step.name()).isEqualTo("ReadFromFile");
        assertThat(step.header().names()).containsExactly("id", "s");
        PipelineContext ctx = context();
        assertThat(rows(step, ctx)).containsExactly(List.of(1L, "x, y"), List.of(2L, "z"));
        assertThat(ctx.readCounters().rows()).isEqualTo(2);
    }

    @Test
    void tsvAndJsonEachRow() throws IOException {
        String tsv = write("a.tsv", "1\ta\\tb\n2\t\\N\n");
        assertThat(rows(resolve("file('" + tsv + "', 'TSV', 'id UInt8, s Nullable(String)')"), context()))
                .containsExactly(List.of(1L, "a\tb"), java.util.Arrays.asList(2L, null));
        String json = write("a.jsonl", "{\"id\": 1, \"s\": \"x\"}\n{\"s\": \"y\", \"id\": 2}\n{\"id\": 3}\n");
        assertThat(rows(resolve("file('" + json + "', 'JSONEachRow', 'id UInt64, s String')"), context()))
                .containsExactly(List.of(1L, "x"), List.of(2L, "y"), List.of(3L, ""));
    }

    @Test
    void withNamesReordersToTheStructureAndFillsMissingColumns() throws IOException {
        String path = write("n.csv", "s,id\nx,1\n");
        assertThat(rows(resolve("file('" + path + "', 'CSVWithNames', 'id UInt8, s String, extra UInt8')"), context()))
                .containsExactly(List.of(1L, "x", 0L));
    }

    @Test
    void theStructureIsInferredFromANamesAndTypesHeader() throws IOException {
        String csv = write("t.csv", "id,\"name\"\nUInt16,Nullable(String)\n7,seven\n");
        SourceStep step = resolve("file('" + csv + "', 'CSVWithNamesAndTypes')");
        assertThat(step.header().names()).containsExactly("id", "name");
        assertThat(step.header().types()).containsExactly(DataType.parse("UInt16"), DataType.parse("Nullable(String)"));
        assertThat(rows(step, context())).containsExactly(List.of(7L, "seven"));

        String tsv = write("t.tsv", "d\tn\nDate\tInt8\n2024-01-02\t-1\n");
        SourceStep t = resolve("file('" + tsv + "', 'TSVWithNamesAndTypes')");
        assertThat(t.header().types()).containsExactly(DataType.parse("Date"), DataType.parse("Int8"));
        assertThat(rows(t, context())).hasSize(1);
    }

    @Test
    void gzipFilesAreDecompressed() throws IOException {
        Path p = dir.resolve("z.csv.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
            out.write("5\n6\n".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(rows(resolve("file('" + p + "', 'CSV', 'x UInt8')"), context())).containsExactly(List.of(5L), List.of(6L));
    }

    @Test
    void limitStopsReadingEarly() throws IOException {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            big.append(i).append('\n');
        }
        String path = write("big.csv", big.toString());
        PipelineContext ctx = context("max_block_size", "1000", "max_threads", "2");
        List<List<Object>> rows = rowsWithLimit(resolve("file('" + path + "', 'CSV', 'n UInt64')"), ctx, 5);
        assertThat(rows).containsExactly(List.of(0L), List.of(1L), List.of(2L), List.of(3L), List.of(4L));
        assertThat(ctx.readCounters().rows()).isLessThanOrEqualTo(10_000);
    }

    @Test
    void oneSourceThenResizeToMaxThreadsWhenParallelizeOutputIsOn() throws IOException {
        String path = write("p.csv", "1\n");
        SourceStep step = resolve("file('" + path + "', 'CSV', 'x UInt8')");
        assertThat(processorNames(step, context("max_threads", "4")))
                .containsExactly("File 0 → 1", "Resize 1 → 4");
        assertThat(processorNames(step, context("max_threads", "4", "parallelize_output_from_storages", "0")))
                .containsExactly("File 0 → 1");
        assertThat(processorNames(step, context("max_threads", "1"))).containsExactly("File 0 → 1");
    }

    @Test
    void downstreamRunsInMaxThreadsLanesAfterTheResize() throws IOException {
        StringBuilder data = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            data.append(i).append('\n');
        }
        String path = write("lanes.csv", data.toString());
        SourceStep step = resolve("file('" + path + "', 'CSV', 'x UInt64')");
        assertThat(lanes(step, context("max_threads", "4", "max_block_size", "100"))).isEqualTo(4);
        assertThat(lanes(step, context("max_threads", "4", "max_block_size", "100", "parallelize_output_from_storages", "0")))
                .isEqualTo(1);
    }

    /** Builds the step, adds one pass-through transform per stream (as aggregation would) and counts the streams. */
    private static int lanes(SourceStep step, PipelineContext ctx) {
        QueryPipelineBuilder b = new QueryPipelineBuilder();
        step.initializePipeline(b, ctx);
        Set<Object> lanes = ConcurrentHashMap.newKeySet();
        b.addSimpleTransform(() -> new SimpleTransform() {
            @Override
            public String name() {
                return "ExpressionTransform";
            }

            @Override
            protected Chunk transform(Chunk chunk) {
                lanes.add(this);
                return chunk;
            }
        });
        int streams = b.streams();
        var pipeline = b.build();
        pipeline.start(ctx.maxThreads(), "lanes", () -> false);
        long rows = 0;
        for (var it = pipeline.results(); it.hasNext(); ) {
            rows += it.next().rows();
        }
        assertThat(rows).isEqualTo(20_000);
        assertThat(lanes).hasSizeLessThanOrEqualTo(streams);
        return streams;
    }

    @Test
    void errors() throws IOException {
        String csv = write("e.csv", "1\n");
        assertError("file('" + dir.resolve("missing.csv") + "', 'CSV', 'x UInt8')", ErrorCode.FILE_DOESNT_EXIST, "doesn't exist");
        assertError("file('" + dir + "', 'CSV', 'x UInt8')", ErrorCode.CANNOT_OPEN_FILE, "it is a directory");
        assertError("file('" + dir + "/*.csv', 'CSV', 'x UInt8')", ErrorCode.NOT_IMPLEMENTED, "Globs");
        assertError("file('" + csv + "', 'Parquet', 'x UInt8')", ErrorCode.UNKNOWN_FORMAT, "Parquet");
        assertError("file('" + csv + "', 'CSV')", ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE,
                "Specify the structure as the third argument");
        assertError("file('" + csv + "')", ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "'path, format[, structure]'");
        assertError("file('" + csv + "', 'CSV', 'x')", ErrorCode.BAD_ARGUMENTS, "cannot parse structure");
        String empty = write("empty.csv", "");
        assertError("file('" + empty + "', 'CSVWithNamesAndTypes')", ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE,
                "header lines are missing");
        String uneven = write("uneven.csv", "a,b\nUInt8\n");
        assertError("file('" + uneven + "', 'CSVWithNamesAndTypes')", ErrorCode.CANNOT_EXTRACT_TABLE_STRUCTURE,
                "2 names but 1 types");
    }
}
