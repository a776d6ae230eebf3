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
        return filtered(SQL, rowsKept, key);
    }

    private static Runs.Builder filtered(String sql, long rowsKept, FunnelStage key) {
        return Runs.builder().sql(sql)
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
        assertThat(f.fix()).contains("ORDER BY (<current key columns>, <filtered column>)");
    }

    @Test
    void aKeyThatSkippedMostGranulesIsNotAFinding() {
        assertThat(rule.evaluate(expired(3_000, primaryKey(10)).build()).severity()).isEqualTo(Severity.OK);
    }

    @Test
    void aFilterThatKeepsMostRowsIsNotAFinding() {
        assertThat(rule.evaluate(expired(60_000, primaryKey(96)).build()).severity()).isEqualTo(Severity.OK);
    }

    @Test
    void aTimeConditionGetsTheDayAsAKeyColumn() {
        Finding f = rule.evaluate(LoggedColumns.with(expired(3_000, primaryKey(96)).build(),
                "default.ev.client_id", "default.ev.amount", "default.ev.period_ends"));

        assertThat(f.summary()).contains("(on period_ends)");
        assertThat(f.fix()).startsWith("A new table with ORDER BY (<current key columns>, toDate(period_ends))");
    }

    @Test
    void aSubstringSearchGetsAnNgramIndexNotAKeyColumn() {
        Finding f = rule.evaluate(LoggedColumns.with(
                filtered("SELECT count() FROM ev WHERE s LIKE '%needle%'", 195, primaryKey(96)).build(), "default.ev.s"));

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).startsWith("99.8% of the 100,000 rows read were dropped by WHERE (on s)");
        assertThat(f.explanation()).contains("cannot use a primary key");
        assertThat(f.fix()).isEqualTo("ALTER TABLE default.ev ADD INDEX s_ngrams s TYPE ngrambf_v1(3, 65536, 2, 0) "
                + "GRANULARITY 1; ALTER TABLE default.ev MATERIALIZE INDEX s_ngrams").doesNotContain("toDate");
    }

    @Test
    void aFunctionSearchingForASubstringIsOneToo() {
        Finding f = rule.evaluate(LoggedColumns.with(
                filtered("SELECT count() FROM ev WHERE position(URL, 'google') > 0", 10, primaryKey(96)).build(),
                "default.ev.URL"));

        assertThat(f.fix()).contains("ADD INDEX URL_ngrams URL TYPE ngrambf_v1");
    }

    @Test
    void aPrefixPatternIsNotASubstringSearch() {
        Finding f = rule.evaluate(LoggedColumns.with(
                filtered("SELECT count() FROM ev WHERE s LIKE 'needle%'", 195, primaryKey(96)).build(), "default.ev.s"));

        assertThat(f.fix()).isEqualTo("A new table with ORDER BY (<current key columns>, s) filled by INSERT INTO … SELECT");
    }

    @Test
    void anyOtherConditionGetsTheColumnItself() {
        Finding f = rule.evaluate(LoggedColumns.with(
                filtered("SELECT sum(amount) FROM ev WHERE user_id = 42", 10, primaryKey(96)).build(),
                "default.ev.amount", "default.ev.user_id"));

        assertThat(f.summary()).contains("(on user_id)");
        assertThat(f.fix()).contains("ORDER BY (<current key columns>, user_id)").doesNotContain("toDate");
    }
}
