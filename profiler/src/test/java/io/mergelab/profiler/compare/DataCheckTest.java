package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.ContentDigest;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Whether the variants read the same data, from the dataset fingerprints of their runs. */
class DataCheckTest {
    private static final List<Variant> LAYOUTS = List.of(Variant.ofTable("a", "default.a"),
            Variant.ofTable("b", "default.b"));

    private static DatasetFingerprint generated(String table, long hashSum, long rowsNow) {
        return new DatasetFingerprint(table, "needle", Map.of("rows", "1000", "seed", "1"),
                Instant.parse("2026-12-01T20:41:02Z"), "MergeTree", 1000, new ContentDigest(1000, hashSum, false),
                Optional.empty(), OptionalLong.of(rowsNow));
    }

    private static List<Run> reading(String table, DatasetFingerprint... datasets) {
        Runs.Builder run = Runs.builder().id("run-" + table).queryLog(1, 1000, 8000, 1, 8, 1024, Map.of())
                .tables(table);
        for (DatasetFingerprint dataset : datasets) {
            run.dataset(dataset);
        }
        return List.of(run.build());
    }

    @Test
    void variantsReadingTheSameTablesReadTheSameData() {
        DataCheck check = DataCheck.of(List.of(Variant.ofSettings("one", Map.of("max_threads", "1")),
                Variant.ofSettings("two", Map.of("max_threads", "2"))), List.of(reading("default.t"), reading("default.t")));

        assertThat(check).isEqualTo(new DataCheck(SameData.SAME, List.of("every variant read the same tables")));
    }

    @Test
    void layoutsWithEqualDigestsReadTheSameDataAndWithOtherDigestsDoNot() {
        DataCheck same = DataCheck.of(LAYOUTS, List.of(reading("default.a", generated("default.a", 0xabcL, 1000)),
                reading("default.b", generated("default.b", 0xabcL, 1000))));
        DataCheck different = DataCheck.of(LAYOUTS, List.of(reading("default.a", generated("default.a", 0xabcL, 1000)),
                reading("default.b", generated("default.b", 0xdefL, 1000))));

        assertThat(same.sameData()).isEqualTo(SameData.SAME);
        assertThat(same.findings()).containsExactly("a read default.a (1,000 rows, digest 0000000000000abc)",
                "b read default.b (1,000 rows, digest 0000000000000abc)");
        assertThat(different.sameData()).isEqualTo(SameData.DIFFERENT);
        assertThat(different.findings()).containsExactly("a read default.a (1,000 rows, digest 0000000000000abc)",
                "b read default.b (1,000 rows, digest 0000000000000def)");
    }

    @Test
    void aTableNoGeneratorLoadedOrOneModifiedSinceLeavesItNotKnown() {
        DataCheck notGenerated = DataCheck.of(LAYOUTS, List.of(reading("default.a", generated("default.a", 0xabcL, 1000)),
                reading("default.b")));
        DataCheck modified = DataCheck.of(LAYOUTS, List.of(reading("default.a", generated("default.a", 0xabcL, 1000)),
                reading("default.b", generated("default.b", 0xabcL, 1500))));

        assertThat(notGenerated).isEqualTo(new DataCheck(SameData.NOT_KNOWN,
                List.of("b read default.b, which no MergeLab generator loaded")));
        assertThat(modified.sameData()).isEqualTo(SameData.NOT_KNOWN);
        assertThat(modified.findings()).singleElement().asString().startsWith("b read default.b from generator needle(")
                .endsWith("modified since generated (1,500 rows now, 1,000 then)");
    }
}
