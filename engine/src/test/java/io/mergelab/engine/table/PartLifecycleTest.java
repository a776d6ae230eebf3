package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.querylog.QueryRegistry;
import io.mergelab.engine.querylog.RunningQuery;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reserving parts for a merge, swapping results in, and keeping retired parts while queries may read them. */
class PartLifecycleTest {
    @TempDir
    Path dir;

    private final QueryRegistry queries = new QueryRegistry();
    private final PartRetirement retirement = new PartRetirement(queries);
    private final List<PartLogEvent> events = new CopyOnWriteArrayList<>();
    /** The thread that logged each event of {@link #events}. */
    private final List<String> eventThreads = new CopyOnWriteArrayList<>();

    /** A table with three single-row parts. */
    private MergeTreeTable table() {
        List<ColumnDefinition> columns = List.of(
                new ColumnDefinition("k", IntegerType.UINT64, ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, ""));
        TableDefinition def = new TableDefinition("default", "t", columns, List.of(), TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("k")), List.of(), Optional.empty(), Settings.mergeTreeDefaults(), "", "");
        MergeTreeTable t = MergeTreeTable.open(def, dir, EvaluationContext.system(),
                new TableServices(null, retirement, event -> {
                    slowRemoval(event);
                    events.add(event);
                    eventThreads.add(Thread.currentThread().getName());
                }));
        for (int i = 0; i < 3; i++) {
            ColumnBuilder k = ColumnBuilder.create(IntegerType.UINT64, 1);
            k.appendLong(i);
            t.insert(List.of(new Chunk(List.of(k.build()), 1)).iterator());
        }
        return t;
    }

    /** With {@link #slowRemovals}, a RemovePart logged on the cleanup thread comes late, as one behind many deletions. */
    private volatile boolean slowRemovals;

    private void slowRemoval(PartLogEvent event) {
        if (slowRemovals && event.type() == PartLogEvent.Type.RemovePart) {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private RunningQuery startQuery(String id) {
        return queries.register(id, "SELECT 1", QueryKind.SELECT, "default", "default", Settings.queryDefaults());
    }

    @Test
    void insertsLogOneNewPartEventPerPart() {
        MergeTreeTable t = table();
        assertThat(events).extracting(PartLogEvent::type).containsOnly(PartLogEvent.Type.NewPart);
        assertThat(events).extracting(PartLogEvent::partName).containsExactly("all_1_1_0", "all_2_2_0", "all_3_3_0");
        assertThat(events).extracting(PartLogEvent::rows).containsOnly(1L);
        assertThat(t.activeParts()).hasSize(3);
    }

    @Test
    void aReservedPartCannotBeReservedAgainUntilReleased() {
        MergeTreeTable t = table();
        List<DataPart> parts = t.activeParts();
        PartReservation first = t.tryReserve(parts.subList(0, 2)).orElseThrow();
        assertThat(t.tryReserve(parts.subList(1, 3))).isEmpty();
        assertThat(t.reservedParts()).containsExactlyInAnyOrderElementsOf(parts.subList(0, 2));
        first.close();
        assertThat(t.reservedParts()).isEmpty();
        assertThat(t.tryReserve(parts.subList(1, 3))).isPresent();
    }

    @Test
    void aRetiredPartStaysOnDiskUntilTheQueriesThatMayReadItFinish() {
        MergeTreeTable t = table();
        DataPart old = t.activeParts().get(0);
        RunningQuery before = startQuery("before");
        assertThat(t.replaceParts(List.of(old), List.of())).isTrue();
        RunningQuery after = startQuery("after");

        assertThat(t.activeParts()).doesNotContain(old);
        assertThat(t.tryReserve(List.of(old))).isEmpty();
        assertThat(Files.isDirectory(old.path())).isTrue();
        queries.unregister(after);
        retirement.removeUnused();
        assertThat(Files.isDirectory(old.path())).as("the query that started earlier still runs").isTrue();

        queries.unregister(before);
        retirement.removeUnused();
        assertThat(Files.exists(old.path())).isFalse();
        assertThat(events).filteredOn(e -> e.type() == PartLogEvent.Type.RemovePart)
                .extracting(PartLogEvent::partName).containsExactly(old.name());
    }

    @Test
    void aQueryThatEndsLeavesDeletingThePartsItOutlivedToTheCleanupThread() {
        MergeTreeTable t = table();
        DataPart old = t.activeParts().get(0);
        RunningQuery reader = startQuery("reader");
        assertThat(t.replaceParts(List.of(old), List.of())).isTrue();
        queries.unregister(reader);

        retirement.removeUnusedInBackground();
        // removeAll waits for the queued background deletion first, so the part is gone by the cleanup thread's hand
        retirement.removeAll();

        assertThat(Files.exists(old.path())).isFalse();
        int removal = events.stream().map(PartLogEvent::type).toList().indexOf(PartLogEvent.Type.RemovePart);
        assertThat(removal).as("RemovePart logged").isNotNegative();
        assertThat(eventThreads.get(removal)).isEqualTo("mergelab-part-cleanup");
    }

    @Test
    void removingAndWaitingEndsAfterTheBackgroundDeletionLoggedItsRemovals() {
        MergeTreeTable t = table();
        DataPart old = t.activeParts().get(0);
        RunningQuery reader = startQuery("reader");
        assertThat(t.replaceParts(List.of(old), List.of())).isTrue();
        queries.unregister(reader);
        slowRemovals = true;

        retirement.removeUnusedInBackground();
        while (Files.exists(old.path())) {
            // the cleanup thread deleted the files and is about to log RemovePart
            Thread.onSpinWait();
        }
        // what SYSTEM FLUSH LOGS does before flushing, so the RemovePart of a DROP PARTITION just ended is in the log
        retirement.removeUnusedAndWait();

        assertThat(events).filteredOn(e -> e.type() == PartLogEvent.Type.RemovePart)
                .extracting(PartLogEvent::partName).containsExactly(old.name());
        retirement.removeAll();
    }

    @Test
    void aSwapFailsWhenASourceIsNoLongerActive() {
        MergeTreeTable t = table();
        DataPart old = t.activeParts().get(0);
        t.truncate();
        assertThat(t.replaceParts(List.of(old), List.of())).isFalse();
        assertThat(t.activeParts()).isEmpty();
    }
}
