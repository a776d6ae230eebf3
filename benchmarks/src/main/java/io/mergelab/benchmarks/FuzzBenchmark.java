package io.mergelab.benchmarks;

import io.mergelab.engine.fuzz.FuzzReport;
import io.mergelab.engine.fuzz.QueryFuzzer;

/**
 * Issue 21's long fuzz run: the engine test suite's {@link QueryFuzzer} (mutated statements of the SQL script corpus
 * under max_execution_time, max_memory_usage and max_rows_to_read) for many statements; prints the outcome counts,
 * the most frequent error codes and every bad finding with its statement, and exits 1 when there was one.
 *
 * <p>Usage: {@code FuzzBenchmark [statements] [seed] [max_execution_time]} (defaults 100,000, 21 and 0.5).
 */
public final class FuzzBenchmark {
    private FuzzBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int statements = args.length > 0 ? Integer.parseInt(args[0].replace("_", "")) : 100_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 21;
        double maxExecutionSeconds = args.length > 2 ? Double.parseDouble(args[2]) : 0.5;
        FuzzReport report = new QueryFuzzer(seed, maxExecutionSeconds, "").run(statements);
        System.out.println(report.describe());
        if (report.bad() > 0) {
            System.exit(1);
        }
    }
}
