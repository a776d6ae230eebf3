package io.mergelab.engine.finalread;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.storage.Codec;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.PartColumn;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.storage.PartSettings;
import io.mergelab.engine.storage.PartSpec;
import io.mergelab.engine.storage.PartWriter;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.type.IntegerType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random parts (level 0 with repeated keys, or level 1 with unique keys; granules of 1 to 5 rows) and a key interval
 * selected as the primary key would select it: whatever the layout {@link PartsSplitter} makes, every row of every
 * key in the interval is read exactly once, and all rows of a key go through one channel — one layer, or the
 * no-merge ranges when the key lives in one level-1 part only — so the key is deduplicated whole.
 */
class PartsSplitterPropertyTest {

    @Property(tries = 300)
    void everyKeyIsReadWholeInOneChannel(@ForAll @IntRange(min = 1, max = 6) int partCount,
                                         @ForAll @IntRange(min = 1, max = 8) int maxLayers,
                                         @ForAll boolean splitNonIntersecting, @ForAll boolean splitLayers,
                                         @ForAll long seed) throws IOException {
        Random random = new Random(seed);
        Path dir = Files.createTempDirectory("splitter");
        try {
            List<DataPart> parts = new ArrayList<>();
            Map<DataPart, long[]> keys = new HashMap<>();
            for (int p = 0; p < partCount; p++) {
                int level = random.nextInt(3) == 0 ? 0 : 1;
                long[] k = keys(random, level == 0);
                DataPart part = write(dir, new PartName("all", p + 1, p + 1, level), k, 1 + random.nextInt(5));
                parts.add(part);
                keys.put(part, k);
            }
            long from = random.nextInt(100);
            long to = from + random.nextInt(120);
            List<PartRanges> selected = new ArrayList<>();
            for (DataPart part : parts) {
                List<MarkRange> ranges = selectByKey(part, keys.get(part), from, to);
                if (!ranges.isEmpty()) {
                    selected.add(new PartRanges(part, ranges));
                }
            }
            if (selected.isEmpty()) {
                return;
            }
            FinalLayout layout = PartsSplitter.split(selected, maxLayers, splitNonIntersecting, splitLayers, true, true);
            assertThat(layout.layers().size()).isLessThanOrEqualTo(Math.max(1, splitLayers ? maxLayers : 1));

            // key -> channel (-1: no merge, i: layer i) -> rows read, as "part/row"
            Map<Long, Map<Integer, List<String>>> read = new TreeMap<>();
            for (PartRanges pr : layout.nonIntersecting()) {
                assertThat(pr.part().partName().level()).isPositive();
                visit(pr, keys.get(pr.part()), null, -1, read);
            }
            for (int i = 0; i < layout.layers().size(); i++) {
                visit(layout.layers().get(i), keys, i, read);
            }
            for (DataPart part : parts) {
                long[] k = keys.get(part);
                for (int row = 0; row < k.length; row++) {
                    if (k[row] < from || k[row] > to) {
                        continue;
                    }
                    Map<Integer, List<String>> channels = read.get(k[row]);
                    assertThat(channels).as("key %d", k[row]).isNotNull().hasSize(1);
                    List<String> rows = channels.values().iterator().next();
                    assertThat(rows).as("key %d", k[row]).containsOnlyOnce(part.name() + "/" + row);
                    if (channels.containsKey(-1)) {
                        assertThat(rows).as("unmerged key %d", k[row]).hasSize(1);
                    }
                }
            }
            for (Map.Entry<Long, Map<Integer, List<String>>> e : read.entrySet()) {
                if (e.getKey() >= from && e.getKey() <= to) {
                    long total = parts.stream().mapToLong(p -> count(keys.get(p), e.getKey())).sum();
                    assertThat(e.getValue().values().iterator().next()).as("key %d", e.getKey()).hasSize((int) total);
                }
            }
        } finally {
            Directories.deleteRecursively(dir);
        }
    }

    /** Sorted keys in [0, 150): repeated in level-0 parts, unique in merged ones. */
    private static long[] keys(Random random, boolean repeats) {
        int n = 1 + random.nextInt(40);
        long base = random.nextInt(120);
        long span = 1 + random.nextInt(60);
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long k = base + random.nextInt((int) span);
            if (repeats || !out.contains(k)) {
                out.add(k);
            }
        }
        return out.stream().sorted().mapToLong(Long::longValue).toArray();
    }

    private static DataPart write(Path dir, PartName name, long[] keys, int granularity) {
        PartColumn key = new PartColumn("key", IntegerType.UINT32, Codec.DEFAULT);
        PartSpec spec = new PartSpec(dir, name, List.of(key), List.of(IntegerType.UINT32), PartitionValue.NONE, List.of(),
                new PartSettings(granularity, 0), PartSpec.Purpose.INSERT);
        try (PartWriter writer = PartWriter.create(spec)) {
            LongColumn column = new LongColumn(IntegerType.UINT32, keys, keys.length);
            writer.write(new Chunk(List.of(column), keys.length), List.of(column));
            return writer.commit();
        }
    }

    /** The granules whose key interval meets [from, to], as the primary key's analysis keeps them. */
    private static List<MarkRange> selectByKey(DataPart part, long[] keys, long from, long to) {
        List<MarkRange> out = new ArrayList<>();
        for (int g = 0; g < part.granules(); g++) {
            long first = keys[(int) part.markStartRow(g)];
            long last = keys[(int) part.markStartRow(g + 1) - 1];
            if (last >= from && first <= to) {
                if (!out.isEmpty() && out.get(out.size() - 1).end() == g) {
                    out.set(out.size() - 1, new MarkRange(out.get(out.size() - 1).begin(), g + 1));
                } else {
                    out.add(new MarkRange(g, g + 1));
                }
            }
        }
        return out;
    }

    private static void visit(Layer layer, Map<DataPart, long[]> keys, int channel, Map<Long, Map<Integer, List<String>>> read) {
        for (PartRanges pr : layer.parts()) {
            visit(pr, keys.get(pr.part()), layer, channel, read);
        }
    }

    /** Records the rows of {@code pr} (those in the layer's slice, for a layer) under {@code channel}. */
    private static void visit(PartRanges pr, long[] keys, Layer layer, int channel, Map<Long, Map<Integer, List<String>>> read) {
        for (MarkRange r : pr.ranges()) {
            for (int row = (int) pr.part().markStartRow(r.begin()); row < pr.part().markStartRow(r.end()); row++) {
                long k = keys[row];
                if (layer != null && !inSlice(k, layer)) {
                    continue;
                }
                read.computeIfAbsent(k, x -> new TreeMap<>()).computeIfAbsent(channel, x -> new ArrayList<>())
                        .add(pr.part().name() + "/" + row);
            }
        }
    }

    private static boolean inSlice(long key, Layer layer) {
        return (layer.lower() == null || key > value(layer.lower())) && (layer.upper() == null || key <= value(layer.upper()));
    }

    private static long value(KeyBound bound) {
        return ((LongColumn) bound.index().columns().get(0)).values()[bound.mark()];
    }

    private static long count(long[] keys, long key) {
        long n = 0;
        for (long k : keys) {
            n += k == key ? 1 : 0;
        }
        return n;
    }
}
