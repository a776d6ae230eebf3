package io.mergelab.engine.crash;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.mutation.MutationStatus;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartReader;
import io.mergelab.engine.table.MergeTreeTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM running {@link MergeCrashWorkload} (inserts, mutations and merges of all parts) with SIGKILL at
 * random moments, again and again on one table directory ({@link ChildKiller}), and after each kill opens the table
 * here and checks: no temporary directory is left, no part covers another, every batch is there exactly once with each
 * mutation wholly applied or not at all, and no mutation is pending.
 */
class KillDuringMergeTest {
    private static final int ROWS = 40_000;
    private static final int KILLS = 6;

    @TempDir
    Path dir;

    @Test
    void killedAtRandomMomentsTheTableReopensWithEveryRowOnceAndWholeMutations() throws Exception {
        ChildKiller.killRepeatedly(getClass(), KILLS, 1500,
                List.of("-Xmx256m", MergeCrashWorkload.class.getName(), dir.toString(), Integer.toString(ROWS)),
                this::leftovers, this::verify);
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("tmp_") || n.startsWith("txn_") || n.endsWith(".tmp")).toList();
        }
    }

    private void verify(String when) throws IOException {
        MergeTreeTable table = MergeCrashWorkload.open(dir);
        try (Stream<Path> entries = Files.list(dir)) {
            assertThat(entries.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("tmp_")))
                    .as("temporary directories after reopening, " + when).isEmpty();
        }
        List<DataPart> parts = table.activeParts();
        for (DataPart a : parts) {
            for (DataPart b : parts) {
                assertThat(a != b && a.partName().contains(b.partName())).as("%s covers %s, %s", a, b, when).isFalse();
            }
        }
        Map<Long, long[]> stats = new TreeMap<>();
        Set<Long> ids = new HashSet<>();
        for (DataPart p : parts) {
            for (var it = PartReader.readAll(p, List.of("batch", "id", "v"), 65_536); it.hasNext(); ) {
                Chunk c = it.next();
                long[] batch = ((LongColumn) c.column(0)).values();
                long[] id = ((LongColumn) c.column(1)).values();
                long[] v = ((LongColumn) c.column(2)).values();
                for (int r = 0; r < c.rows(); r++) {
                    long[] s = stats.computeIfAbsent(batch[r], b -> new long[] {0, 0, 0, Long.MAX_VALUE, Long.MIN_VALUE, 0, 0, 0});
                    s[0]++;
                    s[1] += ids.add(id[r]) ? 1 : 0;
                    s[2] += id[r];
                    s[3] = Math.min(s[3], id[r]);
                    s[4] = Math.max(s[4], id[r]);
                    s[5] += id[r] % 2 == 0 ? 1 : 0;
                    s[6] += v[r] == id[r] + BatchCheck.UPDATED ? 1 : 0;
                    s[7] += v[r] == id[r] ? 1 : 0;
                }
            }
        }
        long expected = 0;
        List<Long> batches = new ArrayList<>(stats.keySet());
        for (long b : batches) {
            long[] s = stats.get(b);
            new BatchCheck(b, s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                    .verify(expected++, ROWS, b == batches.get(batches.size() - 1), when);
        }
        assertThat(table.mutations().statuses()).as("pending or failed mutations, " + when).allMatch(MutationStatus::done);
        table.close();
    }
}
