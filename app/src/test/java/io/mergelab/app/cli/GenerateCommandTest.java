package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.engine.Engine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab generate} in process, with a test dataset, on a temporary data directory. */
class GenerateCommandTest {
    private static final int BLOCK_ROWS = 1000;

    @TempDir
    Path dataDir;

    @TempDir
    Path files;

    private CommandOutcome run(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--path");
        all.add(dataDir.toString());
        return CommandOutcome.run("", List.of(new TinyDataset(BLOCK_ROWS)), all);
    }

    private List<List<Object>> query(String sql) {
        try (Engine engine = Engine.open(dataDir)) {
            return engine.newSession().execute(sql).rows();
        }
    }

    private CommandOutcome succeeds(String... args) {
        CommandOutcome outcome = run(args);
        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        return outcome;
    }

    private void assertFails(CommandOutcome outcome, int exitCode, String line) {
        assertThat(outcome.errLines()).containsExactly(line);
        assertThat(outcome.exitCode()).isEqualTo(exitCode);
    }

    @Test
    void loadsIntoTheDatasetsTableCreatedWithItsDefaultLayout() {
        CommandOutcome outcome = succeeds("generate", "tiny", "--rows", "2_500", "--threads", "2");

        assertThat(outcome.out()).isEmpty();
        assertThat(outcome.errLines()).anySatisfy(line -> assertThat(line)
                .matches("Loaded 2500 rows into default\\.tiny in [0-9.]+ s \\(.+ rows/s\\)"));
        assertThat(query("SELECT count(), min(id), max(id), uniqExact(label) FROM default.tiny"))
                .containsExactly(List.of(2500L, 1L, 2500L, 10L));
        assertThat(query("SELECT engine FROM system.tables WHERE database = 'default' AND name = 'tiny'"))
                .containsExactly(List.of("MergeTree"));
    }

    @Test
    void fingerprintOptionPrintsTheLoadedTablesFingerprint() {
        CommandOutcome outcome = succeeds("generate", "tiny", "--rows", "2_500", "--threads", "1", "--fingerprint");

        assertThat(outcome.out()).startsWith("default.tiny: 2,500 rows in 3 parts, sorting key (id), key sortedness 1.0000\n");
        assertThat(outcome.out().lines().filter(l -> l.startsWith("id ")).findFirst()).hasValueSatisfying(
                line -> assertThat(line.split(" +")).containsExactly("id", "UInt64", "2,500", "1", "2500", "0.0000", "1.0000"));
    }

    @Test
    void aLoadIsRecordedSoRunsOfTheTableShowWhatMadeItAndWhetherItChanged() {
        CommandOutcome generated = succeeds("generate", "tiny", "--rows", "2_500", "--seed", "7", "--threads", "1",
                "--knob", "distinct=5");
        String recorded = generated.errLines().get(generated.errLines().size() - 1);
        assertThat(recorded).matches("Recorded default\\.tiny in mergelab\\.datasets: 2500 rows, digest [0-9a-f]{16}");
        String digest = recorded.substring(recorded.length() - 16);
        String store = files.resolve("runs").toString();

        String unchanged = showRunOf(store, "SELECT count() FROM tiny WHERE label = 'k1'");
        succeeds("sql", "-q", "INSERT INTO default.tiny SELECT * FROM default.tiny LIMIT 1");
        String modified = showRunOf(store, "SELECT count() FROM tiny");

        assertThat(unchanged).contains("Data: default.tiny from generator tiny(rows=2500, seed=7), digest " + digest
                + ", unchanged since generated\n");
        assertThat(modified).contains("Data: default.tiny from generator tiny(rows=2500, seed=7), digest " + digest
                + ", modified since generated (2,501 rows now, 2,500 then)\n");
    }

