package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A SELECT that ran is explained from its own plan, pipeline and index analysis ({@link QueryResult#planExplains()}):
 * the same texts {@link Session#explainPlans} gives just before the run, except that with streaming skip indexes
 * ({@code use_skip_indexes_on_data_read = 1}) the Skip rows say what the run dropped while reading. The profile's
 * funnel is that same analysis.
 */
class ExecutedPlanExplainsTest {
    private static final Map<String, String> UPFRONT = Map.of("use_skip_indexes_on_data_read", "0");
    private static final Map<String, String> STREAMING = Map.of("use_skip_indexes_on_data_read", "1");
    private final Engine engine = Engine.inMemory();
    private final Session session = engine.newSession();

    @AfterEach
    void close() {
        engine.close();
    }

    /** 'needle' on every {@code period}-th row of 5,000, in granules of 64 rows, two partitions, parts of 1,000 rows. */
    private void createTable(int period) {
        session.execute("CREATE TABLE t (id UInt64, s String, INDEX s_idx s TYPE bloom_filter(0.001) GRANULARITY 1)"
                + " ENGINE = MergeTree PARTITION BY id % 2 ORDER BY id SETTINGS index_granularity = 64").close();
        session.execute("SYSTEM STOP MERGES t").close();
        for (int from = 0; from < 5000; from += 1000) {
            session.execute("INSERT INTO t SELECT number, if(number % " + period + " = 0, 'needle', toString(number))"
                    + " FROM numbers(" + from + ", 1000)").close();
        }
        session.execute("CREATE TABLE kinds (k UInt64, name String) ENGINE = MergeTree ORDER BY k").close();
        session.execute("INSERT INTO kinds VALUES (0, 'even'), (1, 'odd')").close();
    }

    @Test
    void withSkipIndexesAppliedBeforeReadingTheRunIsExplainedAsExplainPlansExplainsItBefore() {
        createTable(500);
        for (String query : List.of(
                "SELECT count() FROM t WHERE s = 'needle' AND id > 100",
                "SELECT * FROM t WHERE s = 'needle' LIMIT 1",
                "SELECT substring(s, 1, 1) AS first, count() AS n FROM t GROUP BY first ORDER BY first",
                "SELECT k.name, count() AS n FROM t INNER JOIN kinds AS k ON t.id % 2 = k.k WHERE t.id < 3000"
                        + " GROUP BY k.name ORDER BY k.name")) {
            for (String threads : List.of("1", "4")) {
                Map<String, String> settings = Map.of("use_skip_indexes_on_data_read", "0", "max_threads", threads,
                        "use_query_condition_cache", "0");
                PlanExplains before = session.explainPlans(query, new QueryOptions("x", settings, Map.of()));
                QueryResult run = run(query, settings);

                assertThat(run.planExplains()).as(query + ", max_threads " + threads).contains(before);
            }
        }
    }

    @Test
    void aReadThatCheckedEveryGranuleWhileReadingDroppedWhatTheUpfrontAnalysisDrops() {
        createTable(500);
        String query = "SELECT count() FROM t WHERE s = 'needle'";
        PlanExplains upfront = session.explainPlans(query, new QueryOptions("x", UPFRONT, Map.of()));
        QueryResult upfrontRun = run(query, UPFRONT);
        QueryResult streamingRun = run(query, STREAMING);

        assertThat(streamingRun.planExplains()).contains(upfront);
        assertThat(upfrontRun.planExplains()).contains(upfront);
        IndexStage skip = skipStage(streamingRun.profile().orElseThrow());
        assertThat(skip).isEqualTo(skipStage(upfrontRun.profile().orElseThrow()));
        assertThat(skip.granulesAfter()).as("10 needles, each in its own granule of 79").isBetween(10L, 15L);
        assertThat(skip.granulesBefore()).isEqualTo(80);
        assertThat(streamingRun.profile().orElseThrow().profileEvents())
                .containsEntry("SelectedMarks", skip.granulesAfter())
                .containsEntry("MergeLabStreamingSkippedMarks", skip.granulesBefore() - skip.granulesAfter());
    }

    @Test
    void aLimitMetEarlyLeavesTheGranulesItNeverReachedSelected() {
        createTable(500);
        String query = "SELECT id FROM t WHERE s = 'needle' LIMIT 1";
        Map<String, String> settings = Map.of("use_skip_indexes_on_data_read", "1", "max_threads", "1",
                "max_block_size", "64");
        PlanExplains before = session.explainPlans(query, new QueryOptions("x", settings, Map.of()));
        QueryResult run = run(query, settings);

        QueryProfile profile = run.profile().orElseThrow();
        IndexStage skip = skipStage(profile);
        assertThat(skip.granulesAfter()).as("the profile's funnel is the run's")
                .isEqualTo(profile.profileEvents().get("SelectedMarks"));
        assertThat(skip.granulesBefore() - skip.granulesAfter())
                .isEqualTo(profile.profileEvents().getOrDefault("MergeLabStreamingSkippedMarks", 0L));
        PlanExplains after = run.planExplains().orElseThrow();
        assertThat(after.pipeline()).isEqualTo(before.pipeline());
        assertThat(after.plan()).contains("Granules: " + skip.granulesAfter() + "/" + skip.granulesBefore());
        assertThat(after.planJson()).contains("\"Selected Granules\": " + skip.granulesAfter());
        assertThat(skip.granulesAfter()).as("the first granule holds a needle: the read stopped long before the end")
                .isGreaterThan(60);
        assertThat(before.plan()).as("EXPLAIN before the run checks every granule: 10 hold a needle")
                .contains("Granules: 10/80");
    }

    /**
     * What a loaded run of story A showed, all granules selected at run time with streaming skip indexes, is right when
     * every granule holds a needle; with one needle the run selects its granule only.
     */
    @Test
    void aNeedleInEveryGranuleLeavesEveryGranuleSelectedAtRunTimeAndARareOneDoesNot() {
        session.execute("CREATE TABLE n (id UInt64, s String, INDEX s_idx s TYPE bloom_filter(0.001) GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 64").close();
        session.execute("INSERT INTO n SELECT number, if(number % 64 = 0, 'needle', toString(number))"
                + " FROM numbers(5000)").close();
        QueryProfile everywhere = run("SELECT count() FROM n WHERE s = 'needle'", STREAMING).profile().orElseThrow();
        assertThat(skipStage(everywhere).granulesAfter()).isEqualTo(79);
        assertThat(everywhere.profileEvents()).containsEntry("SelectedMarks", 79L)
                .doesNotContainKey("MergeLabStreamingSkippedMarks");

        session.execute("TRUNCATE TABLE n").close();
        session.execute("INSERT INTO n SELECT number, if(number = 4321, 'needle', toString(number))"
                + " FROM numbers(5000)").close();
        QueryProfile rare = run("SELECT count() FROM n WHERE s = 'needle'", STREAMING).profile().orElseThrow();
        assertThat(skipStage(rare).granulesAfter()).isBetween(1L, 3L);
        assertThat(rare.profileEvents().get("SelectedMarks")).isEqualTo(skipStage(rare).granulesAfter());
    }

    @Test
    void onlyASelectThatRanToItsEndWithoutErrorIsExplained() {
        createTable(500);
        QueryResult running = session.execute("SELECT count() FROM t");
        assertThat(running.planExplains()).as("not drained yet").isEmpty();
        running.rows();
        assertThat(running.planExplains()).isPresent();
        assertThat(run("INSERT INTO kinds VALUES (2, 'two')", Map.of()).planExplains()).isEmpty();
        assertThat(run("EXPLAIN SELECT 1", Map.of()).planExplains()).isEmpty();
        QueryResult failed = session.execute("SELECT id FROM t SETTINGS max_rows_to_read = 100, max_threads = 1");
        assertThatThrownBy(failed::rows).isInstanceOf(MergeLabException.class);
        assertThat(failed.planExplains()).isEmpty();
    }

    private QueryResult run(String query, Map<String, String> settings) {
        QueryResult result = session.execute(query, null,
                new QueryOptions(UUID.randomUUID().toString(), settings, Map.of()));
        result.rows();
        return result;
    }

    private static IndexStage skipStage(QueryProfile profile) {
        return profile.indexFunnels().get(0).stages().stream().filter(s -> s.type().equals("Skip")).findFirst()
                .orElseThrow();
    }
}
