package io.mergelab.profiler.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The plan's shape without what changes from run to run or between tables of one layout. */
class PlanHashTest {
    private static String plan(String table, int granules, int nodeId, String key) {
        return "[{\"Plan\": {\"Node Type\": \"Expression\", \"Node Id\": \"Expression_" + nodeId + "\","
                + " \"Plans\": [{\"Node Type\": \"ReadFromMergeTree\", \"Description\": \"" + table + "\","
                + " \"Indexes\": [{\"Type\": \"PrimaryKey\", \"Keys\": [\"" + key + "\"],"
                + " \"Condition\": \"(" + key + " in [1, 5])\", \"Initial Granules\": 100,"
                + " \"Selected Granules\": " + granules + "}]}]}}]";
    }

    @Test
    void estimatesIdsAndTheLayoutsTableNameDoNotChangeTheShape() {
        Optional<String> original = PlanHash.of(plan("db.events", 12, 1, "id"), Optional.of("db.events"));
        Optional<String> copy = PlanHash.of(plan("db.events_copy", 40, 7, "id"), Optional.of("db.events_copy"));

        assertThat(original).hasValueSatisfying(h -> assertThat(h).matches("[0-9a-f]{16}"));
        assertThat(copy).isEqualTo(original);
        assertThat(PlanHash.shape(List.of(original, copy))).isEqualTo(PlanShape.SAME);
    }

    @Test
    void anotherSortingKeyOrStepChangesTheShape() {
        Optional<String> byId = PlanHash.of(plan("db.t", 12, 1, "id"), Optional.empty());
        Optional<String> byKey = PlanHash.of(plan("db.t", 12, 1, "k"), Optional.empty());
        Optional<String> limited = PlanHash.of(plan("db.t", 12, 1, "id").replace("\"Expression\"", "\"Limit\""),
                Optional.empty());

        assertThat(byKey).isNotEqualTo(byId);
        assertThat(limited).isNotEqualTo(byId);
        assertThat(PlanHash.shape(List.of(byId, byKey))).isEqualTo(PlanShape.CHANGED);
    }

    @Test
    void aShortTableNameIsReplacedOnlyAsAWholeName() {
        String text = plan("db.t", 12, 1, "id").replace("\"Expression\"", "\"Expression (t total)\"");

        assertThat(PlanHash.of(text, Optional.of("db.t")))
                .isEqualTo(PlanHash.of(plan("db.u", 12, 1, "id").replace("\"Expression\"", "\"Expression (u total)\""),
                        Optional.of("db.u")));
        assertThat(PlanHash.of(text, Optional.of("db.t")))
                .isNotEqualTo(PlanHash.of(text.replace("total", "totals"), Optional.of("db.t")));
    }

    @Test
    void noPlanOrOneThatIsNotJsonIsNotComparable() {
        assertThat(PlanHash.of("", Optional.empty())).isEmpty();
        assertThat(PlanHash.of("Expression ((Project names))", Optional.empty())).isEmpty();
        assertThat(PlanHash.shape(List.of(Optional.of("a"), Optional.empty()))).isEqualTo(PlanShape.NOT_COMPARABLE);
    }
}
