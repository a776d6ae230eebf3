package io.mergelab.sampledata.dataset.needle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NeedleDatasetTest {
    private static final byte[] NEEDLE = "needle".getBytes(StandardCharsets.US_ASCII);
    private final Dataset needle = Datasets.named("needle");

    @Test
    void theTableIsStoryAs() {
        assertThat(needle.createTable("test")).isEqualTo("CREATE TABLE test (s String, INDEX s_idx s TYPE "
                + "bloom_filter(0.0001) GRANULARITY 1) ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 1024");
        assertThat(needle.columnNames()).containsExactly("s");
    }

    @Test
    void exactlyEveryPeriodthRowIsTheNeedleAndTheOthersAre64PrintableCharacters() {
        BlockGenerator g = needle.generator(needle.knobs(200 * 1024, 7, Map.of()));
        assertThat(g.blockCount()).isEqualTo(1);
        BytesColumn s = (BytesColumn) g.block(0).column(0);
        assertThat(s.size()).isEqualTo(200 * 1024);
        long needles = 0;
        long[] perCode = new long[128];
        for (int row = 0; row < s.size(); row++) {
            if (row % 1024 == 0) {
                assertThat(s.getBytes(row)).as("row %d", row).isEqualTo(NEEDLE);
                needles++;
                continue;
            }
            assertThat(s.length(row)).as("row %d", row).isEqualTo(64);
            for (int i = s.start(row); i < s.start(row) + 64; i++) {
                perCode[s.data()[i]]++;
            }
        }
        assertThat(needles).isEqualTo(200);
        long characters = (200 * 1024 - 200) * 64L;
        for (int code = 0; code < 128; code++) {
            if (code < 32 || code > 126) {
                assertThat(perCode[code]).as("code %d", code).isZero();
            } else {
                // 13 M characters: each of the 95 codes within 2% of its share 1/95 (about 25 standard deviations)
                assertThat(perCode[code] / (double) characters).as("code %d", code).isCloseTo(1 / 95.0, within(0.02 / 95));
            }
        }
    }

    @Test
    void theNeedlesKeepTheirPeriodAcrossBlocks() {
        int rows = NeedleBlocks.BLOCK_ROWS + 5_000;
        BlockGenerator g = needle.generator(needle.knobs(rows, 7, Map.of("period", "1000")));
        assertThat(g.blockCount()).isEqualTo(2);
        assertThat(g.firstRow(1)).isEqualTo(NeedleBlocks.BLOCK_ROWS);
        long needles = 0;
        for (int b = 0; b < 2; b++) {
            BytesColumn s = (BytesColumn) g.block(b).column(0);
            for (int i = 0; i < s.size(); i++) {
                boolean isNeedle = (g.firstRow(b) + i) % 1000 == 0;
                assertThat(s.length(i)).as("row %d", g.firstRow(b) + i).isEqualTo(isNeedle ? 6 : 64);
                needles += isNeedle ? 1 : 0;
            }
        }
        assertThat(needles).isEqualTo((rows + 999) / 1000);
    }

    @Test
    void aPeriodLongerThanTheRowsLeavesOneNeedle() {
        Chunk block = needle.generator(needle.knobs(3000, 7, Map.of("period", "1000000000"))).block(0);
        BytesColumn s = (BytesColumn) block.column(0);
        assertThat(s.getBytes(0)).isEqualTo(NEEDLE);
        for (int row = 1; row < 3000; row++) {
            assertThat(s.length(row)).isEqualTo(64);
        }
    }

    @Test
    void randomStringsAreDistinct() {
        BytesColumn s = (BytesColumn) needle.generator(needle.knobs(20_000, 7, Map.of())).block(0).column(0);
        Set<String> values = new HashSet<>();
        for (int row = 0; row < s.size(); row++) {
            values.add(s.getString(row));
        }
        assertThat(values).hasSize(20_000 - 20 + 1);
    }
}
