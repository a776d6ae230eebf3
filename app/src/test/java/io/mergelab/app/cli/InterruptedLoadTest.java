package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C for real: {@code generate} or {@code scenario load} runs in a child JVM, gets SIGINT in the middle of its
 * work, and must leave whole blocks only (a load) or no file at all (an export), end with exit code 130 and say what
 * it kept.
 */
class InterruptedLoadTest {
    private static final int BLOCK_ROWS = 1000;
    private static final long ROWS = 100_000_000L;
    private static final long START_TIMEOUT_MILLIS = 60_000;
    /** A committed part's directory, such as {@code all_1_1_0} (not {@code tmp_insert_all_1_1_0}). */
    private static final Pattern PART = Pattern.compile("(?!tmp_)[^_]+_\\d+_\\d+_\\d+");
    private static final Pattern CANCELLED = Pattern.compile("Cancelled: (\\d+) of " + ROWS + " rows loaded into default\\.tiny");

    /**
     * A process started in the background of a non-interactive shell (`cmd &`, nohup) ignores SIGINT, and a JVM that
     * starts with SIGINT ignored keeps ignoring it, as do the children it starts: Ctrl-C cannot be tested there.
     */
    @BeforeAll
    static void sigintReachesChildren() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (Files.exists(status)) {
            long ignored = Files.readAllLines(status).stream().filter(l -> l.startsWith("SigIgn:"))
                    .mapToLong(l -> Long.parseUnsignedLong(l.substring("SigIgn:".length()).strip(), 16)).findFirst()
                    .orElse(0);
            Assumptions.assumeTrue((ignored & 0b10) == 0, "SIGINT is ignored in this process (started in the background)");
        }
    }

    @TempDir
    Path dataDir;

    @TempDir
    Path files;

    @Test
    void interruptedLoadLeavesWholeBlocksOnly() throws Exception {
        Path log = files.resolve("child.log");
        Process child = start(log, "generate", "tiny", "--rows", Long.toString(ROWS), "--threads", "2",
                "--path", dataDir.toString());

        awaitOrFail(child, log, () -> partCount() >= 3);
        interrupt(child);

        assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("child exits after SIGINT").isTrue();
        String output = Files.readString(log);
        assertThat(child.exitValue()).as(output).isEqualTo(ExitCodes.CANCELLED);
        Matcher cancelled = CANCELLED.matcher(output);
        assertThat(cancelled.find()).as(output).isTrue();
        long reported = Long.parseLong(cancelled.group(1));
        assertThat(leftovers()).as("unfinished inserts left behind").isEmpty();

        long count = count("default.tiny");
        assertThat(count).isPositive().isLessThan(ROWS).isEqualTo(reported);
        assertThat(count % BLOCK_ROWS).as("whole blocks only").isZero();
        assertThat(count("default.tiny")).as("a second open sees the same rows").isEqualTo(count);
    }

    @Test
    void interruptedExportLeavesNoFile() throws Exception {
        Path log = files.resolve("child.log");
        Path out = files.resolve("big.csv");
        Path partial = files.resolve(".big.csv.tmp");
        Process child = start(log, "generate", "tiny", "--rows", Long.toString(ROWS), "--threads", "2",
                "--out", out.toString());

        awaitOrFail(child, log, () -> size(partial) > 0);
        interrupt(child);

        assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("child exits after SIGINT").isTrue();
        String output = Files.readString(log);
        assertThat(child.exitValue()).as(output).isEqualTo(ExitCodes.CANCELLED);
        assertThat(output).contains("Cancelled: " + out + " was not written");
        assertThat(files).isDirectoryNotContaining(p -> p.equals(out) || p.equals(partial));
    }

    @Test
    void interruptedScenarioLoadLeavesWholeBlocksOnly() throws Exception {
        Path scenario = Files.writeString(files.resolve("big.json"), """
                {"name": "big-needle", "description": "One needle table, large.",
                 "dataset": {"name": "needle", "rows": %d, "seed": 1, "knobs": {}},
                 "variants": [{"name": "t", "table": {"engine": "MergeTree", "orderBy": "s"}}],
                 "queries": [{"name": "needles", "sql": "SELECT count() FROM {table} WHERE s = 'needle'"}],
                 "settingsVariants": [{"name": "default", "settings": {}}], "repetitions": 1, "warmups": 0}
                """.formatted(ROWS));
        Path log = files.resolve("child.log");
        Process child = start(log, "scenario", "load", scenario.toString(), "--threads", "2", "--path", dataDir.toString());

        awaitOrFail(child, log, () -> partCount() >= 1);
        interrupt(child);

        assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("child exits after SIGINT").isTrue();
        String output = Files.readString(log);
        assertThat(child.exitValue()).as(output).isEqualTo(ExitCodes.CANCELLED);
        Matcher cancelled = Pattern.compile("Cancelled: scenario big-needle stopped in variant t \\((\\d+) of " + ROWS
                + " rows loaded\\); 0 variants before it are complete").matcher(output);
        assertThat(cancelled.find()).as(output).isTrue();
        assertThat(leftovers()).as("unfinished inserts left behind").isEmpty();

        long count = count("scenario_big_needle.t");
        long blockRows = Datasets.named("needle").generator(Datasets.named("needle").knobs(ROWS, 1, Map.of())).firstRow(1);
        assertThat(count).isPositive().isLessThan(ROWS).isEqualTo(Long.parseLong(cancelled.group(1)));
        assertThat(count % blockRows).as("whole blocks only").isZero();
    }

    private static Process start(Path log, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                MergeLabChild.class.getName(), Integer.toString(BLOCK_ROWS)));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static void awaitOrFail(Process child, Path log, BooleanSupplier started) throws Exception {
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
        try {
            while (!started.getAsBoolean()) {
                assertThat(child.isAlive()).as("child running: %s", Files.readString(log)).isTrue();
                assertThat(System.currentTimeMillis()).as("child started its work in time").isLessThan(deadline);
                Thread.sleep(20);
            }
        } catch (AssertionError | RuntimeException e) {
            child.destroyForcibly().waitFor();
            throw e;
        }
    }

    /** SIGINT, as Ctrl-C in a terminal sends it ({@link Process#destroy} would send SIGTERM). */
    private static void interrupt(Process child) throws Exception {
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).inheritIO().start();
        assertThat(kill.waitFor()).isZero();
    }

    private long partCount() {
        return tableEntries().filter(p -> Files.isDirectory(p) && PART.matcher(p.getFileName().toString()).matches())
                .count();
    }

    private List<String> leftovers() {
        return tableEntries().map(p -> p.getFileName().toString())
                .filter(n -> n.startsWith("tmp_") || n.endsWith(".pending")).toList();
    }

    /** What lies in the table directories ({@code store/<uuid>/}), possibly while the child writes them. */
    private Stream<Path> tableEntries() {
        Path store = dataDir.resolve("store");
        if (!Files.isDirectory(store)) {
            return Stream.empty();
        }
        try (Stream<Path> tables = Files.list(store)) {
            List<Path> entries = new ArrayList<>();
            for (Path table : tables.toList()) {
                try (Stream<Path> inTable = Files.list(table)) {
                    entries.addAll(inTable.toList());
                } catch (IOException e) {
                    // the table directory changed under us; the next poll looks again
                }
            }
            return entries.stream();
        } catch (IOException e) {
            return Stream.empty();
        }
    }

    private long count(String table) {
        try (Engine engine = Engine.open(dataDir)) {
            return (Long) engine.newSession().execute("SELECT count() FROM " + table).rows().get(0).get(0);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }
}
