package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import java.util.List;
import org.junit.jupiter.api.Test;

class IndexFunnelParserTest {

    /** What EXPLAIN PLAN indexes = 1, json = 1 prints for a read with all four kinds of stage (ClickHouse's keys). */
    private static final String READ = """
            {
              "Node Type": "ReadFromMergeTree",
              "Node Id": "ReadFromMergeTree_3",
              "Description": "default.t",
              "Indexes": [
                {"Type": "MinMax", "Keys": ["id"], "Condition": "(id in (100, +Inf))",
                 "Initial Parts": 4, "Selected Parts": 3, "Initial Granules": 784, "Selected Granules": 700},
                {"Type": "Partition", "Condition": "true",
                 "Initial Parts": 3, "Selected Parts": 3, "Initial Granules": 700, "Selected Granules": 700},
                {"Type": "PrimaryKey", "Keys": ["id"], "Condition": "(id in (100, +Inf))",
                 "Initial Parts": 3, "Selected Parts": 3, "Initial Granules": 700, "Selected Granules": 690,
                 "Search Algorithm": "binary search"},
                {"Type": "Skip", "Name": "si", "Description": "bloom_filter GRANULARITY 1",
                 "Initial Parts": 3, "Selected Parts": 2, "Initial Granules": 690, "Selected Granules": 115}
              ]
            }""";

    @Test
    void eachStageOfAReadBecomesAFunnelStage() {
        List<IndexFunnel> funnels = IndexFunnelParser.parse("[{\"Plan\": {\"Node Type\": \"Expression\", \"Plans\": ["
                + READ + "]}}]");

        assertThat(funnels).singleElement().satisfies(funnel -> {
            assertThat(funnel.table()).isEqualTo("default.t");
            assertThat(funnel.stages()).containsExactly(
                    new FunnelStage("MinMax", "", "", List.of("id"), "(id in (100, +Inf))", 4, 3, 784, 700, ""),
                    new FunnelStage("Partition", "", "", List.of(), "true", 3, 3, 700, 700, ""),
                    new FunnelStage("PrimaryKey", "", "", List.of("id"), "(id in (100, +Inf))", 3, 3, 700, 690,
                            "binary search"),
                    new FunnelStage("Skip", "si", "bloom_filter GRANULARITY 1", List.of(), "", 3, 2, 690, 115, ""));
        });
    }

    @Test
    void readsAnywhereInThePlanCountAndReadsWithoutIndexesDoNot() {
        String other = READ.replace("default.t", "db.u");
        String plan = "[{\"Plan\": {\"Node Type\": \"Union\", \"Plans\": [" + READ + ", {\"Node Type\": \"Expression\","
                + " \"Plans\": [" + other + "]}, {\"Node Type\": \"ReadFromMergeTree\", \"Description\": \"db.plain\"}]}}]";

        assertThat(IndexFunnelParser.parse(plan)).extracting(IndexFunnel::table).containsExactly("default.t", "db.u");
    }

    @Test
    void textThatIsNotJsonIsAClearError() {
        assertThatThrownBy(() -> IndexFunnelParser.parse("Expression ((Project names))"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("EXPLAIN json is not JSON");
        assertThatThrownBy(() -> IndexFunnelParser.parse("")).hasMessage("EXPLAIN json is empty");
    }
}
