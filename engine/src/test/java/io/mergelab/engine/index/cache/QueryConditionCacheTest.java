package io.mergelab.engine.index.cache;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.storage.MarkRange;
import java.util.List;
import org.junit.jupiter.api.Test;

class QueryConditionCacheTest {
    private static final CacheableCondition COND = new CacheableCondition("equals(v, 1)", 42);
    private static final List<MarkRange> ALL = List.of(new MarkRange(0, 10));

    @Test
    void missUntilAReadRecordsTheMarksWithoutMatches() {
        QueryConditionCache cache = new QueryConditionCache(1024);
        assertThat(cache.matchingRanges("t", "all_1_1_0", COND, 10, ALL)).isNull();

        cache.recordNoMatch("t", "all_1_1_0", COND, 10, null, new int[] {0, 1, 5, 9}, 4);

        assertThat(cache.matchingRanges("t", "all_1_1_0", COND, 10, ALL))
                .containsExactly(new MarkRange(2, 5), new MarkRange(6, 9));
        assertThat(cache.matchingRanges("t", "all_1_1_0", COND, 10, List.of(new MarkRange(4, 7))))
                .containsExactly(new MarkRange(4, 5), new MarkRange(6, 7));
        assertThat(cache.snapshot()).singleElement().satisfies(e -> {
            assertThat(e.matchingMarks()).isEqualTo("0011101110");
            assertThat(e.entrySize()).isEqualTo(8);
            assertThat(e.condition()).isEqualTo("equals(v, 1)");
        });
    }

    @Test
    void marksIndexAnalysisDidNotSelectAreClearedOnTheFirstRecord() {
        QueryConditionCache cache = new QueryConditionCache(1024);
        cache.recordNoMatch("t", "p", COND, 10, List.of(new MarkRange(2, 4), new MarkRange(7, 8)), new int[] {3}, 1);
        assertThat(cache.snapshot().get(0).matchingMarks()).isEqualTo("0010000100");
    }

    @Test
    void otherPartsTablesAndConditionsMiss() {
        QueryConditionCache cache = new QueryConditionCache(1024);
        cache.recordNoMatch("t", "p", COND, 10, null, new int[] {0}, 1);
        assertThat(cache.matchingRanges("t", "q", COND, 10, ALL)).isNull();
        assertThat(cache.matchingRanges("u", "p", COND, 10, ALL)).isNull();
        assertThat(cache.matchingRanges("t", "p", new CacheableCondition("equals(v, 2)", 43), 10, ALL)).isNull();
        // same hash, other text: a collision never reuses the entry
        assertThat(cache.matchingRanges("t", "p", new CacheableCondition("equals(v, 3)", 42), 10, ALL)).isNull();
        assertThat(cache.matchingRanges("t", "p", COND, 11, List.of(new MarkRange(0, 11)))).isNull();
    }

    @Test
    void leastRecentlyUsedEntriesAreEvictedPastTheByteBudget() {
        QueryConditionCache cache = new QueryConditionCache(16);
        cache.recordNoMatch("t", "a", COND, 64, null, new int[0], 0);
        cache.recordNoMatch("t", "b", COND, 64, null, new int[0], 0);
        cache.matchingRanges("t", "a", COND, 64, ALL);
        cache.recordNoMatch("t", "c", COND, 64, null, new int[0], 0);

        assertThat(cache.snapshot()).extracting(QueryConditionCache.EntryView::partName).containsExactly("a", "c");
        assertThat(cache.bytes()).isEqualTo(16);
    }

    @Test
    void removeTableAndClearDropEntries() {
        QueryConditionCache cache = new QueryConditionCache(1024);
        cache.recordNoMatch("t", "a", COND, 10, null, new int[0], 0);
        cache.recordNoMatch("u", "a", COND, 10, null, new int[0], 0);
        cache.removeTable("t");
        assertThat(cache.snapshot()).extracting(QueryConditionCache.EntryView::tableUuid).containsExactly("u");
        cache.clear();
        assertThat(cache.size()).isZero();
        assertThat(cache.bytes()).isZero();
    }
}
