package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SelectStarRuleTest {
    private final Rule rule = new SelectStarRule();

    private static Run star(String sql) {
        return Runs.builder().sql(sql).queryLog(100, 1000, 1_500_000, 10, 100, 1, Map.of()).build();
    }

    @Test
    void selectStarOverSixColumnsIsInformation() {
        Finding f = rule.evaluate(LoggedColumns.with(star("SELECT * FROM default.ev LIMIT 10"),
                "default.ev.a", "default.ev.b", "default.ev.c", "default.ev.d", "default.ev.e", "default.ev.f"));

        assertThat(f.severity()).isEqualTo(Severity.INFO);
        assertThat(f.summary()).isEqualTo("SELECT * read 6 columns, 1.46 KiB a row, 1.43 MiB for 1,000 rows");
    }

    @Test
    void namedColumnsOrANarrowTableAreNotAFinding() {
        assertThat(rule.evaluate(LoggedColumns.with(star("SELECT a, b FROM default.ev"), "default.ev.a", "default.ev.b"))
                .severity()).isEqualTo(Severity.OK);
        assertThat(rule.evaluate(Runs.needleUpfront()).severity()).isEqualTo(Severity.OK);
    }
}
