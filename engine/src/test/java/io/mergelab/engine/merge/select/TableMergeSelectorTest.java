package io.mergelab.engine.merge.select;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.IndexDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.type.IntegerType;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Table-level merge choice over real parts: partitions, reserved parts, mutation versions. */
class TableMergeSelectorTest {
    private static final Instant NOW = Instant.now();
    /** Parts of one row differ in size by a few bytes, so five fresh ones fall just short of the base of 5. */
    private static final Instant A_MINUTE_LATER = NOW.plus(Duration.ofMinutes(1));
    private static final Instant TWO_HOURS_LATER = NOW.plus(Duration.ofHours(2));

    @TempDir
    Path dir;

    /** A MergeTree table PARTITION BY k % 2 ORDER BY k with a minmax index on k. */
    private MergeTreeTable table(Settings settings) {
        List<ColumnDefinition> columns = List.of(new ColumnDefinition("k", IntegerType.UINT64,
                ColumnDefinition.DefaultKind.NONE, Optional.empty(), Codec.DEFAULT, ""));
        List<IndexDefinition> indexes = List.of(new IndexDefinition("k_minmax", Identifier.of("k"), "minmax", List.of(), 1));
        TableDefinition def = new TableDefinition("default", "t", columns, indexes, TableEngineKind.MERGE_TREE, List.of(),
                List.of(Identifier.of("k")), List.of(), Optional.of(SqlParser.parseExpression("k % 2")), settings, "", "");
        return MergeTreeTable.open(def, dir, EvaluationContext.system());
    }

    private MergeTreeTable table() {
        return table(Settings.mergeTreeDefaults());
    }

    /** One insert of one row: one new part in partition {@code k % 2}. */
    private static void insert(MergeTreeTable t, long k) {
        ColumnBuilder b = ColumnBuilder.create(IntegerType.UINT64, 1);
        b.appendLong(k);
        t.insert(List.of(new Chunk(List.of(b.build()), 1)).iterator());
    }

    private static List<String> names(List<DataPart> parts) {
        return parts.stream().map(DataPart::name).toList();
    }

    private static Optional<List<String>> select(MergeTreeTable t, Set<String> reserved, Instant now) {
        return TableMergeSelector.select(t, reserved, now).map(TableMergeSelectorTest::names);
    }

    @Test
    void fiveFreshPartsOfAPartitionMerge() {
        MergeTreeTable t = table();
        for (int i = 0; i < 5; i++) {
            insert(t, 2 * i);
        }

        assertThat(select(t, Set.of(), A_MINUTE_LATER)).contains(names(t.activeParts()));
    }

    @Test
    void fourFreshPartsWaitUntilTheyAreOlder() {
        MergeTreeTable t = table();
        for (int i = 0; i < 4; i++) {
            insert(t, 2 * i);
        }

        assertThat(select(t, Set.of(), A_MINUTE_LATER)).isEmpty();
        assertThat(select(t, Set.of(), TWO_HOURS_LATER)).isPresent();
    }

    @Test
    void theBestRangeOfAllPartitionsWinsAndNeverCrossesPartitions() {
        MergeTreeTable t = table();
        for (int i = 0; i < 5; i++) {
            insert(t, 2 * i + 1);
        }
        for (int i = 0; i < 6; i++) {
            insert(t, 2 * i);
        }

        // Six parts remove more per byte than five: partition 0 goes first.
        Optional<List<String>> choice = select(t, Set.of(), A_MINUTE_LATER);
        assertThat(choice).hasValueSatisfying(parts -> {
            assertThat(parts).hasSize(6);
            assertThat(parts).allSatisfy(name -> assertThat(name).startsWith("0_"));
        });
    }

    @Test
    void aReservedPartSplitsThePartition() {
        MergeTreeTable t = table();
        for (int i = 0; i < 10; i++) {
            insert(t, 2 * i);
        }
        List<String> all = names(t.activeParts());

        // Reserving the 5th part leaves 4 before it (too few) and 5 after it.
        assertThat(select(t, Set.of(all.get(4)), A_MINUTE_LATER)).contains(all.subList(5, 10));
        // Reserving the 6th leaves 5 before it.
        assertThat(select(t, Set.of(all.get(5)), A_MINUTE_LATER)).contains(all.subList(0, 5));
        // Reserving every other part leaves nothing that may merge, even when old.
        assertThat(select(t, Set.of(all.get(1), all.get(3), all.get(5), all.get(7), all.get(9)), TWO_HOURS_LATER)).isEmpty();
    }

