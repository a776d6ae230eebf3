package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.sampledata.dataset.Datasets;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare} with variants on different targets: the needle dataset generated on the embedded engine and on a
 * real ClickHouse server, the same query compared on both in one comparison, stored with each variant's target.
 */
class CompareTargetsCommandTest {
    private static final Pattern COMPARISON_ID = Pattern.compile("Comparison: ([0-9a-f-]{36})");
    private static final String NEEDLE_COUNT = "SELECT count() FROM lab.needle WHERE s = 'needle'";
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    @BeforeAll
    static void startServerAndGenerate() {
        CommandOutcome toServer = mergelab("generate", "needle", "--rows", "30000", "--table", "lab.needle",
                "--target", clickhouse.server().url().toString());
        CommandOutcome embedded = mergelab("generate", "needle", "--rows", "30000", "--table", "lab.needle");
        assertThat(toServer.exitCode()).as(toServer.err()).isZero();
        assertThat(embedded.exitCode()).as(embedded.err()).isZero();
    }

    private static CommandOutcome mergelab(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        return CommandOutcome.run("", Datasets.all(), all, Map.of());
    }

    @Test
    void theSameQueryOnTheEmbeddedEngineAndTheServerIsOneComparisonWithVerdicts() {
        Path store = dir.resolve("targets.store");
        CommandOutcome outcome = mergelab("compare", "--store", store.toString(), "-q", NEEDLE_COUNT,
                "--variant", "embedded:target=embedded", "--variant", "server:target=" + clickhouse.server().url(),
                "--rounds", "7", "--measure", "0", "--warmup", "1");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).contains("Targets: embedded on embedded, server on " + clickhouse.server().url(),
                "server against embedded:", "client_elapsed_us", "read_rows");
        // the server counts ProfileEvents the engine does not (and the reverse): those are left out, said once
        assertThat(outcome.out()).containsPattern("Notice: \\d+ ProfileEvents are not judged because not every"
                + " target counts them");
        Matcher id = COMPARISON_ID.matcher(outcome.err());
        assertThat(id.find()).as(outcome.err()).isTrue();
        try (RunStore runs = RunStore.openExisting(store)) {
            Comparison stored = runs.loadComparison(id.group(1)).orElseThrow();
            assertThat(stored.variants()).extracting(Variant::target)
                    .containsExactly(Optional.of("embedded"), Optional.of(clickhouse.server().url().toString()));
            Run embeddedRun = runs.load(stored.runs().get(0).runIds().get(0)).orElseThrow();
            Run serverRun = runs.load(stored.runs().get(1).runIds().get(0)).orElseThrow();
            assertThat(embeddedRun.target().kind()).isEqualTo("embedded");
            assertThat(serverRun.target().kind()).isEqualTo("clickhouse");
            assertThat(serverRun.target().description()).isEqualTo(clickhouse.server().url().toString());
            // the same rows on both sides: 30,000 needle rows hold 30 needles
            assertThat(stored.runs()).allSatisfy(v -> assertThat(v.runIds()).hasSize(stored.rounds()));
        }
        CommandOutcome shown = mergelab("show-comparison", "--store", store.toString(), id.group(1));
        assertThat(shown.out()).contains("Targets: embedded on embedded, server on " + clickhouse.server().url());
    }

    @Test
    void aTargetVariantMixesWithSettingsAndTheCommandsTargetRunsTheOthers() {
        Path store = dir.resolve("mixed.store");
        CommandOutcome outcome = mergelab("compare", "--target", clickhouse.server().url().toString(), "--store",
                store.toString(),
                "-q", NEEDLE_COUNT, "--variant", "server1:max_threads=1", "--variant",
                "local1:target=embedded,max_threads=1", "--rounds", "7", "--measure", "0", "--warmup", "0",
                "-f", "JSONEachRow");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).contains("\"variant\":\"local1\"", "\"metric\":\"client_elapsed_us\"");
        Matcher id = COMPARISON_ID.matcher(outcome.err());
        assertThat(id.find()).isTrue();
        try (RunStore runs = RunStore.openExisting(store)) {
            Comparison stored = runs.loadComparison(id.group(1)).orElseThrow();
            assertThat(runs.load(stored.runs().get(0).runIds().get(0)).orElseThrow().target().kind())
                    .isEqualTo("clickhouse");
            assertThat(runs.load(stored.runs().get(1).runIds().get(0)).orElseThrow().target().kind())
                    .isEqualTo("embedded");
            assertThat(stored.variants().get(1).settings()).containsEntry("max_threads", "1");
        }
    }

    @Test
    void aVariantTargetThatIsDownEndsTheComparisonWithTheServersError() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        CommandOutcome outcome = mergelab("compare", "--store", dir.resolve("down.store").toString(), "-q",
                NEEDLE_COUNT, "--variant", "local:target=embedded", "--variant",
                "gone:target=http://127.0.0.1:" + port, "--rounds", "7", "--measure", "0", "--warmup", "0");

        assertThat(outcome.exitCode()).isEqualTo(210);
        assertThat(outcome.err()).contains("Connection refused: no ClickHouse server answers at http://127.0.0.1:"
                + port);
    }

    @Test
    void anUnknownVariantKeyStillSaysWhatAVariantTakes() {
        CommandOutcome outcome = mergelab("compare", "--store", dir.resolve("bad.store").toString(), "-q",
                NEEDLE_COUNT, "--variant", "a:target=", "--variant", "b:max_threads=1");

        assertThat(outcome.exitCode()).isNotZero();
        assertThat(outcome.err()).contains("Bad --variant 'a:target=': Variant a names an empty target",
                "NAME:target=embedded|URL|CONNECTION");
    }
}
