package io.mergelab.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HashTableSizeStatsTest {
    @Test
    void hintsTheLastRunsSizeWithinTheCapAndForgetsSmallRuns() {
        HashTableSizeStats stats = new HashTableSizeStats();
        assertThat(stats.hint("a", 1, Long.MAX_VALUE)).isZero();
        stats.record("a", 50_000);
        assertThat(stats.hint("a", 1, Long.MAX_VALUE)).isEqualTo(50_000);
        assertThat(stats.hint("a", 2, 100_000)).isEqualTo(50_000);
        assertThat(stats.hint("a", 2, 99_999)).as("all streams' tables together above the cap: none sized").isZero();
        stats.record("a", 30_000);
        assertThat(stats.hint("a", 1, Long.MAX_VALUE)).isEqualTo(30_000);
        stats.record("a", HashTableSizeStats.MIN_GROUPS - 1);
        assertThat(stats.hint("a", 1, Long.MAX_VALUE)).isZero();
    }

    @Test
    void keepsAtMostMaxEntriesAggregations() {
        HashTableSizeStats stats = new HashTableSizeStats();
        for (int i = 0; i < HashTableSizeStats.MAX_ENTRIES; i++) {
            stats.record("q" + i, HashTableSizeStats.MIN_GROUPS);
        }
        assertThat(stats.hint("q0", 1, Long.MAX_VALUE)).isEqualTo(HashTableSizeStats.MIN_GROUPS);
        stats.record("q0", 20_000);
        assertThat(stats.hint("q1", 1, Long.MAX_VALUE)).as("an entry already kept is updated in place").isEqualTo(HashTableSizeStats.MIN_GROUPS);
        stats.record("new", 20_000);
        assertThat(stats.hint("new", 1, Long.MAX_VALUE)).isEqualTo(20_000);
        assertThat(stats.hint("q1", 1, Long.MAX_VALUE)).as("the full map was emptied for the new one").isZero();
    }
}
