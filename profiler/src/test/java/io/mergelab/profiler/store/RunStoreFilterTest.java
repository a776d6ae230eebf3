package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The history's list and groups over one store of varied runs: each filter alone, and together. */
class RunStoreFilterTest {
    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00Z");

    @TempDir
    static Path dir;

    private static RunStore store;

    @BeforeAll
    static void fill() {
        store = RunStore.open(dir.resolve("store"));
        List<io.mergelab.profiler.run.Run> runs = new ArrayList<>();
        runs.add(complete("hits-1").startedAt(at(1)).sql("SELECT URL, count() FROM default.hits GROUP BY URL")
                .hash(1).elapsedMicros(10_000).tags("story-a").tables("default.hits").build());
        runs.add(complete("hits-2").startedAt(at(2)).sql("SELECT URL, count() FROM default.hits GROUP BY URL")
                .hash(1).elapsedMicros(30_000).tags("story-a", "cold").tables("default.hits")
                .setting("use_skip_indexes_on_data_read", "0").build());
        runs.add(complete("hits-3").startedAt(at(3)).sql("SELECT URL, count() FROM default.hits GROUP BY URL")
                .hash(1).elapsedMicros(20_000).tags("story-a").tables("default.hits")
                .setting("use_skip_indexes_on_data_read", "1").build());
        runs.add(complete("needle").startedAt(at(4)).sql("SELECT count() FROM needle.t WHERE s = 'needle' LIMIT 1")
                .hash(2).elapsedMicros(5_000).tags("story-a").tables("needle.t")
                .setting("use_skip_indexes_on_data_read", "1").build());
        runs.add(complete("events").startedAt(at(5)).sql("SELECT client_id, sum(amount) FROM events FINAL GROUP BY client_id")
                .hash(3).elapsedMicros(90_000).tags("story-b").tables("default.events").build());
        runs.add(complete("broken").startedAt(at(6)).sql("SELECT * FROM default.nosuch_table")
                .hash(4).elapsedMicros(1_000).tags().tables().error(60, "UNKNOWN_TABLE", "Table default.nosuch_table does not exist")
                .build());
        runs.add(complete("other-hits").startedAt(at(7)).sql("SELECT 1 FROM archive.hits")
                .hash(5).tags("story-a", "story-a").tables("archive.hits").build());
        store.saveAll(runs);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    private static Instant at(int hours) {
        return T0.plus(Duration.ofHours(hours));
    }

    private static List<String> ids(RunFilter filter) {
        return store.list(filter).stream().map(RunSummary::id).toList();
    }

    @Test
    void listsNewestFirstUpToTheLimit() {
        assertThat(ids(RunFilter.latest()))
                .containsExactly("other-hits", "broken", "events", "needle", "hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withLimit(2))).containsExactly("other-hits", "broken");
    }

    @Test
    void summariesCarryWhatTheHistoryShows() {
        RunSummary hits2 = store.list(RunFilter.latest().withSearch("URL").withLimit(3)).get(1);

        assertThat(hits2.id()).isEqualTo("hits-2");
        assertThat(hits2.seriesId()).isEqualTo("series-hits-2");
        assertThat(hits2.startedAt()).isEqualTo(at(2));
        assertThat(hits2.sql()).isEqualTo("SELECT URL, count() FROM default.hits GROUP BY URL");
        assertThat(hits2.tags()).containsExactly("story-a", "cold");
        assertThat(hits2.tables()).containsExactly("default.hits");
        assertThat(hits2.elapsedMillis()).isEqualTo(30.0);
        assertThat(hits2.readRows()).hasValue(983_040);
        assertThat(hits2.readBytes()).hasValue(7_864_320);
        assertThat(hits2.peakMemoryBytes()).hasValue(4_194_304);
        assertThat(hits2.resultRows()).isEqualTo(1);
        assertThat(hits2.errorCode()).isEmpty();
        assertThat(hits2.targetDescription()).isEqualTo("embedded /tmp/data");

        RunSummary broken = store.list(RunFilter.latest().withErrorCode(60)).get(0);
        assertThat(broken.errorCode()).hasValue(60);
        assertThat(broken.errorName()).isEqualTo("UNKNOWN_TABLE");
    }

    @Test
    void theSummaryOfARunIsWhatTheStoreLists() {
        for (RunSummary listed : store.list(RunFilter.latest())) {
            assertThat(RunSummary.of(store.load(listed.id()).orElseThrow())).isEqualTo(listed);
        }
    }

    @Test
    void searchFindsWordsOfTheSqlByTheirBeginningIgnoringCase() {
        assertThat(ids(RunFilter.latest().withSearch("needle"))).containsExactly("needle");
        assertThat(ids(RunFilter.latest().withSearch("NEEDLE"))).containsExactly("needle");
        assertThat(ids(RunFilter.latest().withSearch("hit"))).containsExactly("other-hits", "hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withSearch("group by url"))).containsExactly("hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withSearch("nosuch"))).as("a part of a word with _").containsExactly("broken");
        assertThat(ids(RunFilter.latest().withSearch("amount final"))).containsExactly("events");
        assertThat(ids(RunFilter.latest().withSearch("needle hits"))).isEmpty();
        assertThat(ids(RunFilter.latest().withSearch("zebra"))).isEmpty();
        assertThat(ids(RunFilter.latest().withSearch("rl"))).as("not inside a word").isEmpty();
    }

    @Test
    void searchWithoutAnyWordLooksForTheTextItself() {
        assertThat(ids(RunFilter.latest().withSearch("*"))).containsExactly("broken");
        assertThat(ids(RunFilter.latest().withSearch("  "))).hasSize(7);
    }

    @Test
    void aPrefixWithManyCompletionsStillFindsEveryMatch() {
        List<io.mergelab.profiler.run.Run> runs = new ArrayList<>();
        for (int i = 0; i < MatchingRuns.MAX_COMPLETIONS + 5; i++) {
            runs.add(complete("many-" + i).startedAt(at(-100 + i)).sql("SELECT zz" + i + " FROM t").tags("many").build());
        }
        store.saveAll(runs);
        try {
            assertThat(ids(RunFilter.latest().withSearch("zz").withLimit(1000))).hasSize(runs.size());
            assertThat(ids(RunFilter.latest().withSearch("zz").withLimit(3)))
                    .containsExactly("many-36", "many-35", "many-34");
            assertThat(ids(RunFilter.latest().withSearch("zz1").withLimit(1000)))
                    .containsExactlyInAnyOrder("many-1", "many-10", "many-11", "many-12", "many-13", "many-14",
                            "many-15", "many-16", "many-17", "many-18", "many-19");
        } finally {
            store.delete(runs.stream().map(io.mergelab.profiler.run.Run::id).toList());
        }
    }

    @Test
    void filtersByTableWithOrWithoutItsDatabase() {
        assertThat(ids(RunFilter.latest().withTable("hits"))).containsExactly("other-hits", "hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withTable("default.hits"))).containsExactly("hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withTable("t"))).containsExactly("needle");
        assertThat(ids(RunFilter.latest().withTable("default.t"))).isEmpty();
    }

