package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FilterNotInKeyRuleTest {
    private final Rule rule = new FilterNotInKeyRule();
    private static final String SQL = "SELECT client_id, sum(amount) FROM ev FINAL WHERE period_ends >= today() GROUP BY client_id";

    private static Runs.Builder expired(long rowsKept, FunnelStage key) {
        return Runs.builder().sql(SQL)
                .queryLog(800, 100_000, 4_000_000, 3, 48, 1 << 22, Map.of("SelectedMarks", 96L))
                .processors("""
                        0 | 1 | 3 | ReadFromMergeTree | default.ev | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 1000 | 0 | 0 | 0 | 0 | 100000 | 4000000
                        1 |  | 2 | Filter | WHERE | FilterTransform | 1000 | 0 | 0 | 100000 | 4000000 | %d | 40000
                        """.formatted(rowsKept))
                .funnel("default.ev", key);
    }

    private static FunnelStage primaryKey(long granulesAfter) {
        return new FunnelStage("PrimaryKey", "", "", List.of("client_id"), "true", 9, 9, 96, granulesAfter, "");
    }

    @Test
    void mostRowsDroppedByWhereWhileTheKeyKeptEveryGranuleIsAWarning() {
        Finding f = rule.evaluate(expired(3_000, primaryKey(96)).build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.score()).isEqualTo(94);
        assertThat(f.summary()).startsWith("97% of the 100,000 rows read were dropped by WHERE")
                .endsWith("the primary key kept 96 of 96 granules");
        assertThat(f.fix()).contains("ORDER BY (<current key columns>, toDate(");
    }

    @Test
    void aKeyThatSkippedMostGranulesIsNotAFinding() {
        assertThat(rule.evaluate(expired(3_000, primaryKey(10)).build()).severity()).isEqualTo(Severity.OK);
    }

    @Test
    void aFilterThatKeepsMostRowsIsNotAFinding() {
        assertThat(rule.evaluate(expired(60_000, primaryKey(96)).build()).severity()).isEqualTo(Severity.OK);
    }
}
