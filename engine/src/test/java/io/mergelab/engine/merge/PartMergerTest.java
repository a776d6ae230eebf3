package io.mergelab.engine.merge;

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
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import io.mergelab.engine.table.PartRetirement;
import io.mergelab.engine.table.TableServices;
import io.mergelab.engine.type.IntegerType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merging parts of a table on disk: the result, its name, the swap, progress, part log, failures. */
class PartMergerTest {
    @TempDir
    Path dir;
    private final List<PartLogEvent> events = new CopyOnWriteArrayList<>();
    private final MergeList merges = new MergeList();

    /** (k UInt64, v UInt64, ver UInt64) ORDER BY k, granules of 3 rows, merging 4 rows at a time. */
    private MergeTreeTable table(TableEngineKind engine, List<Expr> engineArgs) {
        List<ColumnDefinition> columns = List.of(column("k"), column("v"), column("ver"));
        TableDefinition def = new TableDefinition("default", "t", columns, List.of(), engine, engineArgs,
                List.of(Identifier.of("k")), List.of(), Optional.empty(),
                Settings.mergeTreeDefaults().with("index_granularity", "3").with("merge_max_block_size", "4"), "", "");
        return MergeTreeTable.open(def, dir, EvaluationContext.system(),
                new TableServices(null, new PartRetirement(null), events::add));
    }

    private static ColumnDefinition column(String name) {
        return new ColumnDefinition(name, IntegerType.UINT64, ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, "");
    }

