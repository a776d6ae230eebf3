package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
 * there with the same rows; the layout lab copies a server table into a layout, compares, and drops the copy.
 */
class ServerReplayAndLayoutsCommandTest {
    private static final Pattern COMPARISON_ID = Pattern.compile("Comparison: ([0-9a-f-]{36})");
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
