package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab advise} over a real store file holding story A's needle run with the index evaluated up front. */
class AdviseCommandTest {
    @TempDir
    Path dir;
    private Path store;

    @BeforeEach
    void storeTheNeedleRun() {
        store = dir.resolve("runs");
        try (RunStore runs = RunStore.open(store)) {
            runs.save(Runs.needleUpfront());
        }
    }

    private CommandOutcome advise(String... args) {
        List<String> all = new ArrayList<>(List.of("advise", "--store", store.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @Test
    void printsTheFindingsAsAnAlignedTableHighestScoreFirstWithTheirFixes() {
        CommandOutcome outcome = advise("run-1");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        List<String> lines = outcome.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("Advice for run run-1");
        assertThat(lines.get(1)).isEqualTo("severity score  rule                         finding");
        assertThat(lines.get(2)).startsWith("WARNING     94  skip-index-drops-nothing     Skip index s_idx (bloom_filter(0.0001)");
        assertThat(outcome.out()).contains("fix: SET use_skip_indexes_on_data_read = 1; if the index never drops")
                .containsPattern("\\d+ of 16 rules found nothing \\(--all lists them\\)\\.\n$")
                .doesNotContain("With use_skip_indexes_on_data_read = 0 every skip index is evaluated");
        assertThat(lines).allMatch(l -> l.length() <= 120);
    }

    @Test
    void verboseExplainsEachFindingAndAllListsTheQuietRules() {
        CommandOutcome outcome = advise("run-1", "--verbose", "--all");

        assertThat(outcome.out()).contains("With use_skip_indexes_on_data_read = 0 every skip index is evaluated")
                .contains("OK           0  max-threads-over-cores")
                .doesNotContain("rules found nothing");
    }

    @Test
    void jsonEachRowGivesOneFindingPerLineForScripts() throws Exception {
        CommandOutcome outcome = advise("run-1", "-f", "JSONEachRow");

        List<String> lines = outcome.out().lines().toList();
        JsonNode first = new ObjectMapper().readTree(lines.get(0));
        assertThat(first.get("rule").asText()).isEqualTo("skip-index-drops-nothing");
        assertThat(first.get("severity").asText()).isEqualTo("WARNING");
        assertThat(first.get("score").asInt()).isEqualTo(94);
        assertThat(first.get("fix").asText()).startsWith("SET use_skip_indexes_on_data_read = 1");
        assertThat(first.has("explanation")).isTrue();
    }

    @Test
    void anUnknownRunIsAClearError() {
        CommandOutcome outcome = advise("nope");

        assertThat(outcome.exitCode()).isNotZero();
        assertThat(outcome.err()).contains("nope");
    }
}
