package io.mergelab.sampledata.dataset.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The events in story B's baseline table: FINAL keeps each key's latest row unless that row deletes it. */
class EventsTableTest {
    private static final Dataset EVENTS = Datasets.named("events");

    @Test
    void finalReturnsTheLatestLiveRowOfEveryKey(@TempDir Path dir) {
        // one batch of new events over all 36 months and their updates: one part per month
        Knobs knobs = EVENTS.knobs(10_000, 5, Map.of("batches", "1"));
        BlockGenerator generator = EVENTS.generator(knobs);
        Map<String, long[]> latest = latestVersionAndDeletedPerKey(generator);
        long live = latest.values().stream().filter(v -> v[1] == 0).count();
        try (Engine engine = Engine.open(dir.resolve("data"))) {
            Session s = engine.newSession();
            s.execute(EVENTS.createTable("events")).close();
            // without it, an insert already replaces the older rows of keys repeated within its block
            Map<String, String> keepEveryRow = Map.of("optimize_on_insert", "0");
            new TableLoader(engine).load("events", EVENTS.columnNames(), generator, 1, keepEveryRow, LoadProgress.NONE);
            assertThat(value(s, "SELECT count() FROM events")).isEqualTo(10_000L);
            assertThat(value(s, "SELECT count() FROM system.parts WHERE active AND table = 'events'")).isEqualTo(36L);
            assertThat(value(s, "SELECT count() FROM events FINAL")).isEqualTo(live);
            assertThat(value(s, "SELECT count() FROM events FINAL WHERE client_id = " + EventsDataset.biggestClientId()))
                    .isEqualTo(latest.entrySet().stream().filter(e -> e.getValue()[1] == 0
                            && e.getKey().startsWith(EventsDataset.biggestClientId() + "/")).count());
            // story B's conversion: a rate of 0 counts as 1
            assertThat(value(s, "SELECT countIf(coalesce(nullIf(exchange_rate, 0), 1) = 1) > count() / 2 FROM events"))
                    .isEqualTo(1L);
        }
    }

    /** Key (client, type, created, internal id) to {version, is_deleted} of its row with the highest version. */
    private static Map<String, long[]> latestVersionAndDeletedPerKey(BlockGenerator generator) {
        Map<String, long[]> latest = new HashMap<>();
        for (int b = 0; b < generator.blockCount(); b++) {
            Chunk block = generator.block(b);
            long[] client = ((LongColumn) block.column(0)).values();
            long[] internal = ((LongColumn) block.column(1)).values();
            BytesColumn type = (BytesColumn) block.column(2);
            long[] created = ((LongColumn) block.column(3)).values();
            long[] version = ((LongColumn) block.column(9)).values();
            long[] deleted = ((LongColumn) block.column(10)).values();
            for (int i = 0; i < block.rows(); i++) {
                long[] row = {version[i], deleted[i]};
                latest.merge(client[i] + "/" + type.getString(i) + "/" + created[i] + "/" + internal[i], row,
                        (a, c) -> a[0] >= c[0] ? a : c);
            }
        }
        return latest;
    }

    private static Object value(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            List<Object> row = r.rows().get(0);
            return row.get(0) instanceof Number n && !(row.get(0) instanceof Double) ? n.longValue() : row.get(0);
        }
    }
}
