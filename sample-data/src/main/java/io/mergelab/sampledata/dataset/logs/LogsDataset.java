package io.mergelab.sampledata.dataset.logs;

import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.DeclaredDataset;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import java.util.List;

/**
 * Log lines of CI test runs over January 2024, for the text skip indexes {@code tokenbf_v1} and {@code ngrambf_v1}.
 * Every 1,024 consecutive lines are the log of one test (Zipf over {@code distinct} names such as
 * {@code testMergeSelectsAdjacentParts}); a failing test logs ERROR lines naming its exception
 * ({@code java.lang.AssertionError} most often, {@code java.util.concurrent.TimeoutException} rarely), so with
 * {@code correlation} 1 an exception's or a rare test's tokens sit in few granules and the indexes can skip the rest.
 * About 50,000 lines make one test run (test_run_id), on one of 12 hosts.
 */
public final class LogsDataset extends DeclaredDataset {
    public static final String NAME = "logs";
    public static final String ERRORS = "errors";
    static final List<String> COLUMN_NAMES = List.of("timestamp", "test_run_id", "host", "level", "logger", "thread",
            "message", "trace_id");
    static final List<DataType> COLUMN_TYPES = types("DateTime64(3)", "UInt32", "LowCardinality(String)",
            "LowCardinality(String)", "String", "String", "String", "String");
    private static final List<KnobSpec> KNOBS = List.of(
            new KnobSpec(KnobSpec.DISTINCT, 1, 100_000, 5_000, true, "number of distinct test names"),
            new KnobSpec(KnobSpec.SKEW, 0, 3, 1.0, false,
                    "Zipf exponent over test names and over message templates; 0 = all equally frequent"),
            new KnobSpec(ERRORS, 0, 1, 0.01, false,
                    "share of ERROR lines; they come from failing tests, half of whose lines are errors"),
            new KnobSpec(KnobSpec.CORRELATION, 0, 1, 1, false,
                    "share of lines in timestamp order (1: as logs are written, each test's lines together; "
                    + "0: random moments, so a test's lines spread over the whole table)"));

    public LogsDataset() {
        super(NAME, "CI test-run log lines with test names, exceptions and part names for tokenbf_v1 / ngrambf_v1",
                COLUMN_NAMES, COLUMN_TYPES, KNOBS);
    }

    @Override
    public String createTable(String qualifiedTable) {
        return "CREATE TABLE " + qualifiedTable + " (" + columnsClause()
                + ", INDEX message_tokens message TYPE tokenbf_v1(32768, 3, 0) GRANULARITY 1"
                + ", INDEX message_ngrams message TYPE ngrambf_v1(4, 32768, 3, 0) GRANULARITY 1"
                + ") ENGINE = MergeTree ORDER BY (test_run_id, timestamp)";
    }

    @Override
    public BlockGenerator generator(Knobs knobs) {
        return new LogsGenerator(knobs);
    }
}
