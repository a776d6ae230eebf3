package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mergelab replay} and {@code mergelab experiment layouts} with {@code --target} on a real ClickHouse server
 * (Debian's 18.16): a comparison captured on the embedded engine replays on the server, its generated table rebuilt
 * there with the same rows; a layout-lab experiment of the embedded engine replays on the server, its table and
 * layouts made there; the layout lab copies a server table into a layout, compares, and drops the copy.
 */
class ServerReplayAndLayoutsCommandTest {
    private static final Pattern COMPARISON_ID = Pattern.compile("Comparison: ([0-9a-f-]{36})");
    private static final Pattern EXPERIMENT_ID = Pattern.compile("Experiment: ([0-9a-f-]{36})");
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    private static CommandOutcome mergelab(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        return CommandOutcome.run("", Datasets.all(), all, Map.of());
    }

    @Test
    void aComparisonOfTheEmbeddedEngineReplaysOnTheServerWithItsTableRebuiltThere() {
        CommandOutcome generated = mergelab("generate", "needle", "--rows", "20000", "--table", "lab.needle");
        assertThat(generated.exitCode()).as(generated.err()).isZero();
        String store = dir.resolve("then.store").toString();
        CommandOutcome compared = mergelab("compare", "--store", store, "-q",
                "SELECT count() FROM lab.needle WHERE s = 'needle'", "--variant", "one:max_threads=1", "--variant",
                "two:max_threads=2", "--rounds", "7", "--measure", "0", "--warmup", "0");
        assertThat(compared.exitCode()).as(compared.err()).isZero();
        Matcher id = COMPARISON_ID.matcher(compared.err());
        assertThat(id.find()).as(compared.err()).isTrue();
        Path json = dir.resolve("then.json");
        CommandOutcome reported = mergelab("report", id.group(1), "--store", store, "--out", json.toString());
        assertThat(reported.exitCode()).as(reported.err()).isZero();

        CommandOutcome replayed = mergelab("replay", json.toString(), "--target", clickhouse.server().url().toString(),
                "--store",
                dir.resolve("now.store").toString());

        assertThat(replayed.exitCode()).as(replayed.err()).isZero();
        assertThat(replayed.errLines()).anyMatch(line -> line.startsWith("Loaded 20000 rows into lab.needle on "
                + clickhouse.server().url()));
        assertThat(replayed.out()).contains("one (now) against one (then):", "two (now) against two (then):");
        assertThat(clickhouse.server().query("SELECT count() FROM lab.needle").trim()).isEqualTo("20000");
    }

    @Test
    void aLayoutExperimentOfTheEmbeddedEngineReplaysOnTheServerWithItsLayoutsMadeThere() {
        CommandOutcome generated = mergelab("generate", "needle", "--rows", "20000", "--table", "lab.needle_lab");
        assertThat(generated.exitCode()).as(generated.err()).isZero();
        String thenStore = dir.resolve("lab-then.store").toString();
        CommandOutcome lab = mergelab("experiment", "layouts", "--table", "lab.needle_lab", "-q",
                "SELECT count() FROM {table} WHERE s = 'needle'", "--layout",
                "by_s:ORDER BY s SETTINGS index_granularity = 1024", "--rounds", "7", "--max-rounds", "7",
                "--measure", "0", "--warmup", "0", "--store", thenStore);
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        Matcher then = EXPERIMENT_ID.matcher(lab.err());
        assertThat(then.find()).as(lab.err()).isTrue();
        Path json = dir.resolve("lab-then.json");
        CommandOutcome reported = mergelab("report", "--experiment", then.group(1), "--store", thenStore, "--out",
                json.toString());
        assertThat(reported.exitCode()).as(reported.err()).isZero();
        Path nowStore = dir.resolve("lab-now.store");

        CommandOutcome replayed = mergelab("replay", json.toString(), "--target", clickhouse.server().url().toString(),
                "--store", nowStore.toString());

        assertThat(replayed.exitCode()).as(replayed.err()).isZero();
        assertThat(replayed.errLines()).anyMatch(line -> line.startsWith("Loaded 20000 rows into lab.needle_lab on "
                + clickhouse.server().url()));
        assertThat(replayed.out()).contains("Replay of experiment " + then.group(1));
        assertThat(clickhouse.server().query("SELECT count() FROM lab.needle_lab").strip()).isEqualTo("20000");
        // the layout was made on the server, measured there, and dropped afterwards
        clickhouse.server().query("SYSTEM FLUSH LOGS");
        assertThat(Long.parseLong(clickhouse.server().query("SELECT count() FROM system.query_log WHERE type = 2"
                + " AND query LIKE 'SELECT count() FROM %needle_lab__by_s__replay%'").strip())).isPositive();
        assertThat(clickhouse.server().query("EXISTS TABLE lab.needle_lab__by_s__replay").strip()).isEqualTo("0");
        Matcher now = EXPERIMENT_ID.matcher(replayed.err());
        assertThat(now.find()).as(replayed.err()).isTrue();
        try (RunStore runs = RunStore.openExisting(nowStore)) {
            Experiment experiment = runs.loadExperiment(now.group(1)).orElseThrow();
            assertThat(experiment.replayOf()).contains(then.group(1));
            Comparison comparison = runs.loadComparison(experiment.queries().get(0).comparisonId()).orElseThrow();
            assertThat(comparison.runs()).allSatisfy(variant -> assertThat(runs.load(variant.runIds().get(0))
                    .orElseThrow().target().kind()).isEqualTo("clickhouse"));
        }
    }

    @Test
    void theLayoutLabCopiesAServerTableComparesAndDropsTheCopy() {
        clickhouse.server().query("CREATE TABLE default.events (id UInt64, user UInt32) ENGINE = MergeTree"
                + " ORDER BY id");
        clickhouse.server().query("INSERT INTO default.events SELECT number, number % 100 FROM numbers(20000)");

        CommandOutcome lab = mergelab("experiment", "layouts", "--target", clickhouse.server().url().toString(),
                "--table",
                "default.events", "-q", "SELECT count() FROM {table} WHERE user = 42", "--layout",
                "by_user:ORDER BY (user, id)", "--rounds", "7", "--max-rounds", "7", "--measure", "0", "--warmup", "0",
                "--store", dir.resolve("lab.store").toString());

        assertThat(lab.exitCode()).as(lab.err()).isZero();
        assertThat(lab.out()).contains("by_user", "original");
        assertThat(clickhouse.server().query("EXISTS TABLE default.events__by_user").trim()).isEqualTo("0");
    }
}
