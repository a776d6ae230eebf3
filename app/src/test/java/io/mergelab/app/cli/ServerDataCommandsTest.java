package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate} and {@code scenario load} with {@code --target}: generated rows streamed into a real ClickHouse
 * server's tables over HTTP, the same rows as the embedded engine gets, and what an old server cannot hold skipped
 * with the reason.
 */
class ServerDataCommandsTest {
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    private static CommandOutcome mergelab(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @Test
    void generateStreamsTheSameRowsAsTheEmbeddedEngineGets() {
        CommandOutcome toServer = mergelab("generate", "needle", "--rows", "50000", "--threads", "2",
                "--table", "gen.needle", "--target", clickhouse.server().url().toString());
        CommandOutcome embedded = mergelab("generate", "needle", "--rows", "50000", "--table", "gen.needle");

        assertThat(toServer.exitCode()).as(toServer.err()).isZero();
        assertThat(toServer.err()).contains("Loaded 50000 rows into gen.needle on " + clickhouse.server().url());
        // the needle dataset's digest: the same rows, whatever the target
        assertThat(digest(toServer.err())).isEqualTo(digest(embedded.err()));
        assertThat(clickhouse.server().query("SELECT count(), countIf(s = 'needle') FROM gen.needle"))
                .isEqualTo("50000\t49\n");
        assertThat(clickhouse.server().query(
                "SELECT generator, stored_rows FROM mergelab.datasets WHERE table = 'needle'"
                + " AND database = 'gen'")).isEqualTo("needle\t50000\n");
    }

    @Test
    void generateOnAServerWithoutSkipIndexesSaysItLeavesThemOut() {
        CommandOutcome outcome = mergelab("generate", "needle", "--rows", "3000", "--table", "noidx.needle",
                "--target", clickhouse.server().url().toString());

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        String create = clickhouse.server().query("SHOW CREATE TABLE noidx.needle");
        if (clickhouse.server().query("SELECT version()").startsWith("18.")) {
            assertThat(outcome.err()).contains("Skip index s_idx left out of the table: skip indexes are not on this"
                    + " server (18.16");
            assertThat(create).doesNotContain("INDEX");
        } else {
            assertThat(create).contains("INDEX s_idx");
        }
        assertThat(create).contains("ORDER BY tuple()");
    }

    @Test
    void aLayoutTheServerRefusesIsOneClearError() {
        clickhouse.server().query("CREATE DATABASE IF NOT EXISTS refused");
        CommandOutcome outcome = mergelab("generate", "events", "--rows", "1000", "--table", "refused.events",
                "--target", clickhouse.server().url().toString());

        if (clickhouse.server().query("SELECT version()").startsWith("18.")) {
            assertThat(outcome.exitCode()).isEqualTo(ExitCodes.of(42));
            assertThat(outcome.err()).contains("refuses the events dataset's layout for refused.events (create the"
                    + " table yourself and name it with --table): ").contains("ReplacingMergeTree");
            assertThat(clickhouse.server().query("EXISTS TABLE refused.events")).isEqualTo("0\n");
        }
    }

    @Test
    void scenarioLoadSkipsTheVariantsTheServerCannotHoldAndLoadsTheRest() {
        CommandOutcome outcome = mergelab("scenario", "load", "streaming-skip-indexes", "--rows", "20000",
                "--threads", "2", "--target", clickhouse.server().url().toString());

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(clickhouse.server().query(
                "SELECT count(), countIf(s = 'needle') FROM scenario_streaming_skip_indexes.no_index"))
                .isEqualTo("20000\t20\n");
        if (clickhouse.server().query("SELECT version()").startsWith("18.")) {
            assertThat(outcome.err()).contains("[1/2] bloom_filter", "skipped: skip indexes: not on this server (18.16",
                    "[2/2] no_index", "scenario_streaming_skip_indexes.no_index: 20000 rows",
                    "1 variant of 20000 rows in database scenario_streaming_skip_indexes", "; skipped: bloom_filter");
            assertThat(clickhouse.server().query("EXISTS TABLE scenario_streaming_skip_indexes.bloom_filter"))
                    .isEqualTo("0\n");
        }
        assertThat(clickhouse.server().query(
                "SELECT count() FROM mergelab.datasets WHERE database = 'scenario_streaming_skip_indexes'"
                + " AND table = 'no_index'")).isEqualTo("1\n");
    }

    @Test
    void anExperimentRunsOnTheServerOverTheLayoutsItHolds() throws IOException {
        Path scenario = Files.writeString(dir.resolve("server-needle.json"), """
                {"name": "server-needle", "description": "Needle rows in two granularities, and one with a skip index.",
                 "dataset": {"name": "needle", "rows": 20000, "seed": 7, "knobs": {"period": 1024}},
                 "variants": [
                   {"name": "coarse", "table": {"engine": "MergeTree", "orderBy": "()",
                    "settings": {"index_granularity": 1024}}},
                   {"name": "fine", "table": {"engine": "MergeTree", "orderBy": "()",
                    "settings": {"index_granularity": 128}}},
                   {"name": "indexed", "table": {"engine": "MergeTree", "orderBy": "()",
                    "indexes": ["s_idx s TYPE bloom_filter(0.01) GRANULARITY 1"],
                    "settings": {"index_granularity": 1024}}}],
                 "queries": [{"name": "needles", "sql": "SELECT count() FROM {table} WHERE s = 'needle'"}],
                 "settingsVariants": [{"name": "one_thread", "settings": {"max_threads": 1}}],
                 "repetitions": 7, "warmups": 1}
                """);
        Path store = dir.resolve("experiment.store");
        boolean old = clickhouse.server().query("SELECT version()").startsWith("18.");

        CommandOutcome outcome = mergelab("experiment", "run", scenario.toString(), "--target",
                clickhouse.server().url().toString(), "--store", store.toString(), "-f", "TSVWithNames");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.err()).contains("Data checked: 20,000 rows", "Experiment: ");
        assertThat(outcome.out()).contains("coarse", "fine");
        if (old) {
            assertThat(outcome.err()).contains("skipped: skip indexes: not on this server");
            assertThat(outcome.out()).doesNotContain("indexed");
        }
        CommandOutcome history = mergelab("history", "--store", store.toString());
        assertThat(history.out()).contains(clickhouse.server().url().toString());
    }

    private static String digest(String err) {
        int at = err.indexOf("digest ");
        assertThat(at).as(err).isPositive();
        return err.substring(at + "digest ".length()).strip();
    }
}
