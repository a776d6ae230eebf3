package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history's scale rests on H2 reading each filter's index in order and stopping after a page (docs/benchmarks.md:
 * a tag on half the runs took 300 ms at 100,000 runs when H2 sorted every match instead). This checks H2's plan.
 */
class MatchingRunsPlanTest {
    @TempDir
    Path dir;

    @Test
    void everySingleFilterReadsItsIndexInOrder() throws Exception {
        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.saveAll(List.of(complete("a").build(), complete("b").error(60, "UNKNOWN_TABLE", "x").build()));
            try (Connection connection = DriverManager.getConnection(
                    "jdbc:h2:file:" + dir.resolve("store") + ";AUTO_SERVER=TRUE", "", "")) {
                for (RunFilter filter : List.of(RunFilter.latest(), RunFilter.latest().withTag("story-a"),
                        RunFilter.latest().withSetting("max_threads", "2"), RunFilter.latest().withTable("hits"),
                        RunFilter.latest().withTable("default.hits"), RunFilter.latest().withSearch("google"),
                        RunFilter.latest().withErrorCode(60), RunFilter.latest().withSince(Instant.EPOCH),
                        RunFilter.latest().withPattern(42), RunFilter.latest().withPattern(42).withErrorCode(60),
                        RunFilter.latest().withTag("story-a").withSetting("max_threads", "2")
                                .withSince(Instant.EPOCH))) {
                    assertThat(plan(connection, filter)).as(filter.toString()).contains("/* index sorted */");
                }
            }
        }
    }

    @Test
    void aPatternIsReadThroughItsOwnIndex() throws Exception {
        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.saveAll(List.of(complete("a").build()));
            try (Connection connection = DriverManager.getConnection(
                    "jdbc:h2:file:" + dir.resolve("store") + ";AUTO_SERVER=TRUE", "", "")) {
                assertThat(plan(connection, RunFilter.latest().withPattern(42).withErrorCode(60)))
                        .containsIgnoringCase("runs_by_pattern").contains("/* index sorted */");
                assertThat(plan(connection, RunFilter.latest().withTag("story-a").withPattern(42)))
                        .containsIgnoringCase("run_tags_by_tag").containsIgnoringCase("normalized_query_hash");
            }
        }
    }

    private static String plan(Connection connection, RunFilter filter) throws Exception {
        MatchingRuns.Query newest = MatchingRuns.of(connection, filter).newest(100);
        MatchingRuns.Query explain = new MatchingRuns.Query("EXPLAIN " + newest.sql(), newest.parameters());
        try (PreparedStatement statement = explain.prepare(connection); ResultSet row = statement.executeQuery()) {
            row.next();
            return row.getString(1);
        }
    }
}
