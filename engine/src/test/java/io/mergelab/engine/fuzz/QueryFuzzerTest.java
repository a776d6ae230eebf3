package io.mergelab.engine.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 21's fuzzer in CI: 2,000 mutated statements of the SQL script corpus (215 s at load 30 on 2 cores), seeded, with no Java exception that
 * is not a MergeLab error, no LOGICAL_ERROR or UNKNOWN_EXCEPTION, no statement more than a second past
 * max_execution_time and no JVM error. {@code -Dfuzz.statements=N -Dfuzz.seed=S -Dfuzz.scripts=11_} runs another amount, seed or part of the corpus;
 * {@code benchmarks/run FuzzBenchmark 100000} is the long run. Statements it found bugs with are regression tests
 * in {@code sql/40_fuzzer_findings.test}.
 */
@Tag("fuzz")
class QueryFuzzerTest {

    @Test
    void mutatedCorpusStatementsFailOnlyWithMergeLabErrors() throws Exception {
        int statements = Integer.getInteger("fuzz.statements", 2000);
        long seed = Long.getLong("fuzz.seed", 21);
        FuzzReport report = new QueryFuzzer(seed, 0.5, System.getProperty("fuzz.scripts", "")).run(statements);
        System.out.println(report.describe());

        assertThat(report.statements()).isEqualTo(statements);
        assertThat(report.count(FuzzOutcome.OK)).as("statements that ran").isPositive();
        assertThat(report.bad()).as(report.describe()).isZero();
    }
}
