package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.List;
import org.junit.jupiter.api.Test;

class AdviceTest {

    @Test
    void theRegistryHoldsAtLeastTwelveRulesWithDistinctIds() {
        List<String> ids = Advice.rules().stream().map(Rule::id).toList();

        assertThat(ids).hasSizeGreaterThanOrEqualTo(12).doesNotHaveDuplicates().allMatch(id -> id.matches("[a-z0-9-]+"));
    }

    @Test
    void everyRuleAnswersEveryRunWithItsOwnIdHighestScoreFirst() {
        List<Finding> findings = Advice.of(Runs.needleUpfront());

        assertThat(findings).extracting(Finding::ruleId)
                .containsExactlyInAnyOrderElementsOf(Advice.rules().stream().map(Rule::id).toList());
        assertThat(findings).extracting(Finding::score).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
        assertThat(findings.get(0).ruleId()).isEqualTo("skip-index-drops-nothing");
    }

    @Test
    void onlyInfoAndWarningFindingsAreWorthReading() {
        assertThat(Advice.worthReading(Runs.needleStreaming())).isNotEmpty()
                .allMatch(f -> f.severity() != Severity.OK);
    }

    @Test
    void scoresMapToSeveritiesAtTwentyFiveAndSeventyFive() {
        assertThat(Severity.of(24)).isEqualTo(Severity.OK);
        assertThat(Severity.of(25)).isEqualTo(Severity.INFO);
        assertThat(Severity.of(74)).isEqualTo(Severity.INFO);
        assertThat(Severity.of(75)).isEqualTo(Severity.WARNING);
    }
}
