package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.MergeOutlook.Verdict;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Engine.mergeOutlook names, per partition, the rule that keeps parts apart, as the scheduler's selector sees it. */
class MergeOutlookTest {
    private final Engine engine = Engine.inMemory();
    private final Session session = engine.newSession();

    @AfterEach
    void close() {
        engine.close();
    }

    /** Tests start the engine with background merges off; these tests ask about an engine that merges. */
    @BeforeEach
    void startMerges() {
        run("SYSTEM START MERGES");
    }

    private void run(String sql) {
        session.execute(sql).close();
    }

    private void insertParts(int count, int partitions) {
        for (int i = 0; i < count; i++) {
            run("INSERT INTO t SELECT number * " + partitions + " + " + (i % partitions) + " FROM numbers(1000)");
        }
    }

    @Test
    void aPartitionWithOnePartHasNothingToMerge() {
        run("CREATE TABLE t (id UInt64) ENGINE = MergeTree PARTITION BY id % 2 ORDER BY id");
        insertParts(2, 2);

        List<MergeOutlook> outlook = engine.mergeOutlook("default", "t");

        assertThat(outlook).extracting(MergeOutlook::partitionId).containsExactly("0", "1");
        assertThat(outlook).allSatisfy(o -> {
            assertThat(o.verdict()).isEqualTo(Verdict.ONE_PART);
            assertThat(o.activeParts()).isEqualTo(1);
            assertThat(o.partsToMerge()).isEmpty();
        });
    }

    @Test
    void stoppedMergesAreNamedWithWhatTheSelectorWouldDoOtherwise() {
        run("CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id");
        run("SYSTEM STOP MERGES t");
        insertParts(6, 1);

        MergeOutlook outlook = engine.mergeOutlook("default", "t").get(0);

        assertThat(outlook.verdict()).isEqualTo(Verdict.MERGES_STOPPED);
        assertThat(outlook.mergesStopped()).isTrue();
        assertThat(outlook.activeParts()).isEqualTo(6);
        assertThat(outlook.explanation()).startsWith("SYSTEM STOP MERGES is in force")
                .contains("the selector would merge 6 parts");
    }

    @Test
    void aByteCapSmallerThanAnyTwoPartsIsNamedWithItsValue() {
        run("CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS max_bytes_to_merge_at_max_space_in_pool = 100");
        insertParts(6, 1);

        MergeOutlook outlook = engine.mergeOutlook("default", "t").get(0);

        assertThat(outlook.verdict()).isEqualTo(Verdict.SIZE_CAP);
        assertThat(outlook.maxBytesToMergeAtMaxSpaceInPool()).isEqualTo(100);
        assertThat(outlook.explanation()).contains("max_bytes_to_merge_at_max_space_in_pool = 100.00 B")
                .contains("min_age_to_force_merge_seconds is 0 (off)");
        assertThat(outlook.bytesOnDisk()).isPositive();
    }

    @Test
    void unevenPartsAreHeldBackByTheRatioRuleUntilTheyAreOldEnoughToForce() {
        run("CREATE TABLE t (id UInt64, s String) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS min_age_to_force_merge_seconds = 3600");
        run("INSERT INTO t SELECT number, randomPrintableASCII(200) FROM numbers(50000)");
        run("INSERT INTO t VALUES (1, 'a')");

        MergeOutlook outlook = engine.mergeOutlook("default", "t").get(0);

        assertThat(outlook.verdict()).isEqualTo(Verdict.BELOW_MERGE_RATIO);
        assertThat(outlook.minAgeToForceMergeSeconds()).isEqualTo(3600);
        assertThat(outlook.explanation()).contains("size-ratio rule").contains("min_age_to_force_merge_seconds = 3600");
    }

    @Test
    void aTableThatIsNotMergeTreeHasNoOutlook() {
        run("CREATE TABLE m (id UInt64) ENGINE = Memory");

        assertThat(engine.mergeOutlook("default", "m")).isEmpty();
        assertThat(engine.mergeOutlook("default", "missing")).isEmpty();
    }
}