    @Test
    void aRunShownAsJsonCarriesTheDatasetWithEveryParameter() throws IOException {
        succeeds("generate", "tiny", "--rows", "100", "--seed", "3", "--threads", "1", "--knob", "distinct=5");
        String store = files.resolve("runs").toString();
        CommandOutcome ran = succeeds("run", "--store", store, "-q", "SELECT count() FROM tiny");

        CommandOutcome shown = succeeds("show", runId(ran), "--store", store, "-f", "JSON");

        JsonNode dataset = new ObjectMapper().readTree(shown.out()).path("datasets").get(0);
        assertThat(dataset.path("table").asText()).isEqualTo("default.tiny");
        assertThat(dataset.path("generator").asText()).isEqualTo("tiny");
        assertThat(dataset.path("parameters").toString()).isEqualTo("{\"rows\":\"100\",\"seed\":\"3\",\"distinct\":\"5\",\"skew\":\"1.5\"}");
        assertThat(dataset.path("rowsAtGeneration").asLong()).isEqualTo(100);
        assertThat(dataset.path("currentRows").asLong()).isEqualTo(100);
    }

    private String showRunOf(String store, String sql) {
        CommandOutcome ran = succeeds("run", "--store", store, "-q", sql);
        return succeeds("show", runId(ran), "--store", store).out();
    }

    private static String runId(CommandOutcome ran) {
        return ran.errLines().stream().filter(l -> l.startsWith("Run: ")).findFirst().orElseThrow().substring(5);
    }

    @Test
    void fingerprintOfAFileIsRejected() {
        assertFails(run("generate", "tiny", "--rows", "10", "--out", files.resolve("t.csv").toString(), "--fingerprint"),
                36, "Code: 36. DB::Exception: Option '--fingerprint' needs a table, not '--out FILE'. (BAD_ARGUMENTS)");
    }

    @Test
    void theCommandLineOffersTheBuiltInDatasets() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandStreams streams = new CommandStreams(new ByteArrayInputStream(new byte[0]), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        Path csv = files.resolve("needle.csv");

        int exit = MergeLabCommand.commandLine(streams, (dir, store, engine) -> fail("no window expected"), Map.of())
                .execute("generate", "needle", "--rows", "3000", "--knob", "period=100", "--out", csv.toString());

        assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(3001).first().isEqualTo("\"s\"");
        assertThat(lines).filteredOn("\"needle\""::equals).hasSize(30);
        MergeLabCommand.commandLine(streams, (dir, store, engine) -> fail("no window expected"), Map.of()).execute("generate", "--list");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\nneedle: ", "\nevents: ", "\nhits: ", "\nlogs: ");
    }

    @Test
    void printsPlainProgressLinesWhenStderrIsNotATerminal() {
        CommandOutcome outcome = run("generate", "tiny", "--rows", "10K", "--threads", "1");

        assertThat(outcome.errLines()).filteredOn(l -> l.startsWith("Progress: ")).hasSize(10)
                .first().asString().startsWith("Progress: 10% (1000 of 10000 rows, ");
        assertThat(outcome.errLines()).filteredOn(l -> l.startsWith("Progress: ")).last().asString()
                .startsWith("Progress: 100% (10000 of 10000 rows, ");
    }

    @Test
    void seedKnobsAndTableOptionsReachTheGenerator() {
        CommandOutcome outcome = run("generate", "tiny", "--rows", "1e3", "--seed", "100", "--knob", "distinct=3",
                "--knob", "skew=0", "--table", "lab.t");

        assertThat(outcome.exitCode()).isZero();
        assertThat(query("SELECT count(), min(id), uniqExact(label) FROM lab.t")).containsExactly(List.of(1000L, 100L, 3L));
    }

    @Test
    void sameSeedGivesTheSameRowsWhateverTheThreadCount() {
        succeeds("generate", "tiny", "--rows", "5000", "--seed", "7", "--threads", "1", "--table", "one");
        succeeds("generate", "tiny", "--rows", "5000", "--seed", "7", "--threads", "3", "--table", "three");

        assertThat(query("SELECT count(), sum(id), groupArray(label) FROM (SELECT * FROM one ORDER BY id)"))
                .isEqualTo(query("SELECT count(), sum(id), groupArray(label) FROM (SELECT * FROM three ORDER BY id)"));
    }

    @Test
    void appendsToAnExistingTableWithTheDatasetsColumns() {
        try (Engine engine = Engine.open(dataDir)) {
            engine.newSession().execute("CREATE TABLE mine (id UInt64, label LowCardinality(String), extra UInt8 DEFAULT 7)"
                    + " ENGINE = MergeTree ORDER BY label").close();
        }

        succeeds("generate", "tiny", "--rows", "1500", "--table", "mine");
        succeeds("generate", "tiny", "--rows", "1500", "--table", "default.mine");

        assertThat(query("SELECT count(), sum(extra) FROM mine")).containsExactly(List.of(3000L, 21000L));
    }

