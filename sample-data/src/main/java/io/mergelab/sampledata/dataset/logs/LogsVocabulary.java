package io.mergelab.sampledata.dataset.logs;

import io.mergelab.sampledata.dataset.Ascii;
import io.mergelab.sampledata.dataset.RowRandom;
import java.util.List;

/**
 * The words of the logs table as ready bytes: test names such as {@code testMergeSelectsAdjacentParts} (unique per
 * popularity rank), their test classes, exception classes by how often tests fail with them, message templates with
 * their level and logger, hosts and threads. A function of the number of test names only.
 */
final class LogsVocabulary {
    static final String[] LEVELS = {"TRACE", "DEBUG", "INFO", "WARN", "ERROR"};
    static final int ERROR = 4;
    /** By how often a failing test throws them: AssertionError most, OutOfMemoryError least. */
    static final String[] EXCEPTIONS = {"java.lang.AssertionError", "org.opentest4j.AssertionFailedError",
        "java.lang.IllegalStateException", "java.lang.NullPointerException", "java.util.concurrent.TimeoutException",
        "java.io.UncheckedIOException", "java.lang.IllegalArgumentException",
        "java.lang.ArrayIndexOutOfBoundsException", "java.util.ConcurrentModificationException",
        "java.lang.OutOfMemoryError"};
    static final String[] HOSTS = {"ci-runner-01", "ci-runner-02", "ci-runner-03", "ci-runner-04", "ci-runner-05",
        "ci-runner-06", "ci-runner-07", "ci-runner-08", "ci-runner-09", "ci-runner-10", "ci-runner-11", "ci-runner-12"};
    static final String[] THREADS = {"Test worker", "main", "merge-1", "insert-1", "merge-2", "insert-2", "merge-3",
        "merge-4", "ForkJoinPool.commonPool-worker-1", "ForkJoinPool.commonPool-worker-2", "pool-1-thread-1",
        "pool-1-thread-2"};
    static final String[] TABLES = {"default.events", "default.hits", "default.logs", "test.parts", "test.t",
        "test.needle", "system.query_log", "system.part_log"};
    static final String[] INDEXES = {"s_idx", "message_tokens", "message_ngrams", "minmax_ts", "set_level"};
    /** A test name is {@code test + subject + verb + object}, with a number after the first 10,000. */
    static final int NAME_COMBINATIONS = 25 * 20 * 20;

    /** Subject of a test name and the package of its test class. */
    private static final String[][] SUBJECTS = {{"Merge", "merge"}, {"Insert", "storage"}, {"Select", "interpreter"},
        {"Mutation", "mutation"}, {"Part", "storage"}, {"Index", "index"}, {"Granule", "index"}, {"Parser", "sql"},
        {"Planner", "plan"}, {"Cache", "index.cache"}, {"Mark", "storage"}, {"Reader", "storage"},
        {"Writer", "storage"}, {"Codec", "storage.codec"}, {"Schema", "catalog"}, {"Join", "join"},
        {"Aggregate", "aggregate"}, {"Sort", "processor"}, {"Filter", "processor"}, {"Projection", "plan"},
        {"Partition", "storage"}, {"Final", "finalread"}, {"Session", "settings"}, {"Query", "interpreter"},
        {"Format", "format"}};
    private static final String[] VERBS = {"Selects", "Skips", "Reads", "Writes", "Keeps", "Drops", "Rejects",
        "Accepts", "Returns", "Counts", "Merges", "Splits", "Orders", "Caches", "Loads", "Frees", "Locks", "Retries",
        "Reports", "Ignores"};
    private static final String[] OBJECTS = {"AdjacentParts", "EmptyGranules", "NullValues", "LargeBlocks", "OldParts",
        "SmallParts", "DuplicateRows", "WideRows", "SortedKeys", "ExpiredRows", "LowCardinality", "NestedArrays",
        "DeletedRows", "HugeStrings", "ZeroRows", "NegativeNumbers", "UnicodeNames", "CancelledQueries",
        "ConcurrentInserts", "BrokenParts"};
    private static final String[] CLASS_KINDS = {"", "Integration", "Property", "Stress"};