    @Test
    void partsOfDifferentMutationVersionsDoNotMerge() {
        MergeTreeTable t = table();
        for (int i = 0; i < 6; i++) {
            insert(t, 2 * i);
        }
        // A mutation (CLEAR INDEX) that has so far rewritten the first two parts only.
        t.clearIndex("k_minmax", p -> p.partName().minBlock() <= 2);
        List<DataPart> parts = t.activeParts();
        assertThat(parts.get(0).partName().dataVersion()).isPresent();
        assertThat(parts.get(2).partName().dataVersion()).isEmpty();

        assertThat(select(t, Set.of(), A_MINUTE_LATER)).as("4 and 2 fresh parts are too few").isEmpty();
        Optional<List<DataPart>> old = TableMergeSelector.select(t, Set.of(), TWO_HOURS_LATER);
        assertThat(old).hasValueSatisfying(range -> {
            boolean mutated = range.get(0).partName().dataVersion().isPresent();
            assertThat(range).allSatisfy(p -> assertThat(p.partName().dataVersion().isPresent()).isEqualTo(mutated));
        });
    }

    @Test
    void aPartInsertedAfterAMutationMergesWithMutatedParts() {
        MergeTreeTable t = table();
        for (int i = 0; i < 3; i++) {
            insert(t, 2 * i);
        }
        t.clearIndex("k_minmax", p -> true);
        insert(t, 10);
        insert(t, 12);

        assertThat(select(t, Set.of(), A_MINUTE_LATER)).contains(names(t.activeParts()));
    }

    @Test
    void aPendingMutationKeepsPartsInsertedAfterItApart() {
        MergeTreeTable t = table();
        for (int i = 0; i < 6; i++) {
            insert(t, 2 * i);
        }
        // A mutation numbered as if it had been given the 4th insert's block: the first three parts still need it.
        long mutation = t.activeParts().get(3).partName().minBlock();
        TreeSet<Long> pending = new TreeSet<>(List.of(mutation));

        Optional<List<DataPart>> choice = TableMergeSelector.select(t.activeParts(), Set.of(),
                t.definition().settings(), TWO_HOURS_LATER, pending);

        assertThat(choice).hasValueSatisfying(range -> assertThat(range).hasSize(3));
        assertThat(TableMergeSelector.select(t.activeParts(), Set.of(), t.definition().settings(), A_MINUTE_LATER, new TreeSet<>()))
                .hasValueSatisfying(range -> assertThat(range).hasSize(6));
    }

    @Test
    void mutationVersionIsTheNewestMutationNotNewerThanTheDataVersion() {
        TreeSet<Long> mutations = new TreeSet<>(List.of(4L, 9L));

        assertThat(TableMergeSelector.mutationVersion(PartName.parse("all_1_3_1"), mutations)).isZero();
        assertThat(TableMergeSelector.mutationVersion(PartName.parse("all_1_3_1_4"), mutations)).isEqualTo(4);
        assertThat(TableMergeSelector.mutationVersion(PartName.parse("all_5_5_0"), mutations)).isEqualTo(4);
        assertThat(TableMergeSelector.mutationVersion(PartName.parse("all_1_1_0_9"), mutations)).isEqualTo(9);
    }

    @Test
    void partitionOnlyForcingMergesAWholeOldPartitionDespiteThePartLimit() {
        Settings settings = Settings.mergeTreeDefaults().with("min_age_to_force_merge_seconds", "3600")
                .with("max_parts_to_merge_at_once", "2");
        MergeTreeTable ranges = table(settings);
        for (int i = 0; i < 3; i++) {
            insert(ranges, 2 * i);
        }
        assertThat(select(ranges, Set.of(), TWO_HOURS_LATER)).hasValueSatisfying(p -> assertThat(p).hasSize(2));
        ranges.close();

        MergeTreeTable whole = table(settings.with("min_age_to_force_merge_on_partition_only", "1"));
        assertThat(select(whole, Set.of(), TWO_HOURS_LATER)).contains(names(whole.activeParts()));
        assertThat(select(whole, Set.of(whole.activeParts().get(1).name()), TWO_HOURS_LATER))
                .as("a reserved part keeps the partition from merging whole; ranges are not forced").isEmpty();
    }

    @Test
    void optimizeTakesAllPartsOfAPartitionUnlessOneIsReserved() {
        MergeTreeTable t = table();
        for (int i = 0; i < 3; i++) {
            insert(t, 2 * i);
        }
        insert(t, 1);
        List<DataPart> active = t.activeParts();
        List<String> even = names(active).stream().filter(n -> n.startsWith("0_")).toList();

        assertThat(TableMergeSelector.partsToMergeInPartition(active, "0", Set.of(), new TreeSet<>()).map(TableMergeSelectorTest::names))
                .contains(even);
        assertThat(TableMergeSelector.partsToMergeInPartition(active, "0", Set.of(even.get(2)), new TreeSet<>())).isEmpty();
        assertThat(TableMergeSelector.partsToMergeInPartition(active, "1", Set.of(), new TreeSet<>())).isEmpty();
        assertThat(TableMergeSelector.partsToMergeInPartition(active, "7", Set.of(), new TreeSet<>())).isEmpty();
    }
}
