package io.mergelab.profiler.analysis.diff;

import static io.mergelab.profiler.run.Runs.skipStage;
import static io.mergelab.profiler.run.Runs.stage;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The index funnels of both sides, stage beside stage. */
class FunnelDiffTest {

    @Test
    void stagesPairByTypeAndNameWithTheGranulesEachSideDropped() {
        Run a = Runs.builder().id("a")
                .funnel("default.events", stage("MinMax", 36, 36, 9_000, 9_000), stage("Partition", 36, 12, 9_000, 3_000),
                        stage("PrimaryKey", 12, 12, 3_000, 2_400))
                .build();
        Run b = Runs.builder().id("b")
                .funnel("default.events", stage("MinMax", 36, 36, 9_000, 9_000), stage("Partition", 36, 12, 9_000, 3_000),
                        stage("PrimaryKey", 12, 12, 3_000, 600), skipStage("type_idx", "set(100) GRANULARITY 4", 12, 10, 600, 150))
                .build();

        ProcessorDiff diff = ProcessorDiff.of(a, b);

        assertThat(diff.funnels()).hasSize(1);
        FunnelDiff funnel = diff.funnels().get(0);
        assertThat(funnel.label()).isEqualTo("default.events");
        assertThat(funnel.stages()).extracting(StageDiff::label).containsExactly("MinMax", "Partition", "PrimaryKey",
                "Skip type_idx set(100) GRANULARITY 4");
        StageDiff primaryKey = funnel.stages().get(2);
        assertThat(primaryKey.granulesDroppedA()).isEqualTo(OptionalLong.of(600));
        assertThat(primaryKey.granulesDroppedB()).isEqualTo(OptionalLong.of(2_400));
        StageDiff skip = funnel.stages().get(3);
        assertThat(skip.a()).isEmpty();
        assertThat(skip.granulesDroppedA()).isEmpty();
        assertThat(skip.granulesDroppedB()).isEqualTo(OptionalLong.of(450));
    }

    @Test
    void tablesPairByNameThenTheRestInReadOrder() {
        Run a = Runs.builder().id("a").funnel("default.t_month", stage("PrimaryKey", 36, 36, 900, 900))
                .funnel("default.clients", stage("PrimaryKey", 1, 1, 10, 2)).build();
        Run b = Runs.builder().id("b").funnel("default.clients", stage("PrimaryKey", 1, 1, 10, 2))
                .funnel("default.t_customer", stage("PrimaryKey", 36, 12, 900, 100))
                .funnel("default.extra", stage("PrimaryKey", 1, 1, 5, 5)).build();

        ProcessorDiff diff = ProcessorDiff.of(a, b);

        assertThat(diff.funnels()).extracting(FunnelDiff::label)
                .containsExactly("default.t_month → default.t_customer", "default.clients", "— → default.extra");
        assertThat(diff.funnels().get(0).stages().get(0).granulesDroppedB()).isEqualTo(OptionalLong.of(800));
        assertThat(diff.funnels().get(2).stages().get(0).a()).isEmpty();
    }
}