    @Test
    void existingTableWithoutTheDatasetsColumnsIsAClearError() {
        try (Engine engine = Engine.open(dataDir)) {
            engine.newSession().execute("CREATE TABLE other (id Int32, x String) ENGINE = MergeTree ORDER BY id").close();
        }

        assertFails(run("generate", "tiny", "--rows", "10", "--table", "other"), 36,
                "Code: 36. DB::Exception: Table default.other exists but does not fit dataset tiny: column id is Int32,"
                + " not UInt64; no column label String. Choose another --table or drop this one. (BAD_ARGUMENTS)");
        assertThat(query("SELECT count() FROM other")).containsExactly(List.of(0L));
    }

    @Test
    void exportsToAFileInTheFormatItsExtensionImplies() throws IOException {
        Path csv = files.resolve("tiny.csv");

        CommandOutcome outcome = run("generate", "tiny", "--rows", "3", "--out", csv.toString());

        assertThat(outcome.exitCode()).isZero();
        assertThat(Files.readString(csv)).isEqualTo("\"id\",\"label\"\n1,\"k1\"\n2,\"k2\"\n3,\"k3\"\n");
        assertThat(outcome.errLines()).anySatisfy(line -> assertThat(line)
                .startsWith("Wrote 3 rows to " + csv + " (CSVWithNames) in "));
        assertThat(outcome.errLines()).last().asString().isEqualTo("file() reads only files under "
                + dataDir.resolve("user_files") + " (user_files_path): write or move the file there to query it");
        assertThat(dataDir).isEmptyDirectory();
    }

