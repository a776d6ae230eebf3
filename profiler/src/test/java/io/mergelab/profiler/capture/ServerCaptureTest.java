package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run capture on a real ClickHouse server, read through SQL exactly as on any target: what the server has is captured,
 * what it lacks is named with its version, and the run keeps in the store like an embedded one.
 */
class ServerCaptureTest {
    private static final String NEEDLE_QUERY = "SELECT id, s FROM needle WHERE s = 'needle' AND id > 100 LIMIT 3";
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();
    private static ClickHouseTarget target;

    @BeforeAll
    static void createNeedleTable() {
        target = ClickHouseTarget.connect(ServerConnection.to(clickhouse.server().url().toString()));
        run("CREATE TABLE needle (id UInt64, s String) ENGINE = MergeTree PARTITION BY id % 4 ORDER BY id"
                + " SETTINGS index_granularity = 128");
        run("INSERT INTO needle SELECT number, if(number % 1024 = 0, 'needle', concat(hex(cityHash64(number)), hex(intHash64(number))))"
                + " FROM numbers(40000)");
    }

    @AfterAll
    static void stop() {
        if (target != null) {
            target.close();
        }
    }

    private static void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    @Test
    void aRunOnTheServerKeepsItsQueryLogRowAndNamesWhatTheServerLacks() {
        Run run = new RunRecorder(target).record(RunRequest.of(NEEDLE_QUERY).withTags(List.of("needle"))
                .withSettings(Map.of("max_block_size", "4096")), RunSink.NONE).runs().get(0);

        assertThat(run.failed()).isFalse();
        assertThat(run.target().kind()).isEqualTo("clickhouse");
        assertThat(run.target().engineVersion()).isEqualTo(target.info().engineVersion());
        assertThat(run.outcome().resultRows()).isEqualTo(3);
        QueryLogEntry log = run.queryLog().orElseThrow();
        assertThat(log.type()).isEqualTo("QueryFinish");
        assertThat(log.readRows()).isPositive().isLessThanOrEqualTo(40000);
        assertThat(log.resultRows()).isEqualTo(3);
        assertThat(log.memoryUsage()).isPositive();
        assertThat(log.profileEvents()).containsKey("SelectedMarks");
        assertThat(log.settings()).containsEntry("max_block_size", "4096");
        assertThat(run.settings()).containsEntry("max_block_size", "4096");
        assertThat(run.tags()).containsExactly("needle");
        if (target.info().engineVersion().startsWith("18.")) {
            String lacking = "not on this server (" + target.info().engineVersion() + ")";
            assertThat(run.missing()).contains("EXPLAIN: " + lacking, "system.processors_profile_log: " + lacking,
                    "system.query_log.tables: " + lacking, "log_comment: " + lacking);
            assertThat(run.processors()).isEmpty();
            assertThat(run.explains().planText()).isEmpty();
        }
    }

    @Test
    void aFailedStatementIsARunWithTheServersErrorAndItsExceptionRow() {
        Run run = new RunRecorder(target).record(RunRequest.of("SELECT throwIf(id = 5000) FROM needle"),
                RunSink.NONE).runs().get(0);

        assertThat(run.failed()).isTrue();
        assertThat(run.outcome().error().orElseThrow().code()).isEqualTo(395);
        assertThat(run.queryLog()).as("missing: %s", run.missing()).isPresent();
        assertThat(run.queryLog().orElseThrow().type()).startsWith("Exception");
    }

    @Test
    void aSeriesOfServerRunsKeepsInTheStoreAndReadsBack(@TempDir Path storeDir) {
        try (RunStore store = RunStore.open(storeDir.resolve("runs"))) {
            List<Run> runs = new RunRecorder(target).record(RunRequest.of(NEEDLE_QUERY).withRepetitions(1, 3, false),
                    store::save).runs();
            assertThat(runs).hasSize(3);
            Run loaded = store.load(runs.get(2).id()).orElseThrow();
            assertThat(loaded.target()).isEqualTo(target.info());
            assertThat(loaded.queryLog()).isEqualTo(runs.get(2).queryLog());
            assertThat(loaded.missing()).isEqualTo(runs.get(2).missing());
            assertThat(store.series(runs.get(0).seriesId())).hasSize(3);
        }
    }
}
