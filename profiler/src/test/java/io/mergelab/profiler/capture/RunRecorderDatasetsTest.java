package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.dataset.GeneratedDataset;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.DatasetState;
import io.mergelab.profiler.run.Run;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Capture reads what a generator recorded about the tables a run read, on the real embedded engine. */
class RunRecorderDatasetsTest {
    @TempDir
    Path dir;
    private EmbeddedTarget target;

    @BeforeEach
    void generateATable() {
        target = EmbeddedTarget.open(dir);
        run("CREATE TABLE needle (s String) ENGINE = MergeTree ORDER BY tuple()");
        run("INSERT INTO needle SELECT if(number % 1024 = 0, 'needle', toString(number)) FROM numbers(5000)");
        run("CREATE TABLE plain (x UInt64) ENGINE = MergeTree ORDER BY x");
        run("INSERT INTO plain SELECT number FROM numbers(10)");
    }

    @AfterEach
    void closeTarget() {
        target.close();
    }

    private void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private Run capture(String sql) {
        return new RunRecorder(target).record(RunRequest.of(sql), RunSink.NONE).runs().get(0);
    }

    @Test
    void aRunOfAGeneratedTableCarriesItsProvenanceAndFindsItUnchanged() {
        DatasetFingerprint recorded = ProvenanceTable.record(target, new GeneratedDataset("default.needle", "needle",
                Map.of("rows", "5000", "seed", "1"), Optional.empty()));

        Run run = capture("SELECT count() FROM needle WHERE s = 'needle'");

        assertThat(run.datasets()).hasSize(1);
        DatasetFingerprint dataset = run.datasets().get(0);
        assertThat(dataset.withCurrentRows(recorded.currentRows())).isEqualTo(recorded);
        assertThat(dataset.currentRows()).hasValue(5000);
        assertThat(dataset.state()).isEqualTo(DatasetState.UNCHANGED);
        assertThat(run.missing()).noneMatch(note -> note.contains(ProvenanceTable.NAME));
    }

    @Test
    void aRowInsertedAfterGenerationMarksTheTableModified() {
        ProvenanceTable.record(target, new GeneratedDataset("default.needle", "needle", Map.of(), Optional.empty()));
        run("INSERT INTO needle VALUES ('one more')");

        Run run = capture("SELECT count() FROM needle");

        assertThat(run.datasets()).singleElement().satisfies(d -> {
            assertThat(d.rowsAtGeneration()).isEqualTo(5000);
            assertThat(d.currentRows()).hasValue(5001);
            assertThat(d.state()).isEqualTo(DatasetState.MODIFIED);
        });
    }

    @Test
    void tablesNoGeneratorRecordedHaveNoneAndNothingIsMissing() {
        Run before = capture("SELECT sum(x) FROM plain");
        ProvenanceTable.record(target, new GeneratedDataset("default.needle", "needle", Map.of(), Optional.empty()));
        Run after = capture("SELECT sum(x) FROM plain");

        assertThat(before.datasets()).isEmpty();
        assertThat(after.datasets()).isEmpty();
        assertThat(before.missing()).isEmpty();
        assertThat(after.missing()).isEmpty();
    }
}
