package io.mergelab.engine.index.skip.bloom;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.index.skip.SkipIndexAggregator;
import io.mergelab.engine.index.skip.SkipIndexFixture;
import io.mergelab.engine.index.skip.SkipIndexGranule;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BloomFilterGranuleTest {
    private static String randomString(Random random) {
        StringBuilder s = new StringBuilder(16);
        for (int i = 0; i < 16; i++) {
            s.append((char) ('!' + random.nextInt(94)));
        }
        return s.toString();
    }

    /** One granule over {@code rows} distinct random strings; the probes are {@code probes} other random strings. */
    private static double measuredFalsePositiveRate(String fpr, int rows, int probes) {
        SkipIndexFixture f = SkipIndexFixture.of(new BloomFilterIndexType(), "s", "String", fpr);
        Random random = new Random(42);
        Set<String> members = new HashSet<>();
        while (members.size() < rows) {
            members.add(randomString(random));
        }
        BloomFilterGranule g = (BloomFilterGranule) f.granule(members.toArray());
        int falsePositives = 0;
        for (int i = 0; i < probes; i++) {
            String probe = randomString(random);
            byte[] b = probe.getBytes();
            if (!members.contains(probe) && g.mayContain(ValueHash.ofBytes(b, 0, b.length))) {
                falsePositives++;
            }
        }
        for (String m : members) {
            byte[] b = m.getBytes();
            assertThat(g.mayContain(ValueHash.ofBytes(b, 0, b.length))).as("member %s", m).isTrue();
        }
        return (double) falsePositives / probes;
    }

    @Test
    void measuredFalsePositiveRateIsCloseToTheDeclaredOne() {
        // (10 bits, 5 hashes) for 0.01: expected 0.0094; (15, 7) for 0.001: 0.0010; (19, 13) for 0.0001: 0.00011.
        assertThat(measuredFalsePositiveRate("0.01", 8192, 200_000)).isBetween(0.007, 0.012);
        assertThat(measuredFalsePositiveRate("0.001", 8192, 500_000)).isBetween(0.0007, 0.0013);
        assertThat(measuredFalsePositiveRate("0.0001", 8192, 2_000_000)).isBetween(0.00006, 0.00016);
    }

    @Test
    void sizeFollowsTheRateAndTheDistinctValuesOfEachGranule() {
        // The seed's needle table at 10,240 rows, index_granularity 1024, GRANULARITY 1: ten granules of 1024
        // distinct strings; each stores varuint(1024) (2 bytes) and 19 bits x 1024 = 2432 bytes. At 10^9 rows the
        // same 2434 bytes per granule make the 2.21 GiB ClickHouse reports.
        SkipIndexFixture f = SkipIndexFixture.of(new BloomFilterIndexType(), "s", "String", "0.0001");
        Random random = new Random(7);
        long total = 0;
        for (int granule = 0; granule < 10; granule++) {
            Object[] rows = new Object[1024];
            rows[0] = "needle";
            for (int i = 1; i < rows.length; i++) {
                rows[i] = randomString(random);
            }
            SkipIndexAggregator aggregator = f.index().aggregator();
            Column c = f.column(rows);
            aggregator.add(c, 0, 512);
            aggregator.add(c, 512, 512);
            byte[] bytes = SkipIndexFixture.serialised(aggregator.finish());
            assertThat(bytes).hasSize(2434);
            total += bytes.length;
        }
        assertThat(total).isEqualTo(24_340);
    }

    @Test
    void repeatedValuesTakeNoRoom() {
        SkipIndexFixture f = SkipIndexFixture.of(new BloomFilterIndexType(), "x", "UInt32");
        Object[] rows = new Object[1000];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = (long) (i % 10);
        }
        BloomFilterGranule g = (BloomFilterGranule) f.granule(rows);
        assertThat(g.distinctValues()).isEqualTo(10);
        // bloom_filter() is bloom_filter(0.025): 8 bits per value, varuint(10) then 10 bytes.
        assertThat(SkipIndexFixture.serialised(g)).hasSize(11);
    }

    @Test
    void aRoundTripKeepsEveryAnswer() {
        SkipIndexFixture f = SkipIndexFixture.of(new BloomFilterIndexType(), "x", "Int64", "0.01");
        Object[] rows = new Object[300];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = (long) i * 7;
        }
        SkipIndexAggregator aggregator = f.index().aggregator();
        Column c = f.column(rows);
        aggregator.add(c, 0, c.size());
        BloomFilterGranule written = (BloomFilterGranule) aggregator.finish();
        BloomFilterGranule read = (BloomFilterGranule) f.roundTrip(written);
        for (long v = -100; v < 3000; v++) {
            assertThat(read.mayContain(ValueHash.ofLong(v))).isEqualTo(written.mayContain(ValueHash.ofLong(v)));
        }
        assertThat(SkipIndexFixture.serialised(read)).isEqualTo(SkipIndexFixture.serialised(written));
    }

    @Test
    void aGranuleOfEmptyArraysHoldsNoValue() {
        SkipIndexFixture f = SkipIndexFixture.of(new BloomFilterIndexType(), "a", "Array(String)");
        SkipIndexGranule g = f.granule(java.util.List.of(), java.util.List.of());
        assertThat(f.condition("has(a, '')").orElseThrow().mayMatch(g)).isFalse();
        assertThat(f.condition("NOT has(a, '')").orElseThrow().mayMatch(g)).isTrue();
    }
}
