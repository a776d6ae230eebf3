package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The advice on a comparison: what differs between the baseline's run and a variant's. */
class ComparisonAdviceTest {
    private static Run scan(long granulesKept, long rowsRead) {
        return Runs.builder().sql("SELECT count() FROM needle WHERE s = 'needle'")
                .queryLog(100, rowsRead, rowsRead * 64, 1, 8, 1 << 20, Map.of("SelectedMarks", granulesKept))
                .funnel("default.needle", new FunnelStage("PrimaryKey", "", "", List.of("s"), "(s in ['needle', 'needle'])",
                        1, 1, 1_954, granulesKept, "binary search"))
                .build();
    }

    @Test
    void aVariantReadingFarFewerGranulesSaysSoWithTheIndexStageThatKeptThem() {
        List<ComparisonAdvice.Line> lines = ComparisonAdvice.of("unsorted", scan(1_954, 2_000_000), "by_s",
                scan(3, 3_072));

        assertThat(lines).filteredOn(l -> l.change() == ComparisonAdvice.Change.GRANULES).singleElement()
                .satisfies(l -> {
                    assertThat(l.variant()).isEqualTo("by_s");
                    assertThat(l.text()).isEqualTo("by_s read 651× fewer granules than unsorted (3 against 1,954):"
                            + " by_s's PrimaryKey kept 3 of 1,954, unsorted's PrimaryKey kept 1,954 of 1,954");
                });
    }

    @Test
    void granulesWithinTwofoldAndTheSameRunSayNothing() {
        assertThat(ComparisonAdvice.of("a", scan(1_000, 1_000_000), "b", scan(600, 600_000)))
                .noneMatch(l -> l.change() == ComparisonAdvice.Change.GRANULES);
        Run same = Runs.needleStreaming();
        assertThat(ComparisonAdvice.of("a", same, "b", same)).isEmpty();
    }

    private static Run lookup(long rowsRead) {
        return Runs.builder().sql("SELECT * FROM hits WHERE URL = 'x'")
                .queryLog(900, rowsRead, rowsRead * 80, 10, 800, 1 << 24, Map.of("SelectedMarks", 123L))
                .processors("0 |  | 1 | ReadFromMergeTree | default.hits | MergeTreeSelect(pool: ReadPool, algorithm:"
                        + " Thread) | 1 | 0 | 0 | 0 | 0 | " + rowsRead + " | 0")
                .build();
    }

    @Test
    void aFindingOnlyOneSideHasIsGoneInTheVariantOrNewInIt() {
        Run wasteful = lookup(1_000_000);
        Run frugal = lookup(20);

        List<ComparisonAdvice.Line> fixed = ComparisonAdvice.of("wide", wasteful, "narrow", frugal);
        List<ComparisonAdvice.Line> broken = ComparisonAdvice.of("narrow", frugal, "wide", wasteful);

        assertThat(fixed).singleElement().satisfies(l -> {
            assertThat(l.change()).isEqualTo(ComparisonAdvice.Change.GONE);
            assertThat(l.ruleId()).isEqualTo("rows-read-per-row-returned");
            assertThat(l.text()).startsWith("gone in narrow (").contains("; wide: Read 123 granules (1,000,000 rows)"
                    + " to return 10 rows: 100,000 rows read per row returned");
        });
        assertThat(broken).singleElement().satisfies(l -> {
            assertThat(l.change()).isEqualTo(ComparisonAdvice.Change.NEW);
            assertThat(l.text()).startsWith("new in wide: Read 123 granules (1,000,000 rows) to return 10 rows");
        });
    }
}
