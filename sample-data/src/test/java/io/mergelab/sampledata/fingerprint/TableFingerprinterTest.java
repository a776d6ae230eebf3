package io.mergelab.sampledata.fingerprint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class TableFingerprinterTest {
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void open() {
        engine = Engine.inMemory();
        session = engine.newSession();
        session.execute("CREATE TABLE known (k UInt64, i Int32, s String, d Date, t DateTime, n Nullable(Int64), "
                + "r UInt64, down Int64) ENGINE = MergeTree ORDER BY k");
        session.execute("INSERT INTO known SELECT number, toInt32(number) - 500, toString(number % 100), "
                + "toDate('2020-01-01') + number % 365, toDateTime('2020-01-01 00:00:00') + number, "
                + "if(number % 4 = 0, NULL, number), cityHash64(number), -toInt64(number) FROM numbers(10000)");
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static Map<String, ColumnFingerprint> byName(Fingerprint f) {
        return f.columns().stream().collect(Collectors.toMap(ColumnFingerprint::name, Function.identity()));
    }

    @Test
    void countsRowsAndDescribesEachColumn() {
        Fingerprint f = TableFingerprinter.of(session, "known");

        assertThat(f.table()).isEqualTo("default.known");
        assertThat(f.rows()).isEqualTo(10_000);
        assertThat(f.parts()).isEqualTo(1);
        assertThat(f.sortingKey()).isEqualTo("k");
        assertThat(f.sampledRows()).isEqualTo(10_000);
        assertThat(f.sampled()).isFalse();
        assertThat(f.columns()).extracting(ColumnFingerprint::name).containsExactly("k", "i", "s", "d", "t", "n", "r", "down");
        Map<String, ColumnFingerprint> c = byName(f);
        assertThat(c.get("k")).isEqualTo(new ColumnFingerprint("k", "UInt64", 10_000, "0", "9999", 0, 1.0));
        assertThat(c.get("i").min()).isEqualTo("-500");
        assertThat(c.get("i").max()).isEqualTo("9499");
        assertThat(c.get("s").distinctEstimate()).isEqualTo(100);
        assertThat(c.get("s").min()).isEqualTo("0");
        assertThat(c.get("s").max()).isEqualTo("99");
        assertThat(c.get("d").distinctEstimate()).isEqualTo(365);
        assertThat(c.get("d").min()).isEqualTo("2020-01-01");
        assertThat(c.get("d").max()).isEqualTo("2020-12-30");
        assertThat(c.get("t").min()).isEqualTo("2020-01-01 00:00:00");
        assertThat(c.get("t").max()).isEqualTo("2020-01-01 02:46:39");
        assertThat(c.get("n").type()).isEqualTo("Nullable(Int64)");
        assertThat(c.get("n").nullFraction()).isEqualTo(0.25);
        assertThat(c.get("n").distinctEstimate()).isEqualTo(7_500);
        assertThat(c.get("n").min()).isEqualTo("1");
        assertThat(c.get("n").max()).isEqualTo("9999");
        assertThat(c.get("k").nullFraction()).isZero();
    }

    @Test
    void sortednessIsOneForTheKeyAboutHalfForRandomValuesAndZeroForADecreasingColumn() {
        Map<String, ColumnFingerprint> c = byName(TableFingerprinter.of(session, "default.known"));

        assertThat(c.get("k").sortedness()).isEqualTo(1.0);
        assertThat(c.get("t").sortedness()).isEqualTo(1.0);
        assertThat(c.get("r").sortedness()).isCloseTo(0.5, within(0.03));
        assertThat(c.get("down").sortedness()).isEqualTo(0.0);
        // NULLs sort last: every fourth row is NULL, so the pair (NULL, next) decreases and (value, NULL) does not
        assertThat(c.get("n").sortedness()).isEqualTo(7_499.0 / 9_999);
    }

    @Test
    void distinctEstimateIsWithinUniqsErrorAboveItsExactRange() {
        session.execute("CREATE TABLE many (x UInt64, y String) ENGINE = MergeTree ORDER BY tuple()");
        session.execute("INSERT INTO many SELECT cityHash64(number), toString(number % 150000) FROM numbers(300000)");

        Map<String, ColumnFingerprint> c = byName(TableFingerprinter.of(session, "many"));

        assertThat((double) c.get("x").distinctEstimate()).isCloseTo(300_000, within(300_000 * 0.02));
        assertThat((double) c.get("y").distinctEstimate()).isCloseTo(150_000, within(150_000 * 0.02));
    }

    @Test
    void keySortednessCountsThePartBordersWhereKeysGoBack() {
        session.execute("CREATE TABLE overlapping (k UInt32, v UInt32) ENGINE = MergeTree ORDER BY k");
        session.execute("INSERT INTO overlapping SELECT number, 1000 - number FROM numbers(1000)");
        session.execute("INSERT INTO overlapping SELECT number, 1000 - number FROM numbers(1000)");
        session.execute("INSERT INTO overlapping SELECT number + 1000, 0 FROM numbers(1000)");

        Fingerprint f = TableFingerprinter.of(session, "overlapping");

        assertThat(f.parts()).isEqualTo(3);
        // storage order: 0..999, 0..999, 1000..1999 — only the pair (999, 0) goes back
        assertThat(f.keySortedness()).isEqualTo(2_998.0 / 2_999);
        assertThat(byName(f).get("k").sortedness()).isEqualTo(2_998.0 / 2_999);
        // v falls within each of the first two parts: 1998 falling pairs, rises at (1, 1000) only; equal zeros count as in order
        assertThat(byName(f).get("v").sortedness()).isEqualTo(1_000.0 / 2_999);
    }

    @Test
    void storageOrderIsPartitionThenBlockThenRow() {
        session.execute("CREATE TABLE parity (k UInt32) ENGINE = MergeTree PARTITION BY k % 2 ORDER BY k");
        session.execute("INSERT INTO parity SELECT number FROM numbers(10)");
        session.execute("INSERT INTO parity SELECT number + 10 FROM numbers(10)");

        Fingerprint f = TableFingerprinter.of(session, "parity");

        // partition 0: 0 2 4 6 8 | 10 12 14 16 18, then partition 1: 1 3 5 7 9 | 11 13 15 17 19 — one pair goes back
        assertThat(f.parts()).isEqualTo(4);
        assertThat(f.keySortedness()).isEqualTo(18.0 / 19);
    }

    @Test
    void keySortednessComparesTheSortingKeyAsATuple() {
        session.execute("CREATE TABLE compound (a UInt8, b String) ENGINE = MergeTree ORDER BY (a, b)");
        session.execute("INSERT INTO compound SELECT number % 2, toString(number) FROM numbers(100)");
        session.execute("INSERT INTO compound SELECT 1, 'zz' FROM numbers(1)");

        Fingerprint f = TableFingerprinter.of(session, "compound");

        assertThat(f.sortingKey()).isEqualTo("a, b");
        // (1, 'zz') follows (1, '99'): still in key order
        assertThat(f.keySortedness()).isEqualTo(1.0);
        assertThat(byName(f).get("a").sortedness()).isEqualTo(1.0);
        assertThat(byName(f).get("b").sortedness()).isLessThan(1.0);
    }

    @Test
    void emptyTableHasNoValuesAndCountsAsSorted() {
        session.execute("CREATE TABLE empty (k UInt64, e Enum8('a' = 1, 'b' = 2), n Nullable(String)) ENGINE = MergeTree ORDER BY k");

        Fingerprint f = TableFingerprinter.of(session, "empty");

        assertThat(f.rows()).isZero();
        assertThat(f.parts()).isZero();
        assertThat(f.sampledRows()).isZero();
        assertThat(f.keySortedness()).isEqualTo(1.0);
        assertThat(f.columns()).allSatisfy(c -> {
            assertThat(c.distinctEstimate()).isZero();
            assertThat(c.min()).isNull();
            assertThat(c.max()).isNull();
            assertThat(c.nullFraction()).isZero();
            assertThat(c.sortedness()).isEqualTo(1.0);
        });
    }

    @Test
    void compositeColumnsHaveDistinctCountsButNoMinOrMax() {
        session.execute("CREATE TABLE composite (a Array(UInt8), t Tuple(UInt8, String), m Map(String, UInt8), "
                + "lc LowCardinality(Nullable(String))) ENGINE = MergeTree ORDER BY tuple()");
        session.execute("INSERT INTO composite SELECT [number % 3], (number % 5, 'x'), map('k', number % 7), "
                + "if(number % 2 = 0, NULL, toString(number % 4)) FROM numbers(100)");

        Fingerprint f = TableFingerprinter.of(session, "composite");

        Map<String, ColumnFingerprint> c = byName(f);
        assertThat(c.get("a").distinctEstimate()).isEqualTo(3);
        assertThat(c.get("t").distinctEstimate()).isEqualTo(5);
        assertThat(c.get("m").distinctEstimate()).isEqualTo(7);
        assertThat(c.get("a").min()).isNull();
        assertThat(c.get("t").max()).isNull();
        assertThat(c.get("m").min()).isNull();
        assertThat(c.get("lc").nullFraction()).isEqualTo(0.5);
        assertThat(c.get("lc").distinctEstimate()).isEqualTo(2);
        assertThat(c.get("lc").min()).isEqualTo("1");
        assertThat(c.get("lc").max()).isEqualTo("3");
        assertThat(c.get("a").sortedness()).isBetween(0.0, 1.0);
        assertThat(f.sortingKey()).isEmpty();
        assertThat(f.keySortedness()).isNull();
    }

    @Test
    void largeTablesAreSampledInWindowsOfTheStorageOrder() {
        TableFingerprinter sampling = new TableFingerprinter(new Sampling(1_000, 4, 100));

        Fingerprint f = sampling.fingerprint(session, "known");

        assertThat(f.rows()).isEqualTo(10_000);
        assertThat(f.sampledRows()).isEqualTo(400);
        assertThat(f.sampled()).isTrue();
        Map<String, ColumnFingerprint> c = byName(f);
        assertThat(c.get("k").sortedness()).isEqualTo(1.0);
        assertThat(c.get("down").sortedness()).isEqualTo(0.0);
        // min/max and counts still cover every row
        assertThat(c.get("k").max()).isEqualTo("9999");
        assertThat(sampling.fingerprint(session, "known")).isEqualTo(f);
    }

    @Test
    void sampleWindowsOnlyCountPairsInsideThem() {
        session.execute("CREATE TABLE sawtooth (k UInt32) ENGINE = MergeTree ORDER BY tuple()");
        for (int part = 0; part < 4; part++) {
            session.execute("INSERT INTO sawtooth SELECT number FROM numbers(250)");
        }
        // windows of 250 rows at 0, 250, 500, 750: each one exactly one rising part; the falling borders fall between
        Fingerprint f = new TableFingerprinter(new Sampling(999, 4, 250)).fingerprint(session, "sawtooth");

        assertThat(f.sampledRows()).isEqualTo(1_000);
        assertThat(f.columns().get(0).sortedness()).isEqualTo(1.0);
        assertThat(TableFingerprinter.of(session, "sawtooth").columns().get(0).sortedness()).isEqualTo(996.0 / 999);
    }

    @Test
    void tablesWithoutSortingKeyOrPartsAreFingerprintedToo() {
        session.execute("CREATE TABLE mem (x Int32) ENGINE = Memory");
        session.execute("INSERT INTO mem VALUES (3), (1), (2)");

        Fingerprint f = TableFingerprinter.of(session, "mem");

        assertThat(f.rows()).isEqualTo(3);
        assertThat(f.parts()).isZero();
        assertThat(f.keySortedness()).isNull();
        assertThat(f.columns().get(0).sortedness()).isEqualTo(0.5);
    }

    @Test
    void unknownTableOrDatabaseIsAnError() {
        assertThatThrownBy(() -> TableFingerprinter.of(session, "nosuch"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE))
                .hasMessageContaining("Table default.nosuch does not exist");
        assertThatThrownBy(() -> TableFingerprinter.of(session, "nodb.known"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_DATABASE))
                .hasMessageContaining("Database nodb does not exist");
    }

    @Test
    void oddNamesAreQuoted() {
        session.execute("CREATE TABLE `odd table` (`select` Int32, `it's` String) ENGINE = MergeTree ORDER BY `select`");
        session.execute("INSERT INTO `odd table` VALUES (1, 'a'), (2, 'b')");

        Fingerprint f = TableFingerprinter.of(session, "default.odd table");

        assertThat(f.rows()).isEqualTo(2);
        assertThat(f.keySortedness()).isEqualTo(1.0);
        assertThat(byName(f).get("it's").max()).isEqualTo("b");
    }
}
