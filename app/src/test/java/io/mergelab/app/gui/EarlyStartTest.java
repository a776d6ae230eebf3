package io.mergelab.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.app.gui.workspace.CatalogReader;
import io.mergelab.app.gui.workspace.CatalogSnapshot;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Database;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Table;
import io.mergelab.engine.EngineConfig;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine a window opens while its toolkit starts: taken once, failures passed on, closed if not taken. */
class EarlyStartTest {
    @TempDir
    Path dir;

    @AfterEach
    void release() {
        EarlyStart.closeUntaken();
    }

    @Test
    void theWindowTakesTheEngineItBeganOnceAndOnlyForItsOwnDataDirectory() {
        Path data = dir.resolve("data");
        EarlyStart.begin(data, EngineConfig.defaults());

        assertThat(EarlyStart.takeTarget(dir.resolve("other"))).as("another data directory").isEmpty();
        try (QueryTarget target = EarlyStart.takeTarget(data).orElseThrow();
             TargetResult result = target.run(QueryRequest.of("SELECT 40 + 2"))) {
            assertThat(result.rows()).containsExactly(List.of("42"));
            assertThat(EarlyStart.takeTarget(data)).as("taken once; a later switch opens anew").isEmpty();
        }
    }

    @Test
    void theEngineTakenAfterItsCatalogWasReadAheadReadsItAndRunsStatementsAsEver() {
        Path data = dir.resolve("data");
        try (EmbeddedTarget first = EmbeddedTarget.open(data)) {
            first.run(QueryRequest.of("CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x")).close();
            first.run(QueryRequest.of("INSERT INTO t VALUES (1), (2)")).close();
        }
        EarlyStart.begin(data, EngineConfig.defaults());

        try (QueryTarget target = EarlyStart.takeTarget(data).orElseThrow()) {
            CatalogSnapshot catalog = CatalogReader.read(target);
            Database database = catalog.databases().stream().filter(d -> d.name().equals("default")).findFirst()
                    .orElseThrow();
            assertThat(database.tables()).extracting(Table::name).containsExactly("t");
            assertThat(database.tables().get(0).parts()).hasSize(1);
            Database system = catalog.databases().stream().filter(d -> d.name().equals("system")).findFirst().orElseThrow();
            assertThat(system.tables()).extracting(Table::name).contains("query_log");
            assertThat(system.tables()).as("the logs' parts, which the first engine flushed, are not read for the tree")
                    .allSatisfy(t -> assertThat(t.parts()).isEmpty());
            try (TargetResult result = target.run(QueryRequest.of("SELECT sum(x) FROM t"))) {
                assertThat(result.rows()).containsExactly(List.of("3"));
            }
        }
    }

    @Test
    void theCatalogReadAheadIsTakenOnceAndOnlyForTheEngineItWasReadFrom() {
        Path data = dir.resolve("data");
        try (EmbeddedTarget first = EmbeddedTarget.open(data)) {
            first.run(QueryRequest.of("CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x")).close();
            first.run(QueryRequest.of("INSERT INTO t VALUES (1), (2)")).close();
        }
        EarlyStart.begin(data, EngineConfig.defaults());

        try (QueryTarget target = EarlyStart.takeTarget(data).orElseThrow();
             EmbeddedTarget other = EmbeddedTarget.open(dir.resolve("other"))) {
            assertThat(EarlyStart.takeCatalog(other)).as("another engine's catalog is read anew").isEmpty();
            CatalogSnapshot catalog = EarlyStart.takeCatalog(target).orElseThrow();
            Database database = catalog.databases().stream().filter(d -> d.name().equals("default")).findFirst()
                    .orElseThrow();
            assertThat(database.tables()).extracting(Table::name).containsExactly("t");
            assertThat(database.tables().get(0).parts()).hasSize(1);
            assertThat(EarlyStart.takeCatalog(target)).as("taken once; later reads read anew").isEmpty();
        }
    }

    @Test
    void theWindowTakesTheEngineWithoutWaitingOnceItHasOpened() throws InterruptedException {
        Path data = dir.resolve("data");
        EarlyStart.begin(data, EngineConfig.defaults());
        assertThat(EarlyStart.takeTargetIfOpen(dir.resolve("other"))).as("another data directory").isEmpty();

        // it opens on a thread of its own: asked again until it has
        Optional<QueryTarget> open = EarlyStart.takeTargetIfOpen(data);
        for (int i = 0; open.isEmpty() && i < 6000; i++) {
            Thread.sleep(10);
            open = EarlyStart.takeTargetIfOpen(data);
        }
        try (QueryTarget target = open.orElseThrow();
             TargetResult result = target.run(QueryRequest.of("SELECT 40 + 2"))) {
            assertThat(result.rows()).containsExactly(List.of("42"));
            assertThat(EarlyStart.takeTargetIfOpen(data)).as("taken once").isEmpty();
            assertThat(EarlyStart.takeCatalog(target)).as("its catalog, read ahead").isPresent();
        }
    }

    @Test
    void aFailureToOpenIsLeftForTheWaitingTakeToReport() {
        Path data = dir.resolve("data");
        try (EmbeddedTarget holder = EmbeddedTarget.open(data)) {
            String expected = messageOfOpening(data);
            EarlyStart.begin(data, EngineConfig.defaults());

            assertThat(EarlyStart.takeTargetIfOpen(data)).as("still opening, or failed").isEmpty();
            assertThatThrownBy(() -> EarlyStart.takeTarget(data)).hasMessage(expected);
        }
    }

    @Test
    void aFailureToOpenReachesTheWindowAsTheEngineReportedIt() {
        Path data = dir.resolve("data");
        try (EmbeddedTarget holder = EmbeddedTarget.open(data)) {
            String expected = messageOfOpening(data);
            EarlyStart.begin(data, EngineConfig.defaults());

            assertThatThrownBy(() -> EarlyStart.takeTarget(data)).hasMessage(expected);
        }
    }

    @Test
    void whatTheWindowDidNotTakeIsClosedSoTheDataDirectoryOpensAgain() {
        Path data = dir.resolve("data");
        EarlyStart.begin(data, EngineConfig.defaults());

        EarlyStart.closeUntaken();

        try (EmbeddedTarget reopened = EmbeddedTarget.open(data);
             TargetResult result = reopened.run(QueryRequest.of("SELECT 1"))) {
            assertThat(result.rows()).containsExactly(List.of("1"));
        }
        assertThat(EarlyStart.takeTarget(data)).isEmpty();
    }

    private static String messageOfOpening(Path lockedData) {
        try (EmbeddedTarget second = EmbeddedTarget.open(lockedData)) {
            throw new AssertionError("a second engine opened the locked data directory " + lockedData);
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }
}