    /** Ordinary lines by popularity: level, logger (null: the test's class) and text. */
    static final List<LineKind> LINES = List.of(
            new LineKind(2, null, "Running {test}"),
            new LineKind(2, "io.mergelab.engine.storage.PartWriter", "Inserted block of {count} rows into part {part}"),
            new LineKind(1, "io.mergelab.engine.storage.PartReader", "Loading part {part} from disk"),
            new LineKind(2, "io.mergelab.engine.merge.MergeExecutor", "Merged {count} parts into {part} in {millis} ms"),
            new LineKind(1, "io.mergelab.engine.index.IndexAnalysis", "Checking {count} marks of part {part}"),
            new LineKind(2, "io.mergelab.engine.interpreter.QueryExecutor", "Query {uuid} read {count} rows in {millis} ms"),
            new LineKind(2, null, "Test {test} passed in {millis} ms"),
            new LineKind(1, "io.mergelab.engine.index.SkipIndexStage", "Index {index} dropped {count} granules of part {part}"),
            new LineKind(2, "io.mergelab.engine.merge.MergeSelector", "Selected {count} parts to merge, result {part}"),
            new LineKind(0, "io.mergelab.engine.catalog.TableLocks", "Acquired lock on {table} for query {uuid}"),
            new LineKind(1, "io.mergelab.engine.index.cache.GranuleCache", "Granule cache hit ratio {percent}%"),
            new LineKind(2, "io.mergelab.engine.storage.PartCleaner", "Removing part {part} after merge"),
            new LineKind(1, "io.mergelab.engine.settings.SessionSettings", "Session {uuid} set max_threads = {count}"),
            new LineKind(3, "io.mergelab.engine.merge.MergeExecutor", "Slow merge of {part}: {millis} ms"),
            new LineKind(2, null, "Created table {table} for {test}"),
            new LineKind(0, "io.mergelab.engine.memory.MemoryTracker", "Released {count} bytes of block memory"),
            new LineKind(1, "io.mergelab.engine.processor.PipelineExecutor", "Reading {count} granules of {table} in {count} streams"),
            new LineKind(3, "io.mergelab.engine.storage.PartWriter", "Retrying insert into {table} after {millis} ms"),
            new LineKind(3, "io.mergelab.engine.memory.MemoryTracker", "Memory usage of query {uuid} is {count} MiB, above the soft limit"));
    /** The ERROR lines of a failing test (logged by its class), each naming the test's exception. */
    static final List<LineKind> FAILURE_LINES = List.of(
            new LineKind(ERROR, null, "Test {test} failed: {exception}: expected {count} but was {count}"),
            new LineKind(ERROR, null, "{exception}: part {part} is missing {count} marks"),
            new LineKind(ERROR, null, "    at {testClass}.{test}:{line}"),
            new LineKind(ERROR, null, "Caused by: {exception} while merging {part} in {table}"));

    private final byte[][] testNames;
    private final int[] testClass;
    private final byte[][] classNames = new byte[SUBJECTS.length * CLASS_KINDS.length][];

    LogsVocabulary(int tests) {
        for (int s = 0; s < SUBJECTS.length; s++) {
            for (int k = 0; k < CLASS_KINDS.length; k++) {
                classNames[s * CLASS_KINDS.length + k] = Ascii.bytes("io.mergelab.engine." + SUBJECTS[s][1] + "."
                        + SUBJECTS[s][0] + CLASS_KINDS[k] + "Test");
            }
        }
        testNames = new byte[tests][];
        testClass = new int[tests];
        for (int rank = 0; rank < tests; rank++) {
            // 7919 is prime to 10,000: a reversible shuffle, so neighbouring ranks get unrelated names.
            int c = (int) ((rank % NAME_COMBINATIONS * 7919L + 17) % NAME_COMBINATIONS);
            int subject = c % SUBJECTS.length;
            int verb = c / SUBJECTS.length % VERBS.length;
            int object = c / (SUBJECTS.length * VERBS.length);
            int round = rank / NAME_COMBINATIONS;
            testNames[rank] = Ascii.bytes("test" + SUBJECTS[subject][0] + VERBS[verb] + OBJECTS[object]
                    + (round == 0 ? "" : Integer.toString(round + 1)));
            testClass[rank] = subject * CLASS_KINDS.length
                    + (int) Long.remainderUnsigned(RowRandom.bits(0, rank, 0), CLASS_KINDS.length);
        }
    }

    int tests() {
        return testNames.length;
    }

    byte[] testName(int test) {
        return testNames[test];
    }

    String testNameText(int test) {
        return Ascii.text(testNames[test]);
    }

    byte[] testClass(int test) {
        return classNames[testClass[test]];
    }

    /** One kind of log line: its level (index into {@link #LEVELS}), its logger (null: the test's class), its text. */
    record LineKind(int level, String logger, MessageTemplate template) {
        LineKind(int level, String logger, String template) {
            this(level, logger, MessageTemplate.parse(template));
        }

        byte[] loggerBytes() {
            return logger == null ? null : Ascii.bytes(logger);
        }
    }
}
