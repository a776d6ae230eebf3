package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab diff} over runs that {@code mergelab run} captured on a temporary data directory. */
class DiffCommandTest {
    private static final String GROUP_BY = "SELECT k % 10 AS g, count(), sum(v) FROM t GROUP BY g ORDER BY g";

    @TempDir
    Path temp;
    private Path dataDir;

    private CommandOutcome command(String name, String... args) {
        List<String> all = new ArrayList<>(List.of(name, "--path", dataDir.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @BeforeEach
    void createTable() {
        dataDir = temp.resolve("data");
        CommandOutcome created = command("sql", "-q", "CREATE TABLE t (k UInt64, v UInt64) ENGINE = MergeTree ORDER BY k"
                + " SETTINGS index_granularity = 1024; INSERT INTO t SELECT number, number * 3 FROM numbers(400000)");
        assertThat(created.err()).isEmpty();
    }

    /** Runs the GROUP BY with {@code max_threads}; returns the run ids from stderr and the series id when repeated. */
    private List<String> run(String maxThreads, String repeat) {
        CommandOutcome outcome = command("run", "-q", GROUP_BY, "--max_threads=" + maxThreads, "--repeat", repeat);
        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        List<String> ids = new ArrayList<>(outcome.errLines().stream().map(l -> l.substring("Run: ".length())).toList());
        Matcher series = Pattern.compile("\\(series ([0-9a-f-]{36})\\)").matcher(outcome.out());
        if (series.find()) {
            ids.add(0, series.group(1));
        }
        return ids;
    }

    @Test
    void printsTheAlignedGroupsTheStepsAndTheFunnelsOfTwoRuns() {
        String one = run("1", "1").get(0);
        String two = run("2", "1").get(0);

        CommandOutcome outcome = command("diff", one.substring(0, 8), two);

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).startsWith("Processor-aligned diff (Δ = B − A)\n  A  run " + one
                + " · max_threads = 1\n  B  run " + two + " · max_threads = 2\n  SQL  " + GROUP_BY + "\n");
        assertThat(outcome.out()).contains("Processor groups by time moved", "The total Δ by plan step",
                "Index funnels side by side", "  default.t\n");
        assertThat(outcome.out().lines().filter(l -> l.contains("MergeTreeSelect")).findFirst().orElseThrow())
                .startsWith("  ReadFromMergeTree (default.t)").contains(" 1 → 2 ");
        assertThat(outcome.out().lines().filter(l -> l.startsWith("  total ")).toList()).hasSize(1);
    }

    @Test
    void comparesTwoSeriesAsJsonEachRowWithStepPartsAddingUpToTheTotal() throws Exception {
        List<String> one = run("1", "3");
        List<String> two = run("2", "3");

        CommandOutcome outcome = command("diff", one.get(0), two.get(0), "-f", "JSONEachRow");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> rows = new ArrayList<>();
        for (String line : outcome.out().split("\n")) {
            rows.add(json.readTree(line));
        }
        JsonNode total = rows.stream().filter(r -> r.path("kind").asText().equals("total")).findFirst().orElseThrow();
        assertThat(total.path("runs_a")).hasSize(3);
        assertThat(total.path("runs_a").get(0).asText()).isEqualTo(one.get(1));
        long stepParts = rows.stream().filter(r -> r.path("kind").asText().equals("step"))
                .mapToLong(r -> r.path("delta_elapsed_us").asLong()).sum();
        assertThat(stepParts).isEqualTo(total.path("delta_elapsed_us").asLong());
        JsonNode read = rows.stream().filter(r -> r.path("processor").asText().startsWith("MergeTreeSelect"))
                .findFirst().orElseThrow();
        assertThat(read.path("kind").asText()).isEqualTo("group");
        assertThat(read.path("copies_a").asInt()).isEqualTo(1);
        assertThat(read.path("copies_b").asInt()).isEqualTo(2);
        assertThat(read.path("output_rows_sum_a").asLong()).isEqualTo(400_000);
        assertThat(read.path("runs_b").asInt()).isEqualTo(3);
        assertThat(rows).anySatisfy(r -> {
            assertThat(r.path("kind").asText()).isEqualTo("funnel");
            assertThat(r.path("table_a").asText()).isEqualTo("default.t");
        });
    }

    @Test
    void anUnknownSideEndsWithAClientErrorLine() {
        String one = run("1", "1").get(0);

        CommandOutcome outcome = command("diff", one, "ffff");

        assertThat(outcome.exitCode()).isEqualTo(36);
        assertThat(outcome.err()).isEqualTo("Code: 36. DB::Exception: No run or series ffff in run store "
                + temp.resolve("data.store") + ".mv.db. (BAD_ARGUMENTS)\n");
        assertThat(outcome.out()).isEmpty();
    }
}
