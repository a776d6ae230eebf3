package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab parts} and {@code mergelab merges} in process, on a month-partitioned table with three inserts. */
class PartsCommandTest {
    @TempDir
    Path temp;
    private Path dataDir;
    private Path store;

    private CommandOutcome command(String name, String... args) {
        List<String> all = new ArrayList<>(List.of(name, "--path", dataDir.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    private void sql(String query) {
        CommandOutcome outcome = command("sql", "-q", query);
        assertThat(outcome.err()).isEmpty();
    }

    @BeforeEach
    void createMonthPartitionedTable() {
        dataDir = temp.resolve("data");
        store = temp.resolve("runs");
        sql("CREATE TABLE events (day Date, id UInt64) ENGINE = MergeTree PARTITION BY toYYYYMM(day) ORDER BY id;"
                + " INSERT INTO events SELECT toDate('2024-01-01') + number % 60, number FROM numbers(3000);"
                + " INSERT INTO events SELECT toDate('2024-01-01') + number % 60, number FROM numbers(3000);"
                + " INSERT INTO events SELECT toDate('2024-01-01') + number % 60, number FROM numbers(3000)");
    }

    @Test
    void partsPrintsPartitionsWithTheSelectorsVerdictAndEveryPart() {
        CommandOutcome outcome = command("parts", "events");

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out())
                .startsWith("default.events: MergeTree, PARTITION BY toYYYYMM(day); 6 active parts in 2 partitions,"
                        + " 9.00 thousand rows,")
                .contains("partition  parts", "202401", "202402", "MERGES_STOPPED")
                // tests run the engine without background merges; three small fresh parts do not pass the ratio rule
                .contains("202401: Background merges are off in this engine (mergelab.background_merges=false)."
                        + " Otherwise no range passes the size-ratio rule")
                .contains("Parts:\n", "202401_1_1_0", "202402_6_6_0");
    }

    @Test
    void partsOfOnePartitionAsJsonCarryGranulesAndPrimaryKeyBytes() throws Exception {
        CommandOutcome outcome = command("parts", "default.events", "--partition", "202402", "--format", "json");

        assertThat(outcome.exitCode()).isZero();
        JsonNode json = new ObjectMapper().readTree(outcome.out());
        assertThat(json.get("partitionKey").asText()).isEqualTo("toYYYYMM(day)");
        assertThat(json.get("parts")).hasSize(3);
        assertThat(json.get("parts").get(0).get("name").asText()).startsWith("202402_");
        assertThat(json.get("parts").get(0).get("marks").asLong()).isPositive();
        assertThat(json.get("parts").get(0).get("primaryKeyBytesInMemory").asLong()).isPositive();
        assertThat(json.get("outlook")).hasSize(1);
    }

    @Test
    void anUnknownPartitionOrTableIsRefusedByName() {
        CommandOutcome partition = command("parts", "events", "--partition", "199901");
        CommandOutcome table = command("parts", "nope");

        assertThat(partition.exitCode()).isNotZero();
        assertThat(partition.err()).contains("No partition 199901 in default.events; it has 202401, 202402");
        assertThat(table.exitCode()).isNotZero();
        assertThat(table.err()).contains("No table default.nope on this target");
    }

    @Test
    void mergesShowsTheTimelineAndTheStoredRunsOnIt() {
        assertThat(command("run", "--store", store.toString(), "-q", "SELECT sum(id) FROM events").exitCode()).isZero();
        sql("SYSTEM START MERGES events; OPTIMIZE TABLE events FINAL");

        CommandOutcome outcome = command("merges", "events", "--store", store.toString());

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out()).startsWith("default.events: system.part_log from ")
                .containsPattern("\n202401 +3 +1 +0 +\\d+ +3 +1 ")
                .containsPattern("\n202402 +3 +1 +0 +\\d+ +3 +1 ")
                .contains("Runs that read the table (from ")
                .containsPattern("\\d\\d:\\d\\d:\\d\\d\\.\\d{3} +[0-9a-f]{8} +[0-9.]+ +6/6 parts +SELECT sum\\(id\\) FROM events")
                .contains("MergeParts", "NewPart");
    }

    @Test
    void mergesUntilAMomentLooksBackAtTheLoadAsItStoodThen() throws Exception {
        assertThat(command("run", "--store", store.toString(), "-q", "SELECT sum(id) FROM events").exitCode()).isZero();
        Thread.sleep(20);
        Instant beforeTheMerge = Instant.now();
        Thread.sleep(20);
        sql("SYSTEM START MERGES events; OPTIMIZE TABLE events FINAL");

        CommandOutcome then = command("merges", "events", "--store", store.toString(), "--from", "1h",
                "--to", beforeTheMerge.toString());

        assertThat(then.err()).isEmpty();
        // three parts in each partition then, no merge yet; the run is on the timeline
        assertThat(then.out()).containsPattern("\n202401 +3 +0 +0 +0 +3 +3 ")
                .containsPattern("\n202402 +3 +0 +0 +0 +3 +3 ")
                .containsPattern("6/6 parts +SELECT sum\\(id\\) FROM events")
                .doesNotContain("MergeParts");
        assertThat(command("merges", "events", "--from", "1m", "--to", "2h").err())
                .contains("--since must be before --until");
    }
}