    /** Inserts rows {k, v, ver} as one part. */
    private static void insert(MergeTreeTable t, long[]... rows) {
        long[][] cols = new long[3][rows.length];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 3; c++) {
                cols[c][r] = rows[r][c];
            }
        }
        Iterator<Chunk> blocks = List.of(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, cols[0]),
                LongColumn.of(IntegerType.UINT64, cols[1]), LongColumn.of(IntegerType.UINT64, cols[2])))).iterator();
        t.insert(blocks);
    }

    /** Every row of the active parts as {k, v, ver}, in part order. */
    private static List<List<Long>> rows(MergeTreeTable t) {
        List<List<Long>> out = new ArrayList<>();
        for (DataPart p : t.activeParts()) {
            PartReader.readAll(p, List.of("k", "v", "ver"), 100).forEachRemaining(c -> {
                for (int r = 0; r < c.rows(); r++) {
                    out.add(List.of(((LongColumn) c.column(0)).values()[r], ((LongColumn) c.column(1)).values()[r],
                            ((LongColumn) c.column(2)).values()[r]));
                }
            });
        }
        return out;
    }

    private PartReservation reserveAll(MergeTreeTable t) {
        return t.tryReserve(t.activeParts()).orElseThrow();
    }

    private List<String> partDirectories() throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void mergesPartsIntoOnePartInKeyOrderAndSwapsItIn() throws IOException {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {5, 1, 0}, new long[] {1, 1, 0}, new long[] {9, 1, 0});
        insert(t, new long[] {5, 2, 0}, new long[] {2, 2, 0});
        insert(t, new long[] {1, 3, 0}, new long[] {7, 3, 0}, new long[] {3, 3, 0}, new long[] {8, 3, 0});
        DataPart merged;
        try (PartReservation r = reserveAll(t)) {
            merged = new PartMerger(t, merges).merge(r, false, "q1", () -> false);
        }
        assertThat(merged.name()).isEqualTo("all_1_3_1");
        assertThat(t.activeParts()).containsExactly(merged);
        assertThat(merged.granules()).isEqualTo(3);
        assertThat(rows(t)).extracting(row -> row.get(0) + ":" + row.get(1))
                .containsExactly("1:1", "1:3", "2:2", "3:3", "5:1", "5:2", "7:3", "8:3", "9:1");
        assertThat(partDirectories()).containsExactly("all_1_3_1");
        assertThat(merges.running()).isEmpty();
        assertThat(t.reservedParts()).isEmpty();

        PartLogEvent start = events.stream().filter(e -> e.type() == PartLogEvent.Type.MergePartsStart).findFirst().orElseThrow();
        assertThat(start.partName()).isEqualTo("all_1_3_1");
        assertThat(start.mergedFrom()).containsExactly("all_1_1_0", "all_2_2_0", "all_3_3_0");
        PartLogEvent done = events.stream().filter(e -> e.type() == PartLogEvent.Type.MergeParts).findFirst().orElseThrow();
        assertThat(done.mergedFrom()).containsExactly("all_1_1_0", "all_2_2_0", "all_3_3_0");
        assertThat(done.rows()).isEqualTo(9);
        assertThat(done.readRows()).isEqualTo(9);
        assertThat(done.readBytes()).isEqualTo(9 * 24);
        assertThat(done.sizeInBytes()).isEqualTo(merged.bytesOnDisk());
        assertThat(done.peakMemoryUsage()).isPositive();
        assertThat(done.mergeReason()).isEqualTo(PartLogEvent.MergeReason.RegularMerge);
        assertThat(done.mergeAlgorithm()).isEqualTo(PartLogEvent.MergeAlgorithm.Horizontal);
        assertThat(done.queryId()).isEqualTo("q1");
        assertThat(done.errorCode()).isZero();
        assertThat(events).filteredOn(e -> e.type() == PartLogEvent.Type.RemovePart).extracting(PartLogEvent::partName)
                .containsExactlyInAnyOrder("all_1_1_0", "all_2_2_0", "all_3_3_0");
    }

    @Test
    void aRunningMergeIsListedWithItsProgress() {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {1, 1, 0}, new long[] {2, 1, 0});
        insert(t, new long[] {1, 2, 0});
        List<MergeEntry> seen = new ArrayList<>();
        try (PartReservation r = reserveAll(t)) {
            new PartMerger(t, merges).merge(r, false, "", () -> {
                seen.addAll(merges.running());
                return false;
            });
        }
        assertThat(seen).isNotEmpty();
        MergeEntry entry = seen.get(0);
        assertThat(entry.resultPartName()).isEqualTo("all_1_2_1");
        assertThat(entry.sourcePartNames()).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(entry.rowsRead()).isEqualTo(3);
        assertThat(entry.rowsWritten()).isEqualTo(3);
        assertThat(entry.progress()).isEqualTo(1.0);
    }

    @Test
    void replacingMergeKeepsTheGreatestVersionElseTheLastInsertedRow() {
        MergeTreeTable t = table(TableEngineKind.REPLACING_MERGE_TREE, List.of(Identifier.of("ver")));
        insert(t, new long[] {1, 10, 2}, new long[] {2, 10, 1}, new long[] {3, 10, 0});
        insert(t, new long[] {1, 20, 1}, new long[] {2, 20, 1}, new long[] {3, 20, 5});
        insert(t, new long[] {3, 30, 5});
        try (PartReservation r = reserveAll(t)) {
            new PartMerger(t, merges).merge(r, false, "", () -> false);
        }
        assertThat(rows(t)).containsExactly(List.of(1L, 10L, 2L), List.of(2L, 20L, 1L), List.of(3L, 30L, 5L));
    }

    @Test
    void deduplicateDropsRowsIdenticalInEveryColumn() {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {1, 1, 0}, new long[] {1, 2, 0}, new long[] {1, 1, 0}, new long[] {2, 1, 0});
        insert(t, new long[] {1, 2, 0}, new long[] {2, 1, 0}, new long[] {2, 1, 1});
        try (PartReservation r = reserveAll(t)) {
            new PartMerger(t, merges).merge(r, true, "", () -> false);
        }
        assertThat(rows(t)).containsExactly(List.of(1L, 1L, 0L), List.of(1L, 2L, 0L), List.of(2L, 1L, 0L), List.of(2L, 1L, 1L));
    }

    @Test
    void aCancelledMergeFailsWithAbortedLeavesTheSourcesAndNoTemporaryDirectory() throws IOException {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {1, 1, 0});
        insert(t, new long[] {2, 1, 0});
        List<DataPart> before = t.activeParts();
        try (PartReservation r = reserveAll(t)) {
            assertThatThrownBy(() -> new PartMerger(t, merges).merge(r, false, "", () -> true))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ABORTED))
                    .hasMessage("Cancelled merging parts");
        }
        assertThat(t.activeParts()).isEqualTo(before);
        assertThat(partDirectories()).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(merges.running()).isEmpty();
        PartLogEvent failed = events.stream().filter(e -> e.type() == PartLogEvent.Type.MergeParts).findFirst().orElseThrow();
        assertThat(failed.errorCode()).isEqualTo(236);
        assertThat(failed.exception()).isEqualTo("Code: 236. DB::Exception: Cancelled merging parts. (ABORTED)");
    }

    @Test
    void aMergeWhoseSourcesWereTruncatedMeanwhileIsAbortedAndItsPartRemoved() throws IOException {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {1, 1, 0});
        insert(t, new long[] {2, 1, 0});
        try (PartReservation r = reserveAll(t)) {
            boolean[] truncated = new boolean[1];
            assertThatThrownBy(() -> new PartMerger(t, merges).merge(r, false, "", () -> {
                if (!truncated[0]) {
                    truncated[0] = true;
                    t.truncate();
                }
                return false;
            })).isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ABORTED))
                    .hasMessageContaining("were removed while they were merged");
        }
        assertThat(t.activeParts()).isEmpty();
        assertThat(partDirectories()).isEmpty();
    }

    @Test
    void afterACrashBetweenTheSwapAndTheSourcesRemovalStartUpKeepsOnlyTheMergedPart(@TempDir Path backup)
            throws IOException {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {2, 1, 0}, new long[] {1, 1, 0});
        insert(t, new long[] {1, 2, 0});
        for (DataPart p : t.activeParts()) {
            copyDirectory(p.path(), backup.resolve(p.name()));
        }
        try (PartReservation r = reserveAll(t)) {
            new PartMerger(t, merges).merge(r, false, "", () -> false);
        }
        // as if the process died before the retired sources were deleted
        for (String name : List.of("all_1_1_0", "all_2_2_0")) {
            copyDirectory(backup.resolve(name), dir.resolve(name));
        }
        assertThat(partDirectories()).containsExactly("all_1_1_0", "all_1_2_1", "all_2_2_0");
        MergeTreeTable reopened = table(TableEngineKind.MERGE_TREE, List.of());
        assertThat(reopened.activeParts()).extracting(DataPart::name).containsExactly("all_1_2_1");
        assertThat(rows(reopened)).containsExactly(List.of(1L, 1L, 0L), List.of(1L, 2L, 0L), List.of(2L, 1L, 0L));
        assertThat(partDirectories()).containsExactly("all_1_2_1");
    }

    @Test
    void afterACrashDuringAMergeStartUpDropsTheUnfinishedPartAndKeepsTheSources() throws IOException {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {1, 1, 0});
        insert(t, new long[] {2, 1, 0});
        Path unfinished = Files.createDirectory(dir.resolve("tmp_merge_all_1_2_1"));
        Files.writeString(unfinished.resolve("k.bin"), "half written");
        MergeTreeTable reopened = table(TableEngineKind.MERGE_TREE, List.of());
        assertThat(reopened.activeParts()).extracting(DataPart::name).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(partDirectories()).containsExactly("all_1_1_0", "all_2_2_0");
    }

    private static void copyDirectory(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }

    @Test
    void theMergedNameOfOnePartIsThePartOneLevelUp() {
        MergeTreeTable t = table(TableEngineKind.MERGE_TREE, List.of());
        insert(t, new long[] {1, 1, 0});
        DataPart part = t.activeParts().get(0);
        assertThat(PartMerger.mergedName(List.of(part))).isEqualTo(new PartName("all", 1, 1, 1));
        assertThatThrownBy(() -> PartMerger.mergedName(List.of()))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.LOGICAL_ERROR));
    }
}
