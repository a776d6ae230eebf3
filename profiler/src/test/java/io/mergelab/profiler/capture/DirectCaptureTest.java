package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.testing.SqlOnlyTarget;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Capture on the embedded engine takes the EXPLAINs, log rows, parts and part log directly
 * ({@link DirectCaptureReads}); what it records must be what the SQL path ({@link SqlCaptureReads}, as for a server)
 * records (for the part log see also {@link PartLogCaptureTest}). Statements: a count pruned by a skip index, two
 * LIMIT 1s, a GROUP BY, a JOIN, a failing query and an INSERT.
 *
 * <p>One legitimate difference: the fast path's EXPLAINs and index funnel are the run's own, the SQL path's come from
 * EXPLAIN just before the run. With the engine's default {@code use_skip_indexes_on_data_read = 1} the skip index is
 * checked while reading, so the run's Skip row gives the granules the run dropped, where EXPLAIN checks every granule.
 * A read that reaches its end drops what EXPLAIN drops: the count, and the first LIMIT 1, whose read fills its block
 * from the table's one part before the LIMIT sees a row. Over a table of four parts the LIMIT 1 is met in the first
 * part, so the run never checks the granules of the other three, and it drops fewer granules than EXPLAIN would
 * ({@link #STOPS_EARLY}).
 */
class DirectCaptureTest {
    private static final List<String> STATEMENTS = List.of(
            "SELECT count() FROM needle WHERE s = 'needle'",
            "SELECT * FROM needle WHERE s = 'needle' LIMIT 1",
            "SELECT * FROM needle_parts WHERE s = 'needle' LIMIT 1",
            "SELECT substring(s, 1, 1) AS first, count() AS n FROM needle GROUP BY first ORDER BY first",
            "SELECT k.name, count() AS n FROM needle AS t INNER JOIN kinds AS k ON t.kind = k.kind"
                    + " GROUP BY k.name ORDER BY k.name",
            "SELECT no_such_column FROM needle",
            "INSERT INTO found SELECT id, s FROM needle WHERE s = 'needle'");
    /** The statement whose run checks fewer skip index granules than EXPLAIN before it. */
    private static final String STOPS_EARLY = STATEMENTS.get(2);

    @Test
    void eachPieceTheEngineHandsOverEqualsWhatSqlReadsOfTheSameExecution(@TempDir Path dir) {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir)) {
            createTables(target);
            DirectCaptureReads direct = new DirectCaptureReads(target.directCapture().orElseThrow(),
                    new SqlCaptureReads(target));
            SqlCaptureReads sql = new SqlCaptureReads(target);
            for (String statement : STATEMENTS) {
                List<String> directMissing = new ArrayList<>();
                List<String> sqlMissing = new ArrayList<>();
                Explains explains = direct.explains(statement, Map.of(), Map.of(), directMissing);
                assertThat(explains).as(statement).isEqualTo(sql.explains(statement, Map.of(), Map.of(), sqlMissing));
                assertThat(directMissing).as(statement).isEqualTo(sqlMissing);

                Run run = new RunRecorder(target).record(RunRequest.of(statement), RunSink.NONE).runs().get(0);

                assertThat(run.indexFunnels()).as("the funnels handed over are those of the json EXPLAIN")
                        .isEqualTo(run.explains().planJson().isEmpty() ? List.of()
                                : IndexFunnelParser.parse(run.explains().planJson()));
                if (statement.equals(STOPS_EARLY)) {
                    assertThat(run.explains().pipelineText()).isEqualTo(explains.pipelineText());
                    assertRunDroppedFewerThanExplain(run, IndexFunnelParser.parse(explains.planJson()));
                } else {
                    assertThat(run.explains()).as(statement).isEqualTo(explains);
                }

                assertThat(run.queryLog()).as(statement).isPresent().isEqualTo(sql.queryLog(run.queryId()));
                assertThat(run.processors()).as(statement).isEqualTo(sql.processors(run.queryId()));
                List<PartRow> parts = new ArrayList<>();
                for (String table : run.queryLog().orElseThrow().tables()) {
                    int dot = table.indexOf('.');
                    parts.addAll(sql.parts(table.substring(0, dot), table.substring(dot + 1)));
                }
                assertThat(run.parts()).as(statement).isEqualTo(parts);
                for (String table : run.queryLog().orElseThrow().tables()) {
                    int dot = table.indexOf('.');
                    String database = table.substring(0, dot);
                    String name = table.substring(dot + 1);
                    assertThat(direct.partLog(database, name, Instant.EPOCH)).as(statement).isNotEmpty()
                            .isEqualTo(sql.partLog(database, name, Instant.EPOCH));
                }
            }
        }
    }

    @Test
    void aStatementRecordedThroughSqlAndDirectlyGivesTheSameRunButForIdsTimesAndMeasuredDurations(
            @TempDir Path dir) {
        try (EmbeddedTarget overSql = EmbeddedTarget.open(dir.resolve("sql"));
             EmbeddedTarget direct = EmbeddedTarget.open(dir.resolve("direct"))) {
            QueryTarget sqlOnly = new SqlOnlyTarget(overSql);
            createTables(sqlOnly);
            createTables(direct);
            for (String statement : STATEMENTS) {
                RunRequest request = RunRequest.of(statement).withTags(List.of("same"));
                Run throughSql = new RunRecorder(sqlOnly).record(request, RunSink.NONE).runs().get(0);
                Run handedOver = new RunRecorder(direct).record(request, RunSink.NONE).runs().get(0);

                if (statement.equals(STOPS_EARLY)) {
                    assertThat(RunsWithoutMeasurements.withoutIndexAnalysis(handedOver))
                            .isEqualTo(RunsWithoutMeasurements.withoutIndexAnalysis(throughSql));
                    assertRunDroppedFewerThanExplain(handedOver, throughSql.indexFunnels());
                } else {
                    assertThat(RunsWithoutMeasurements.of(handedOver)).as(statement)
                            .isEqualTo(RunsWithoutMeasurements.of(throughSql));
                }
                assertThat(handedOver.missing()).as(statement).isEqualTo(throughSql.missing());
                if (statement.startsWith("SELECT no_such")) {
                    assertThat(handedOver.failed()).isTrue();
                } else {
                    assertThat(handedOver.queryLog()).as(statement).isPresent();
                    assertThat(handedOver.parts()).as(statement).isNotEmpty();
                }
                if (statement.startsWith("SELECT") && !handedOver.failed()) {
                    assertThat(handedOver.processors()).as(statement).isNotEmpty();
                    assertThat(handedOver.explains().planJson()).as(statement).contains("\"Indexes\"");
                }
            }
        }
    }

    /**
     * The run's funnel equals EXPLAIN's up to its Skip row, which starts from the same granules and keeps more of them:
     * what the run selected, as its query log counts it.
     */
    private static void assertRunDroppedFewerThanExplain(Run run, List<IndexFunnel> explained) {
        List<FunnelStage> ran = run.indexFunnels().get(0).stages();
        List<FunnelStage> before = explained.get(0).stages();
        assertThat(ran).hasSameSizeAs(before);
        int skip = ran.size() - 1;
        assertThat(ran.subList(0, skip)).isEqualTo(before.subList(0, skip));
        assertThat(ran.get(skip).type()).isEqualTo("Skip");
        assertThat(ran.get(skip).granulesBefore()).isEqualTo(before.get(skip).granulesBefore());
        assertThat(ran.get(skip).granulesAfter()).isGreaterThan(before.get(skip).granulesAfter())
                .isEqualTo(run.queryLog().orElseThrow().profileEvent("SelectedMarks"));
        assertThat(run.explains().planText()).contains("Granules: " + ran.get(skip).granulesAfter() + "/");
    }

    /**
     * The same tables and rows in every engine (values derived from the row number, no random ones), with merges
     * stopped so that two engines that ran the same statements hold the same parts. The tables are small enough for
     * each read to be one stream, so every processor's rows are the same in two executions (with several streams a
     * Resize hands each chunk to whichever worker is free first).
     */
    private static void createTables(QueryTarget target) {
        run(target, "SYSTEM STOP MERGES");
        run(target, "CREATE TABLE needle (id UInt64, kind UInt8, s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 256");
        run(target, "INSERT INTO needle SELECT number, number % 3, if(number % 1024 = 0, 'needle',"
                + " toString(cityHash64(number))) FROM numbers(20000)");
        run(target, "CREATE TABLE needle_parts (id UInt64, s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 256");
        for (int part = 0; part < 4; part++) {
            run(target, "INSERT INTO needle_parts SELECT number, if(number % 1024 = 0, 'needle',"
                    + " toString(cityHash64(number))) FROM numbers(" + part * 5000 + ", 5000)");
        }
        run(target, "CREATE TABLE kinds (kind UInt8, name String) ENGINE = MergeTree ORDER BY kind");
        run(target, "INSERT INTO kinds VALUES (0, 'zero'), (1, 'one'), (2, 'two')");
        run(target, "CREATE TABLE found (id UInt64, s String) ENGINE = MergeTree ORDER BY id");
    }

    private static void run(QueryTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
