package io.mergelab.engine.mutation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.merge.MergeEntry;
import io.mergelab.engine.merge.MergeList;
import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.AlterTable;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import io.mergelab.engine.table.PartRetirement;
import io.mergelab.engine.table.TableServices;
import io.mergelab.engine.type.IntegerType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Mutations of a table on disk: versions, recovery at open, failures, waiting for merges, system.merges and part_log. */
class TableMutationsTest {
    @TempDir
    Path dir;
    private final List<PartLogEvent> events = new CopyOnWriteArrayList<>();
    private final MergeList merges = new MergeList();

    /** (k UInt64, v UInt64) ORDER BY k, granules of 4 rows. */
    private MergeTreeTable open() {
        List<ColumnDefinition> columns = List.of(column("k"), column("v"));
        TableDefinition def = new TableDefinition("default", "t", columns, List.of(), TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("k")), List.of(), Optional.empty(),
                Settings.mergeTreeDefaults().with("index_granularity", "4"), "", "");
        return MergeTreeTable.open(def, dir, EvaluationContext.system(),
                new TableServices(null, new PartRetirement(null), events::add, merges));
    }

    private static ColumnDefinition column(String name) {
        return new ColumnDefinition(name, IntegerType.UINT64, ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, "");
    }

    /** Inserts keys {@code from..to-1} with v = k as one part. */
    private static void insert(MergeTreeTable t, long from, long to) {
        long[] k = new long[(int) (to - from)];
        for (int i = 0; i < k.length; i++) {
            k[i] = from + i;
        }
        t.insert(List.of(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, k), LongColumn.of(IntegerType.UINT64, k.clone()))))
                .iterator());
    }

    private static MutationCommands commands(String text) {
        return MutationCommands.of(((AlterTable) SqlParser.parse("ALTER TABLE t " + text)).commands());
    }

    /** Every row as {k, v}, in part order. */
    private static List<List<Long>> rows(MergeTreeTable t) {
        List<List<Long>> out = new ArrayList<>();
        for (DataPart p : t.activeParts()) {
            PartReader.readAll(p, List.of("k", "v"), 100).forEachRemaining(c -> {
                for (int r = 0; r < c.rows(); r++) {
                    out.add(List.of(((LongColumn) c.column(0)).values()[r], ((LongColumn) c.column(1)).values()[r]));
                }
            });
        }
        return out;
    }

    private static List<String> names(MergeTreeTable t) {
        return t.activeParts().stream().map(DataPart::name).toList();
    }

    @Test
    void aMutationWhoseFileWasWrittenBeforeACrashIsFinishedWhenTheTableOpens() {
        MergeTreeTable t = open();
        insert(t, 0, 6);
        insert(t, 6, 10);
        // as if the engine died right after recording the mutation: the file exists, no part changed yet
        new MutationFile(3, Instant.parse("2026-01-01T00:00:00Z"), "DELETE WHERE k % 2 = 0", null).write(dir);
        MergeTreeTable reopened = open();
        assertThat(names(reopened)).containsExactly("all_1_1_0_3", "all_2_2_0_3");
        assertThat(rows(reopened)).containsExactly(List.of(1L, 1L), List.of(3L, 3L), List.of(5L, 5L), List.of(7L, 7L),
                List.of(9L, 9L));
        MutationStatus status = reopened.mutations().statuses().get(0);
        assertThat(status.done()).isTrue();
        assertThat(status.file().mutationId()).isEqualTo("mutation_3.txt");
        // block numbers continue above the mutation's version
        insert(reopened, 10, 11);
        assertThat(names(reopened)).containsExactly("all_1_1_0_3", "all_2_2_0_3", "all_4_4_0");
    }

    @Test
    void aPendingMutationWhoseVersionNoPartCarriesStillReservesItsBlockNumber() {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        new MutationFile(7, Instant.now(), "UPDATE v = v + 100 WHERE k = 1", null).write(dir);
        MergeTreeTable reopened = open();
        insert(reopened, 4, 5);
        assertThat(names(reopened)).containsExactly("all_1_1_0_7", "all_8_8_0");
        assertThat(rows(reopened)).contains(List.of(1L, 101L), List.of(4L, 4L));
    }

    @Test
    void partsCarryingTheVersionAlreadyCoverTheirSourcesAndTheRestIsMutatedAtOpen() throws IOException {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        insert(t, 4, 8);
        copy(dir.resolve("all_1_1_0"), dir.resolve("backup_1"));
        copy(dir.resolve("all_2_2_0"), dir.resolve("backup_2"));
        t.mutations().run(commands("UPDATE v = v * 10 WHERE k >= 0"), EvaluationContext.system());
        // the disk as a crash between the first part's rewrite and the second's leaves it: both sources, one result
        Files.move(dir.resolve("backup_1"), dir.resolve("all_1_1_0"));
        Files.move(dir.resolve("backup_2"), dir.resolve("all_2_2_0"));
        copy(dir.resolve("all_2_2_0_3"), dir.resolve("tmp_mut_all_2_2_0_3"));
        deleteTree(dir.resolve("all_2_2_0_3"));
        MergeTreeTable reopened = open();
        assertThat(names(reopened)).containsExactly("all_1_1_0_3", "all_2_2_0_3");
        assertThat(rows(reopened)).hasSize(8).allMatch(r -> r.get(1) == r.get(0) * 10);
        assertThat(dir.resolve("all_1_1_0")).doesNotExist();
        assertThat(dir.resolve("tmp_mut_all_2_2_0_3")).doesNotExist();
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectory(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }

    private static void deleteTree(Path d) throws IOException {
        try (Stream<Path> files = Files.list(d)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(d);
    }

    @Test
    void anUnreadableMutationFileIsSetAsideAndATemporaryOneDeleted() throws IOException {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        Files.writeString(dir.resolve("mutation_5.txt"), "not a mutation");
        Files.writeString(dir.resolve("mutation_6.txt.tmp"), "format version: 1\n");
        MergeTreeTable reopened = open();
        assertThat(reopened.mutations().statuses()).isEmpty();
        assertThat(dir.resolve("mutation_5.txt.broken")).exists();
        assertThat(dir.resolve("mutation_5.txt")).doesNotExist();
        assertThat(dir.resolve("mutation_6.txt.tmp")).doesNotExist();
        assertThat(rows(reopened)).hasSize(4);
    }

    @Test
    void aMutationFileThatFailsToDecodeOrLacksAFieldIsSetAsideTooAndTheTableOpens() throws IOException {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        Files.write(dir.resolve("mutation_5.txt"), new byte[] {'f', (byte) 0xff, '\n'});
        Files.writeString(dir.resolve("mutation_6.txt"), "format version: 1\ncreate time: 2026-01-01T00:00:00Z\n"
                + "commands: DELETE WHERE k = 1\nfail reason: no time given\n");
        Files.writeString(dir.resolve("mutation_6.txt.broken"), "set aside at an earlier start");
        MergeTreeTable reopened = open();
        assertThat(reopened.mutations().statuses()).isEmpty();
        assertThat(dir.resolve("mutation_5.txt.broken")).exists();
        assertThat(dir.resolve("mutation_6.txt.broken")).hasContent("set aside at an earlier start");
        assertThat(dir.resolve("mutation_6.txt.broken_try1")).exists();
        assertThat(rows(reopened)).hasSize(4);
    }

    @Test
    void aPartWithoutMatchingRowsGetsTheVersionWithoutBeingReadOrWritten() {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        insert(t, 100, 104);
        t.mutations().run(commands("UPDATE v = 0 WHERE k >= 100"), EvaluationContext.system());
        List<PartLogEvent> mutated = events.stream().filter(e -> e.type() == PartLogEvent.Type.MutatePart).toList();
        assertThat(mutated).extracting(PartLogEvent::partName).containsExactly("all_1_1_0_3", "all_2_2_0_3");
        assertThat(mutated).extracting(PartLogEvent::readBytes).first().isEqualTo(0L);
        assertThat(mutated.get(1).readBytes()).isPositive();
        assertThat(mutated).extracting(PartLogEvent::mergedFrom).containsExactly(List.of("all_1_1_0"), List.of("all_2_2_0"));
        assertThat(events.stream().filter(e -> e.type() == PartLogEvent.Type.MutatePartStart).count()).isEqualTo(2);
    }

    @Test
    void aFailingMutationLeavesEveryPartAsItWasAndIsRecordedAndNotRetried() {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        insert(t, 4, 8);
        assertThatThrownBy(() -> t.mutations().run(commands("UPDATE v = intDiv(1, k - 6) WHERE 1"), EvaluationContext.system()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION));
        assertThat(names(t)).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(dir.resolve("all_1_1_0_3")).doesNotExist();
        MutationStatus status = t.mutations().statuses().get(0);
        assertThat(status.done()).isFalse();
        assertThat(status.file().failure().partName()).isEqualTo("all_2_2_0");
        assertThat(status.file().failure().reason()).contains("Division by zero", "ILLEGAL_DIVISION");
        assertThat(events).filteredOn(e -> e.type() == PartLogEvent.Type.MutatePart && e.errorCode() != 0)
                .extracting(PartLogEvent::partName).containsExactly("all_2_2_0_3");
        MergeTreeTable reopened = open();
        assertThat(names(reopened)).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(reopened.mutations().versions()).isEmpty();
    }

    @Test
    void partsAFailedMutationLeftNextToTheirSourcesAreRemovedAtOpen() throws IOException {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        t.mutations().run(commands("DELETE WHERE k = 0"), EvaluationContext.system());
        // simulate a crash in a failure's clean-up: the failure is recorded, the source is back, the new part stayed
        Path mutated = dir.resolve("all_1_1_0_2");
        copy(mutated, dir.resolve("all_1_1_0"));
        MutationFile file = MutationFile.loadAll(dir).get(0);
        file.failed(new MutationFile.Failure("all_1_1_0", Instant.now(), "boom")).write(dir);
        MergeTreeTable reopened = open();
        assertThat(names(reopened)).containsExactly("all_1_1_0");
        assertThat(mutated).doesNotExist();
    }

    @Test
    void aMutationWaitsForTheMergeHoldingItsPartsAndIsListedInSystemMergesWhileItRuns() throws Exception {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        insert(t, 4, 8);
        PartReservation merge = t.tryReserve(List.of(t.activeParts().get(1))).orElseThrow();
        CompletableFuture<Void> mutation = CompletableFuture.runAsync(
                () -> t.mutations().run(commands("DELETE WHERE k = 5"), EvaluationContext.system()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (t.mutations().statuses().isEmpty()) { // the mutation is listed once it started waiting
            assertThat(System.nanoTime()).as("the mutation listed within 30 s").isLessThan(deadline);
            Thread.sleep(10);
        }
        assertThat(mutation).isNotDone();
        assertThat(t.mutations().statuses().get(0).partsToDo()).containsExactly("all_1_1_0", "all_2_2_0");
        merge.close();
        mutation.get(10, TimeUnit.SECONDS);
        assertThat(names(t)).containsExactly("all_1_1_0_3", "all_2_2_0_3");
        assertThat(rows(t)).hasSize(7).doesNotContain(List.of(5L, 5L));
        assertThat(merges.running()).isEmpty();
    }

    @Test
    void rowsInsertedWhileAMutationRunsAreNewerThanItAndKeepTheirValues() throws Exception {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        PartReservation merge = t.tryReserve(t.activeParts()).orElseThrow();
        CompletableFuture<Void> mutation = CompletableFuture.runAsync(
                () -> t.mutations().run(commands("DELETE WHERE k % 2 = 0"), EvaluationContext.system()));
        while (t.mutations().statuses().isEmpty()) {
            Thread.sleep(10);
        }
        // the insert is not held off by the running mutation, and its block number is above the mutation's version
        CompletableFuture.runAsync(() -> insert(t, 10, 14)).get(10, TimeUnit.SECONDS);
        merge.close();
        mutation.get(10, TimeUnit.SECONDS);
        assertThat(names(t)).containsExactly("all_1_1_0_2", "all_3_3_0");
        assertThat(rows(t)).extracting(r -> r.get(0)).containsExactly(1L, 3L, 10L, 11L, 12L, 13L);
        assertThat(t.mutations().statuses().get(0).done()).isTrue();
    }

    @Test
    void aMutationOfAClosedTableStopsWithAbortedAndTheNextOpenFinishesIt() throws Exception {
        MergeTreeTable t = open();
        insert(t, 0, 4);
        PartReservation merge = t.tryReserve(t.activeParts()).orElseThrow();
        CompletableFuture<Void> mutation = CompletableFuture.runAsync(
                () -> t.mutations().run(commands("DELETE WHERE k < 2"), EvaluationContext.system()));
        Thread.sleep(100);
        CompletableFuture<Void> closing = CompletableFuture.runAsync(t::close);
        Thread.sleep(100);
        merge.close();
        closing.get(10, TimeUnit.SECONDS);
        assertThatThrownBy(() -> mutation.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(MergeLabException.class)
                .hasMessageContaining("Cancelled mutating parts");
        MergeTreeTable reopened = open();
        assertThat(rows(reopened)).containsExactly(List.of(2L, 2L), List.of(3L, 3L));
    }

    @Test
    void whileAPartIsMutatedSystemMergesListsItAsAMutation() {
        List<MergeEntry> listed = new CopyOnWriteArrayList<>();
        List<ColumnDefinition> columns = List.of(column("k"), column("v"));
        TableDefinition def = new TableDefinition("default", "t", columns, List.of(), TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("k")), List.of(), Optional.empty(), Settings.mergeTreeDefaults(), "", "");
        MergeTreeTable t = MergeTreeTable.open(def, dir, EvaluationContext.system(), new TableServices(null,
                new PartRetirement(null), e -> {
                    if (e.type() == PartLogEvent.Type.MutatePartStart) {
                        listed.addAll(merges.running());
                    }
                }, merges));
        insert(t, 0, 4);
        t.mutations().run(commands("UPDATE v = 1 WHERE k = 1"), EvaluationContext.system());
        assertThat(listed).hasSize(1);
        assertThat(listed.get(0).isMutation()).isTrue();
        assertThat(listed.get(0).resultPartName()).isEqualTo("all_1_1_0_2");
        assertThat(listed.get(0).sourcePartNames()).containsExactly("all_1_1_0");
        assertThat(merges.running()).isEmpty();
    }
}
