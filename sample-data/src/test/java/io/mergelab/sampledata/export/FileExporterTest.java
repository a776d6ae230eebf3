package io.mergelab.sampledata.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import io.mergelab.sampledata.testing.SequenceGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FileExporterTest {
    private static final SequenceGenerator GENERATOR = SequenceGenerator.of(5_000, 300);
    private static final String CHECKSUM = "SELECT count(), sum(id), sum(cityHash64(id, label, value)), uniqExact(label) FROM ";

    /** An engine holding the generator's rows in table {@code loaded}, for comparing files with. */
    private static Engine engine;
    private static Session session;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() {
        engine = Engine.inMemory();
        session = engine.newSession();
        session.execute("CREATE TABLE loaded (" + SequenceGenerator.COLUMNS + ") ENGINE = MergeTree ORDER BY id");
        new TableLoader(engine).load("loaded", SequenceGenerator.NAMES, GENERATOR, 2, Map.of(), LoadProgress.NONE);
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static LoadResult export(SequenceGenerator generator, Path file, String format, int threads) {
        return new FileExporter().export(generator, SequenceGenerator.NAMES, SequenceGenerator.TYPES, file,
                ExportFormat.named(format), threads, LoadProgress.NONE);
    }

    private static void failsWith(Runnable call, ErrorCode code, String... parts) {
        assertThatThrownBy(call::run)
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(code))
                .hasMessageContainingAll(parts);
    }

    @ParameterizedTest
    @ValueSource(strings = {"CSV", "TSVWithNames", "JSONEachRow"})
    void oneAndFourThreadsWriteTheSameBytes(String format) throws IOException {
        Path one = dir.resolve("one");
        Path four = dir.resolve("four");

        LoadResult result = export(GENERATOR, one, format, 1);
        export(GENERATOR, four, format, 4);

        assertThat(result.rows()).isEqualTo(5_000);
        assertThat(result.blocks()).isEqualTo(17);
        assertThat(result.cancelled()).isFalse();
        assertThat(Files.size(one)).isPositive();
        assertThat(Files.mismatch(one, four)).isEqualTo(-1L);
    }

    @Test
    void progressFollowsTheBlocksWrittenUpToTheTotal() {
        List<Long> done = new CopyOnWriteArrayList<>();

        new FileExporter().export(GENERATOR, SequenceGenerator.NAMES, SequenceGenerator.TYPES, dir.resolve("p.tsv"),
                ExportFormat.named("TSV"), 3, (rows, total) -> {
                    assertThat(total).isEqualTo(5_000);
                    done.add(rows);
                });

        assertThat(done).hasSize(17).isSorted().endsWith(5_000L).startsWith(300L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"CSVWithNames", "TSVWithNames", "TabSeparatedWithNamesAndTypes"})
    void writesTheHeaderOnce(String format) throws IOException {
        Path file = dir.resolve("h");

        export(GENERATOR, file, format, 3);

        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String names = format.startsWith("CSV") ? "\"id\",\"label\",\"value\"" : "id\tlabel\tvalue";
        int headerLines = format.endsWith("AndTypes") ? 2 : 1;
        assertThat(lines).hasSize(5_000 + headerLines);
        assertThat(lines.get(0)).isEqualTo(names);
        assertThat(lines.stream().filter(names::equals)).hasSize(1);
        if (headerLines == 2) {
            assertThat(lines.get(1)).isEqualTo("UInt64\tString\tInt64");
            assertThat(lines.stream().filter(l -> l.startsWith("UInt64\t"))).hasSize(1);
        }
    }

    @Test
    void anEmptyGenerationStillWritesTheHeader() throws IOException {
        Path file = dir.resolve("empty.csv");

        LoadResult result = export(SequenceGenerator.of(0, 100), file, "CSVWithNames", 2);

        assertThat(result.rows()).isZero();
        assertThat(Files.readString(file)).isEqualTo("\"id\",\"label\",\"value\"\n");
    }

    @Test
    void anUnknownFormatIsNamedWithTheKnownOnes() {
        failsWith(() -> ExportFormat.named("Parquet"), ErrorCode.UNKNOWN_FORMAT,
                "Cannot export generated data as Parquet", "CSVWithNames", "JSONEachRow");
    }

    @Test
    void aMissingDirectoryOrADirectoryAsTargetCannotBeOpened() throws IOException {
        Path missing = dir.resolve("no/such/dir/out.csv");
        failsWith(() -> export(GENERATOR, missing, "CSV", 2), ErrorCode.CANNOT_OPEN_FILE,
                "Cannot write file " + missing, "does not exist");

        Path directory = Files.createDirectory(dir.resolve("out.csv"));
        failsWith(() -> export(GENERATOR, directory, "CSV", 2), ErrorCode.CANNOT_OPEN_FILE,
                "Cannot write file " + directory, "it is a directory");
        assertThat(directory).isEmptyDirectory();
    }

    @Test
    void aFailingBlockLeavesNoFile() throws IOException {
        Path file = dir.resolve("bad.csv");
        SequenceGenerator failing = GENERATOR.failingAt(5);

        failsWith(() -> export(failing, file, "CSV", 2), ErrorCode.LOGICAL_ERROR, "block 5 cannot be generated");
        assertThat(listing()).isEmpty();
    }

    @Test
    void cancelLeavesNoFileAndNoTemporaryFile() throws Exception {
        Path file = dir.resolve("cancelled.csv");
        FileExporter exporter = new FileExporter();
        CountDownLatch started = new CountDownLatch(2);
        CompletableFuture<LoadResult> run = CompletableFuture.supplyAsync(() -> exporter.export(
                SequenceGenerator.of(100_000, 100).slow(10), SequenceGenerator.NAMES, SequenceGenerator.TYPES, file,
                ExportFormat.named("CSV"), 2, (done, total) -> started.countDown()));

        assertThat(started.await(60, TimeUnit.SECONDS)).isTrue();
        exporter.cancel();
        LoadResult result = run.get(60, TimeUnit.SECONDS);

        assertThat(result.cancelled()).isTrue();
        assertThat(listing()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"CSVWithNames", "TSVWithNames", "JSONEachRow"})
    void theFileLoadsBackIntoTheEngineWithTheSameRows(String format) {
        Path file = engine.userFilesPath().resolve("rows-" + format + ".data");
        export(GENERATOR, file, format, 3);
        String fileFunction = "file('" + file + "', '" + format + "', '" + SequenceGenerator.COLUMNS + "')";

        List<Object> fromFile = row(session, CHECKSUM + fileFunction);

        assertThat(fromFile).isEqualTo(row(session, CHECKSUM + "loaded"));
        assertThat(fromFile.get(0)).isEqualTo(5_000L);
        assertThat(row(session, "SELECT label FROM " + fileFunction + " WHERE id = 10")).containsExactly("row \"10\", tenth");
    }

    private static List<Object> row(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            return r.rows().get(0);
        }
    }

    private List<Path> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.toList();
        }
    }
}