    @Test
    void aFileWrittenUnderUserFilesIsNamedAsFileReadsIt() throws IOException {
        Path csv = Files.createDirectories(dataDir.resolve("user_files/gen")).resolve("tiny.csv");

        CommandOutcome outcome = run("generate", "tiny", "--rows", "3", "--out", csv.toString());

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.errLines()).last().asString().isEqualTo("Query it with file('gen/tiny.csv', 'CSVWithNames')");
        assertThat(query("SELECT count() FROM file('gen/tiny.csv', 'CSVWithNames', 'id UInt64, label String')")).containsExactly(List.of(3L));
    }

    @Test
    void formatOptionOverridesTheExtension() throws IOException {
        Path out = files.resolve("tiny.csv");

        CommandOutcome outcome = run("generate", "tiny", "--rows", "2", "--seed", "0", "--out", out.toString(), "-f", "JSONEachRow");

        assertThat(outcome.exitCode()).isZero();
        assertThat(Files.readString(out)).isEqualTo("{\"id\":\"0\",\"label\":\"k0\"}\n{\"id\":\"1\",\"label\":\"k1\"}\n");
    }

    @Test
    void listShowsEachDatasetWithItsKnobs() {
        CommandOutcome outcome = run("generate", "--list");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out()).isEqualTo("""
                Every dataset takes --rows N and --seed S; set its knobs with --knob name=value.

                tiny: Counting ids with a few labels, for tests.
                  knob      default  range         meaning
                  distinct  10       1 .. 1000000  Number of distinct labels.
                  skew      1.5      0 .. 4        Accepted and checked, changes nothing here.
                """);
    }

    @Test
    void helpExplainsRowsFormatsAndCtrlC() {
        CommandOutcome outcome = run("generate", "--help");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.err()).contains("--rows", "--knob", "1M", ".csv CSVWithNames", ".tsv TSVWithNames",
                "JSONEachRow", "TabSeparated", "exit code is 130");
    }

    @Test
    void negativeRowsAreRejected() {
        assertFails(run("generate", "tiny", "--rows", "-5"), 36,
                "Code: 36. DB::Exception: Number of rows must not be negative, got -5. (BAD_ARGUMENTS)");
    }

    @Test
    void unparsableRowsAreRejected() {
        assertFails(run("generate", "tiny", "--rows", "lots"), 36, "Code: 36. DB::Exception: Cannot parse number of rows"
                + " 'lots': expected e.g. 1000000, 1_000_000, 1M or 1e6. (BAD_ARGUMENTS)");
    }

    @Test
    void unknownDatasetIsRejected() {
        assertFails(run("generate", "nope", "--rows", "5"), 36,
                "Code: 36. DB::Exception: Unknown dataset 'nope'; known datasets: tiny. (BAD_ARGUMENTS)");
    }

    @Test
    void unknownKnobIsRejected() {
        assertFails(run("generate", "tiny", "--rows", "5", "--knob", "colour=red"), 36,
                "Code: 36. DB::Exception: Dataset tiny has no knob 'colour'; its knobs: distinct, skew. (BAD_ARGUMENTS)");
    }

    @Test
    void skewOutOfRangeIsRejected() {
        assertFails(run("generate", "tiny", "--rows", "5", "--knob", "skew=9"), 36,
                "Code: 36. DB::Exception: Knob skew of dataset tiny is out of range: 9 (allowed 0 .. 4). (BAD_ARGUMENTS)");
        assertThat(dataDir).isEmptyDirectory();
    }

    @Test
    void unknownFormatIsRejected() {
        CommandOutcome outcome = run("generate", "tiny", "--rows", "5", "--out", files.resolve("x.out").toString(), "-f", "Parquetish");

        assertThat(outcome.exitCode()).isEqualTo(73);
        assertThat(outcome.errLines()).singleElement().asString()
                .startsWith("Code: 73. DB::Exception: Cannot export generated data as Parquetish; formats: TabSeparated, ")
                .endsWith("(UNKNOWN_FORMAT)");
    }

    @Test
    void unwritableOutPathIsRejected() {
        Path missing = files.resolve("no-such-dir").resolve("x.csv");

        CommandOutcome outcome = run("generate", "tiny", "--rows", "5", "--out", missing.toString());

        assertThat(outcome.exitCode()).isEqualTo(76);
        assertThat(outcome.errLines()).singleElement().asString().isEqualTo("Code: 76. DB::Exception: Cannot write file "
                + missing + ": directory " + missing.getParent() + " does not exist. (CANNOT_OPEN_FILE)");
    }

    @Test
    void tableAndOutTogetherAreRejected() {
        assertFails(run("generate", "tiny", "--rows", "5", "--table", "t", "--out", files.resolve("x.csv").toString()), 36,
                "Code: 36. DB::Exception: Options '--table' and '--out' cannot be specified at the same time. (BAD_ARGUMENTS)");
    }

    @Test
    void formatWithoutOutIsRejected() {
        assertFails(run("generate", "tiny", "--rows", "5", "-f", "CSV"), 36,
                "Code: 36. DB::Exception: Option '--format' needs '--out FILE'. (BAD_ARGUMENTS)");
    }

    @Test
    void badTableNameIsRejected() {
        assertFails(run("generate", "tiny", "--rows", "5", "--table", "a.b.c"), 36,
                "Code: 36. DB::Exception: Bad table name 'a.b.c': expected db.table or table (letters, digits and '_')."
                + " (BAD_ARGUMENTS)");
    }

    @Test
    void zeroThreadsAreRejected() {
        assertFails(run("generate", "tiny", "--rows", "5", "--threads", "0"), 36,
                "Code: 36. DB::Exception: Number of threads must be at least 1, got 0. (BAD_ARGUMENTS)");
    }

    @Test
    void missingRowsIsAUsageError() {
        CommandOutcome outcome = run("generate", "tiny");

        assertThat(outcome.exitCode()).isEqualTo(2);
        assertThat(outcome.errLines()).first().isEqualTo("Missing required option: '--rows=N'");
    }

    @Test
    void missingDatasetIsAUsageError() {
        CommandOutcome outcome = run("generate", "--rows", "5");

        assertThat(outcome.exitCode()).isEqualTo(2);
        assertThat(outcome.errLines()).first().isEqualTo("Missing required parameter: '<dataset>'");
    }

    @Test
    void knobWithoutValueIsAUsageError() {
        CommandOutcome outcome = run("generate", "tiny", "--rows", "5", "--knob", "skew");

        assertThat(outcome.exitCode()).isEqualTo(2);
        assertThat(outcome.errLines()).first().asString().contains("--knob", "KEY=VALUE");
    }
}
