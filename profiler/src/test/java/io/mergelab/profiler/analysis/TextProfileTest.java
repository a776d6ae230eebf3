package io.mergelab.profiler.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Golden texts: on a difference the actual text is written to {@code target/golden-actual/} so a reviewer can
 * accept a change by copying it over the expected file.
 */
class TextProfileTest {

    private static void assertGolden(String name, Run run) throws IOException {
        String actual = TextProfile.render(run);
        String expected;
        try (InputStream in = TextProfileTest.class.getResourceAsStream(name)) {
            expected = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!actual.equals(expected)) {
            Path out = Path.of("target", "golden-actual", name);
            Files.createDirectories(out.getParent());
            Files.writeString(out, actual);
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void needleQueryWithUpfrontSkipIndex() throws IOException {
        assertGolden("text-profile-needle.txt", Runs.needleUpfront());
    }

    @Test
    void groupByOnTwoThreads() throws IOException {
        assertGolden("text-profile-group-by.txt", Runs.groupByTwoThreads());
    }

    @Test
    void failedImportedRunWithMissingPartsAndABrokenGraph() throws IOException {
        Run run = Runs.builder().id("imported-7").sql("SELECT uniqExact(UserID)\n  FROM hits   GROUP BY URL")
                .target(new io.mergelab.profiler.run.TargetInfo("import", "import hits-dump.json", "24.8.1.1"))
                .outcome(3_250_000, 0, 0).error(241, "MEMORY_LIMIT_EXCEEDED",
                        "Memory limit (for query) exceeded: would use 9.31 GiB, maximum: 9.31 GiB")
                .processors("""
                        1 | 2 | 3 | ReadFromMergeTree | default.hits | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 900000 | 0 | 5 | 0 | 0 | 8000000 | 640000000
                        2 | 1 | 2 | Aggregating |  | AggregatingTransform | 2300000 | 900005 | 0 | 8000000 | 640000000 | 0 | 0
                        """)
                .missing("system.query_log: no row for this query_id in the dump")
                .missing("EXPLAIN: not available for imported runs")
                .build();

        assertGolden("text-profile-failed.txt", run);
    }

    @Test
    void manyStepsAreCutToTheTopOnesWithTheRestSummed() {
        StringBuilder rows = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            rows.append(i).append(" | | ").append(i).append(" | Step").append(i).append(" | | P | ").append(i * 100)
                    .append(" | 0 | 0 | 0 | 0 | 0 | 0\n");
        }
        String text = TextProfile.render(Runs.builder().processors(rows.toString()).build());

        assertThat(text).contains("  Step12 ").contains("  Step5 ").doesNotContain("  Step4 ")
                .contains("  … 4 more steps, 1,000 µs of work");
    }

    @Test
    void barsShowSmallSharesInEighths() {
        assertThat(TextProfile.bar(1)).isEqualTo("█".repeat(16));
        assertThat(TextProfile.bar(0.5)).isEqualTo("█".repeat(8));
        assertThat(TextProfile.bar(1.0 / 128)).isEqualTo("▏");
        assertThat(TextProfile.bar(0)).isEmpty();
    }
}
