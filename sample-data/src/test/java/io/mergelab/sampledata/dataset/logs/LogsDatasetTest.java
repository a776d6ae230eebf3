package io.mergelab.sampledata.dataset.logs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogsDatasetTest {
    private static final long ROWS = 140_000;
    private static final Dataset LOGS = Datasets.named("logs");
    private static final Pattern GRANULES = Pattern.compile("Granules: (\\d+)/(\\d+)");

    @TempDir
    Path dir;

    private static BlockGenerator generator(long rows, Map<String, String> knobs) {
        return LOGS.generator(LOGS.knobs(rows, 42, knobs));
    }

    private static int column(String name) {
        return LOGS.columnNames().indexOf(name);
    }

    @Test
    void declaresColumnsIndexesAndKnobsWithDefaults() {
        assertThat(LOGS.columnsClause()).isEqualTo("timestamp DateTime64(3), test_run_id UInt32, "
                + "host LowCardinality(String), level LowCardinality(String), logger String, thread String, "
                + "message String, trace_id String");
        assertThat(LOGS.createTable("l")).contains("INDEX message_tokens message TYPE tokenbf_v1(32768, 3, 0) GRANULARITY 1",
                "INDEX message_ngrams message TYPE ngrambf_v1(4, 32768, 3, 0) GRANULARITY 1")
                .endsWith("ENGINE = MergeTree ORDER BY (test_run_id, timestamp)");
        assertThat(LOGS.knobs(1, 1, Map.of()).values()).containsOnly(Map.entry("distinct", 5_000.0),
                Map.entry("skew", 1.0), Map.entry("errors", 0.01), Map.entry("correlation", 1.0));
    }

    @Test
    void badKnobsFailWithBadArgumentsNamingTheKnob() {
        assertBad(() -> LOGS.knobs(10, 1, Map.of("errors", "1.5")), "Knob errors of dataset logs is out of range: 1.5");
        assertBad(() -> LOGS.knobs(10, 1, Map.of("distinct", "200000")), "Knob distinct of dataset logs is out of range");
        assertBad(() -> LOGS.knobs(10, 1, Map.of("distinct", "10.5")), "takes whole numbers");
        assertBad(() -> LOGS.knobs(10, 1, Map.of("skew", "-1")), "Knob skew of dataset logs is out of range");
        assertBad(() -> LOGS.knobs(10, 1, Map.of("users", "5")), "Dataset logs has no knob 'users'");
    }

    /**
     * ERROR lines come in failing tests' stretches of 1,024 lines: with errors = 0.5 every stretch fails and the
     * share is a per-line coin (tolerance 0.01, over 5 standard deviations); with 0.05 a tenth of the 137 stretches
     * fail, so the share varies by about 0.013 from seed to seed (tolerance 0.03).
     */
    @Test
    void errorShareFollowsTheErrorsKnob() {
        assertThat(errorShare(Map.of("errors", "0.5"))).isCloseTo(0.5, within(0.01));
        assertThat(errorShare(Map.of("errors", "0.05"))).isCloseTo(0.05, within(0.03));
        assertThat(errorShare(Map.of("errors", "0"))).isZero();
        assertThat(errorShare(Map.of("errors", "1"))).isEqualTo(1.0);
    }

    private static double errorShare(Map<String, String> knobs) {
        BlockGenerator g = generator(ROWS, knobs);
        long errors = 0;
        for (int b = 0; b < g.blockCount(); b++) {
            BytesColumn level = (BytesColumn) g.block(b).column(column("level"));
            for (int r = 0; r < level.size(); r++) {
                errors += level.getString(r).equals("ERROR") ? 1 : 0;
            }
        }
        return errors / (double) ROWS;
    }

    @Test
    void correlationOneWritesLinesInTimestampOrderOverJanuary2024() {
        BlockGenerator g = generator(ROWS, Map.of());
        long previousTime = Long.MIN_VALUE;
        long previousRun = 0;
        for (int b = 0; b < g.blockCount(); b++) {
            Chunk chunk = g.block(b);
            LongColumn time = (LongColumn) chunk.column(column("timestamp"));
            LongColumn run = (LongColumn) chunk.column(column("test_run_id"));
            BytesColumn trace = (BytesColumn) chunk.column(column("trace_id"));
            for (int r = 0; r < chunk.rows(); r++) {
                assertThat(time.getLong(r)).isGreaterThanOrEqualTo(previousTime)
                        .isBetween(LogsGenerator.START_MILLIS, LogsGenerator.START_MILLIS + LogsGenerator.SPAN_MILLIS);
                assertThat(run.getLong(r)).isGreaterThanOrEqualTo(previousRun).isBetween(1L, 3L);
                assertThat(trace.getString(r)).matches("[0-9a-f]{32}");
                previousTime = time.getLong(r);
                previousRun = run.getLong(r);
            }
        }
    }

    @Test
    void testNamesAreDistinctCamelCaseWords() {
        LogsVocabulary vocabulary = new LogsVocabulary(30_000);
        assertThat(IntStream.range(0, 30_000).mapToObj(vocabulary::testNameText).distinct().count())
                .isEqualTo(30_000);
        assertThat(vocabulary.testNameText(0)).matches("test([A-Z][a-z]+)+");
        assertThat(vocabulary.testNameText(25_000)).matches("test([A-Z][a-z]+)+3");
    }

    /**
     * Failing tests are rare and their lines sit together, so the token index keeps few granules for an exception
     * name and the n-gram index few for a rare test name inside a LIKE pattern; with correlation 0 the same tokens are
     * spread over (almost) every granule.
     */
    @Test
    void textIndexesSkipMostGranulesForRareTokensWhenLinesFollowTheKey() {
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.setSetting("use_skip_indexes_on_data_read", "0");
            load(engine, s, "logs", "1");
            load(engine, s, "shuffled", "0");
            String assertion = "hasToken(message, 'AssertionError')";
            String rareTest = s.execute("SELECT extract(message, 'Running test([A-Za-z]+)') AS t FROM logs "
                    + "WHERE message LIKE 'Running test%' GROUP BY t ORDER BY count(), t LIMIT 1").rows().get(0).get(0)
                    .toString();
            String like = "message LIKE '%" + rareTest + "%'";

            int[] tokens = granules(s, "logs", assertion, "message_tokens");
            int[] ngrams = granules(s, "logs", like, "message_ngrams");
            int[] shuffled = granules(s, "shuffled", assertion, "message_tokens");

            assertThat(tokens[1]).isEqualTo(137);
            assertThat(tokens[0]).isPositive().isLessThan(tokens[1] / 5);
            assertThat(ngrams[0]).isPositive().isLessThan(tokens[1] / 20);
            assertThat(shuffled[0]).isGreaterThan(shuffled[1] * 3 / 4);
            for (String where : List.of(assertion, like)) {
                assertThat(count(s, "logs", where, "0")).as(where).isPositive().isEqualTo(count(s, "logs", where, "1"));
            }
            s.execute("SYSTEM FLUSH LOGS").close();
            List<List<Object>> marks = s.execute("SELECT log_comment, ProfileEvents['SelectedMarks'] FROM system.query_log "
                    + "WHERE type = 'QueryFinish' AND log_comment LIKE 'logs-%' ORDER BY log_comment").rows();
            assertThat(marks).containsExactly(List.of("logs-" + assertion + "-0", 137L),
                    List.of("logs-" + assertion + "-1", (long) tokens[0]), List.of("logs-" + like + "-0", 137L),
                    List.of("logs-" + like + "-1", (long) ngrams[0]));
        }
    }

    private static void load(Engine engine, Session s, String table, String correlation) {
        s.execute(LOGS.createTable(table) + " SETTINGS index_granularity = 1024").close();
        new TableLoader(engine).load(table, LOGS.columnNames(), generator(ROWS, Map.of("errors", "0.05",
                "correlation", correlation)), 2, Map.of(), (done, total) -> { });
    }

    /** Granules {@code [after, before]} the skip index {@code index} in EXPLAIN indexes = 1. */
    private static int[] granules(Session s, String table, String where, String index) {
        List<String> lines = s.execute("EXPLAIN indexes = 1 SELECT count() FROM " + table + " WHERE " + where).rows()
                .stream().map(r -> r.get(0).toString().strip()).toList();
        int at = lines.indexOf("Name: " + index);
        assertThat(at).as("EXPLAIN shows index %s:%n%s", index, String.join("\n", lines)).isPositive();
        for (String line : lines.subList(at, lines.size())) {
            Matcher m = GRANULES.matcher(line);
            if (m.matches()) {
                return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
            }
        }
        throw new AssertionError("no Granules line after " + index + " in\n" + String.join("\n", lines));
    }

    private static long count(Session s, String table, String where, String useIndexes) {
        String comment = table + "-" + where + "-" + useIndexes;
        return ((Number) s.execute("SELECT count() FROM " + table + " WHERE " + where + " SETTINGS use_skip_indexes = "
                + useIndexes + ", log_comment = '" + comment.replace("'", "\\'") + "'").rows().get(0).get(0)).longValue();
    }

    private static void assertBad(ThrowingCallable call, String message) {
        assertThatThrownBy(call).isInstanceOf(MergeLabException.class).hasMessageContaining(message)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
    }
}