    @Test
    void filtersByTagAndGivesARunWithATagTwiceOnce() {
        assertThat(ids(RunFilter.latest().withTag("cold"))).containsExactly("hits-2");
        assertThat(ids(RunFilter.latest().withTag("story-b"))).containsExactly("events");
        assertThat(ids(RunFilter.latest().withTag("story-a").withLimit(2))).containsExactly("other-hits", "needle");
        assertThat(ids(RunFilter.latest().withTag("story-a")))
                .containsExactly("other-hits", "needle", "hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withTag("story"))).as("tags match whole").isEmpty();
    }

    @Test
    void filtersBySettingValue() {
        assertThat(ids(RunFilter.latest().withSetting("use_skip_indexes_on_data_read", "1")))
                .containsExactly("needle", "hits-3");
        assertThat(ids(RunFilter.latest().withSetting("use_skip_indexes_on_data_read", "0"))).containsExactly("hits-2");
        assertThat(ids(RunFilter.latest().withSetting("max_threads", "2"))).hasSize(7);
    }

    @Test
    void filtersByErrorCode() {
        assertThat(ids(RunFilter.latest().withErrorCode(60))).containsExactly("broken");
        assertThat(ids(RunFilter.latest().withErrorCode(241))).isEmpty();
    }

    @Test
    void filtersByTimeWindowSinceInclusiveUntilExclusive() {
        assertThat(ids(RunFilter.latest().withSince(at(5)))).containsExactly("other-hits", "broken", "events");
        assertThat(ids(RunFilter.latest().withUntil(at(2)))).containsExactly("hits-1");
        assertThat(ids(RunFilter.latest().withSince(at(2)).withUntil(at(4)))).containsExactly("hits-3", "hits-2");
        assertThat(ids(RunFilter.latest().withTag("story-a").withSince(at(3)).withUntil(at(7))))
                .containsExactly("needle", "hits-3");
    }

    @Test
    void filtersByQueryPattern() {
        assertThat(ids(RunFilter.latest().withPattern(1))).containsExactly("hits-3", "hits-2", "hits-1");
        assertThat(ids(RunFilter.latest().withPattern(1).withTag("cold"))).containsExactly("hits-2");
        assertThat(ids(RunFilter.latest().withPattern(1).withLimit(1))).containsExactly("hits-3");
        assertThat(ids(RunFilter.latest().withPattern(4).withErrorCode(60))).containsExactly("broken");
        assertThat(ids(RunFilter.latest().withPattern(99))).isEmpty();
        assertThat(store.groups(RunFilter.latest().withPattern(2))).extracting(QueryGroup::runs).containsExactly(1);
    }

    @Test
    void combinesFilters() {
        assertThat(ids(RunFilter.latest().withSearch("count").withTag("story-a")
                .withSetting("use_skip_indexes_on_data_read", "1"))).containsExactly("needle", "hits-3");
        assertThat(ids(RunFilter.latest().withTable("hits").withTag("cold"))).containsExactly("hits-2");
        assertThat(ids(RunFilter.latest().withTag("story-a").withTable("t").withSetting("max_threads", "2")))
                .containsExactly("needle");
        assertThat(ids(RunFilter.latest().withErrorCode(60).withSearch("nosuch").withSince(at(6))))
                .containsExactly("broken");
        assertThat(ids(RunFilter.latest().withErrorCode(60).withTag("story-a"))).isEmpty();
    }

    @Test
    void groupsByNormalizedQueryHashWithCountPercentilesAndTrend() {
        List<QueryGroup> groups = store.groups(RunFilter.latest());

        assertThat(groups).extracting(QueryGroup::normalizedQueryHash).containsExactly(5L, 4L, 3L, 2L, 1L);
        QueryGroup hits = groups.get(4);
        assertThat(hits.runs()).isEqualTo(3);
        assertThat(hits.failedRuns()).isZero();
        assertThat(groups.get(1).failedRuns()).as("the failed run's pattern").isEqualTo(1);
        assertThat(hits.sql()).isEqualTo("SELECT URL, count() FROM default.hits GROUP BY URL");
        assertThat(hits.p50Millis()).isEqualTo(20.0);
        assertThat(hits.p95Millis()).isCloseTo(29.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(hits.trendMillis()).containsExactly(10.0, 30.0, 20.0);
        assertThat(hits.firstStartedAt()).isEqualTo(at(1));
        assertThat(hits.lastStartedAt()).isEqualTo(at(3));
    }

    @Test
    void groupsFollowTheFilterAndTheLimit() {
        List<QueryGroup> groups = store.groups(RunFilter.latest().withTag("story-a").withUntil(at(4)));

        assertThat(groups).hasSize(1);
        assertThat(groups.get(0).runs()).isEqualTo(3);
        assertThat(store.groups(RunFilter.latest().withLimit(2))).extracting(QueryGroup::normalizedQueryHash)
                .containsExactly(5L, 4L);
        assertThat(store.groups(RunFilter.latest().withSearch("hit"))).extracting(QueryGroup::runs)
                .containsExactly(1, 3);
    }
}
