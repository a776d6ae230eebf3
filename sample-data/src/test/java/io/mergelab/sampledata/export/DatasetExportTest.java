package io.mergelab.sampledata.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.EngineConfig;
import io.mergelab.engine.Session;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.EngineChecksum;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generated data exported to files: the same bytes at any thread count, and the engine reads back the rows it would load. */
class DatasetExportTest {
    private static final long ROWS = 140_000;
    private static final Dataset HITS = Datasets.named("hits");

    @TempDir
    Path dir;

    private static BlockGenerator hits() {
        return HITS.generator(HITS.knobs(ROWS, 11, Map.of()));
    }

    @Test
    void exportsAreByteIdenticalAtOneAndTwoThreadsAndReadBackAsTheLoadedTable() throws IOException {
        assertThat(hits().blockCount()).isEqualTo(2);
        try (Engine engine = Engine.open(dir.resolve("engine"), EngineConfig.defaults().withUserFilesPath(dir))) {
            Session s = engine.newSession();
            s.execute(HITS.createTable("hits")).close();
            new TableLoader(engine).load("hits", HITS.columnNames(), hits(), 2, Map.of(), (done, total) -> { });
            List<Object> loaded = EngineChecksum.of(s, "hits", HITS.columnNames());
            assertThat(loaded.get(0)).isEqualTo(ROWS);

            for (String format : List.of("CSVWithNames", "TSV", "JSONEachRow")) {
                Path one = export(format, 1);
                Path two = export(format, 2);
                assertThat(Files.mismatch(one, two)).as(format + " at 1 and 2 threads").isEqualTo(-1L);
                String file = "file('" + one + "', '" + format + "', '" + HITS.columnsClause() + "')";
                assertThat(EngineChecksum.of(s, file, HITS.columnNames())).as(format + " read back").isEqualTo(loaded);
                Files.delete(two);
            }
            Path csv = dir.resolve("hits-1.CSVWithNames");
            assertThat(Files.readAllLines(csv).get(0)).startsWith("\"WatchID\",\"JavaEnable\",\"Title\"");
            Path typed = export("CSVWithNamesAndTypes", 1);
            assertThat(EngineChecksum.of(s, "file('" + typed + "', 'CSVWithNamesAndTypes')", HITS.columnNames()))
                    .as("with the structure inferred from the names and types lines").isEqualTo(loaded);
        }
    }

    /** DateTime64(3) milliseconds and LowCardinality strings survive a JSONEachRow round trip. */
    @Test
    void logsReadBackFromJsonEachRowAsLoadedIntoAMemoryTable() {
        Dataset logs = Datasets.named("logs");
        BlockGenerator generator = logs.generator(logs.knobs(20_000, 3, Map.of("errors", "0.2")));
        Path file = dir.resolve("logs.json");
        new FileExporter().export(generator, logs.columnNames(), logs.columnTypes(), file,
                ExportFormat.named("JSONEachRow"), 2, (done, total) -> { });
        try (Engine engine = Engine.open(dir.resolve("engine"), EngineConfig.defaults().withUserFilesPath(dir))) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE logs (" + logs.columnsClause() + ") ENGINE = Memory").close();
            new TableLoader(engine).load("logs", logs.columnNames(), generator, 1, Map.of(), (done, total) -> { });
            List<Object> loaded = EngineChecksum.of(s, "logs", logs.columnNames());
            assertThat(loaded.get(0)).isEqualTo(20_000L);
            String read = "file('" + file + "', 'JSONEachRow', '" + logs.columnsClause() + "')";
            assertThat(EngineChecksum.of(s, read, logs.columnNames())).isEqualTo(loaded);
        }
    }

    private Path export(String format, int threads) {
        Path file = dir.resolve("hits-" + threads + "." + format);
        LoadResult result = new FileExporter().export(hits(), HITS.columnNames(), HITS.columnTypes(), file,
                ExportFormat.named(format), threads, (done, total) -> { });
        assertThat(result.rows()).isEqualTo(ROWS);
        assertThat(result.blocks()).isEqualTo(2);
        return file;
    }
}
