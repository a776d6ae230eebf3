package io.mergelab.profiler.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class DatasetTextTest {
    @Test
    void aTableStillAsGeneratedReadsUnchanged() {
        assertThat(DatasetText.line(Runs.hitsDataset(OptionalLong.of(663_552)))).isEqualTo(
                "default.hits from generator hits(rows=663552, seed=7), digest 3f2a9c1e7b4d4e1a, unchanged since generated");
    }

    @Test
    void aTableWithRowsAddedReadsModifiedWithBothCounts() {
        DatasetFingerprint modified = Runs.hitsDataset(OptionalLong.of(663_553));

        assertThat(DatasetText.line(modified)).endsWith(", modified since generated (663,553 rows now, 663,552 then)");
        assertThat(DatasetText.anyModified(List.of(Runs.hitsDataset(OptionalLong.of(663_552)), modified))).isTrue();
        assertThat(DatasetText.anyModified(List.of(Runs.hitsDataset(OptionalLong.empty())))).isFalse();
    }

    @Test
    void unknownCurrentRowsAreSaidSo() {
        assertThat(DatasetText.line(Runs.hitsDataset(OptionalLong.empty()))).endsWith(", rows now not known");
    }
}
