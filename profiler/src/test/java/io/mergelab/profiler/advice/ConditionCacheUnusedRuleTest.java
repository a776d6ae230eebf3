package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConditionCacheUnusedRuleTest {
    private final Rule rule = new ConditionCacheUnusedRule();
    private static final String FILTER = """
            0 | 1 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 1000 | 0 | 0 | 0 | 0 | 8192 | 65536
            1 |  | 1 | Filter | WHERE | FilterTransform | 100 | 0 | 0 | 8192 | 65536 | 1 | 8
            """;

    private static Run repetition(int n, Map<String, Long> events) {
        return Runs.builder().series("series-1", n).queryLog(10, 8192, 65536, 1, 8, 1 << 20, events).processors(FILTER)
                .build();
    }

    @Test
    void aRepetitionThatMissedTheCacheIsAWarning() {
        Finding f = rule.evaluate(repetition(2, Map.of("SelectedMarks", 8L, "QueryConditionCacheMisses", 8L)));

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).isEqualTo("Repetition 2 of this filter found nothing in the query condition cache (8 misses, 0 hits)");
    }

    @Test
    void aRepetitionThatHitTheCacheIsNotAFinding() {
        Finding f = rule.evaluate(repetition(2, Map.of("SelectedMarks", 8L, "QueryConditionCacheHits", 8L)));

        assertThat(f.severity()).isEqualTo(Severity.OK);
    }

    @Test
    void theCacheSwitchedOffIsInformation() {
        Finding f = rule.evaluate(Runs.builder().setting("use_query_condition_cache", "0")
                .queryLog(10, 8192, 65536, 1, 8, 1 << 20, Map.of("SelectedMarks", 8L)).processors(FILTER).build());

        assertThat(f.severity()).isEqualTo(Severity.INFO);
        assertThat(f.fix()).isEqualTo("SET use_query_condition_cache = 1");
    }
}
