package io.mergelab.sampledata.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
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

/** hits exported to files: the same bytes at any thread count, and the engine reads back the rows it would load. */
class DatasetExportTest {
    private static final long ROWS = 70_000;
    private static final Dataset HITS = Datasets.named("hits");

    @TempDir
    Path dir;

    private static BlockGenerator hits() {
        return HITS.generator(HITS.knobs(ROWS, 11, Map.of()));
    }

    @Test
    void exportsAreByteIdenticalAtOneAndTwoThreadsAndReadBackAsTheLoadedTable() throws IOException {
        assertThat(hits().blockCount()).isEqualTo(2);
        try (Engine engine = Engine.open(dir.resolve("engine"))) {
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

    private Path export(String format, int threads) {
        Path file = dir.resolve("hits-" + threads + "." + format);
        LoadResult result = new FileExporter().export(hits(), HITS.columnNames(), HITS.columnTypes(), file,
                ExportFormat.named(format), threads, (done, total) -> { });
        assertThat(result.rows()).isEqualTo(ROWS);
        assertThat(result.blocks()).isEqualTo(2);
        return file;
    }
}
