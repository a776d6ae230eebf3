package io.mergelab.profiler.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.DatasetFingerprint;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The provenance a generator records in the target, read back as capture reads it, on the real embedded engine. */
class ProvenanceTableTest {
    @TempDir
    Path dir;

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private static GeneratedDataset needle(String seed) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("rows", "3000");
        parameters.put("seed", seed);
        return new GeneratedDataset("default.needle", "needle", parameters, Optional.of("{\"rows\":3000}"));
    }

    @Test
    void whatAGeneratorRecordedIsReadBackAfterTheDataDirectoryIsReopened() {
        DatasetFingerprint recorded;
        try (EmbeddedTarget target = EmbeddedTarget.open(dir)) {
            run(target, "CREATE TABLE needle (s String) ENGINE = MergeTree ORDER BY tuple()");
            run(target, "INSERT INTO needle SELECT toString(number) FROM numbers(3000)");
            recorded = ProvenanceTable.record(target, needle("1"));
        }

        try (EmbeddedTarget reopened = EmbeddedTarget.open(dir)) {
            List<DatasetFingerprint> read = ProvenanceTable.latest(reopened, List.of("default.needle", "default.other"));

            assertThat(read).containsExactly(recorded);
            DatasetFingerprint needle = read.get(0);
            assertThat(needle.generator()).isEqualTo("needle");
            assertThat(needle.parameters()).containsExactly(Map.entry("rows", "3000"), Map.entry("seed", "1"));
            assertThat(needle.rowsAtGeneration()).isEqualTo(3000);
            assertThat(needle.digest()).isEqualTo(TableDigest.of(reopened, "default", "needle"));
            assertThat(needle.tableEngine()).isEqualTo("MergeTree");
            assertThat(needle.sampleFingerprintJson()).contains("{\"rows\":3000}");
            assertThat(needle.currentRows()).isEmpty();
        }
    }

    @Test
    void theNewestRecordOfATableCounts() {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir)) {
            run(target, "CREATE TABLE needle (s String) ENGINE = MergeTree ORDER BY tuple()");
            run(target, "INSERT INTO needle SELECT toString(number) FROM numbers(3000)");
            ProvenanceTable.record(target, needle("1"));
            run(target, "TRUNCATE TABLE needle");
            run(target, "INSERT INTO needle SELECT toString(number) FROM numbers(10)");
            DatasetFingerprint second = ProvenanceTable.record(target, needle("2"));

            assertThat(ProvenanceTable.latest(target, List.of("default.needle"))).containsExactly(second);
            assertThat(second.rowsAtGeneration()).isEqualTo(10);
            assertThat(second.withCurrentRows(OptionalLong.of(10)).state().name()).isEqualTo("UNCHANGED");
            assertThat(second.withCurrentRows(OptionalLong.of(11)).state().name()).isEqualTo("MODIFIED");
        }
    }

    @Test
    void aTargetWithoutTheProvenanceTableHasNone() {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir)) {
            run(target, "CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x");

            assertThat(ProvenanceTable.latest(target, List.of("default.t"))).isEmpty();
            run(target, "CREATE DATABASE mergelab");
            assertThat(ProvenanceTable.latest(target, List.of("default.t"))).isEmpty();
        }
    }
}
