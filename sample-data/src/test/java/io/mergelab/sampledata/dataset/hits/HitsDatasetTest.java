package io.mergelab.sampledata.dataset.hits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.ZipfDistribution;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HitsDatasetTest {
    private static final long ROWS = 70_000;
    private static final Dataset HITS = Datasets.named("hits");
    private static final String DOMAIN_OF_REFERER = "REGEXP_REPLACE(Referer, '^https?://(?:www\\.)?([^/]+)/.*$', '\\1')";

    @TempDir
    Path dir;

    private static BlockGenerator generator(long rows, Map<String, String> knobs) {
        return HITS.generator(HITS.knobs(rows, 42, knobs));
    }

    private static int column(String name) {
        return HITS.columnNames().indexOf(name);
    }

    @Test
    void declaresClickBenchColumnsAndKnobsWithDefaults() {
        assertThat(HITS.columnNames()).contains("WatchID", "URL", "Referer", "SearchPhrase", "UserID", "EventTime",
                "CounterID", "URLHash", "RefererHash", "MobilePhoneModel").hasSameSizeAs(HITS.columnTypes());
        assertThat(HITS.columnTypes().get(column("EventTime")).name()).isEqualTo("DateTime");
        assertThat(HITS.columnTypes().get(column("CounterID")).name()).isEqualTo("UInt32");
        Knobs defaults = HITS.knobs(10, 1, Map.of());
        assertThat(defaults.values()).containsOnly(Map.entry("skew", 1.1), Map.entry("distinct", 10_000.0),
                Map.entry("users", 100_000.0), Map.entry("correlation", 0.5));
        assertThat(HITS.createTable("db.h")).startsWith("CREATE TABLE db.h (WatchID Int64, JavaEnable Int16, ")
                .endsWith("ENGINE = MergeTree PARTITION BY toYYYYMM(EventDate) "
                        + "ORDER BY (CounterID, EventDate, UserID, EventTime, WatchID)");
    }

    @Test
    void badKnobsFailWithBadArgumentsNamingTheKnob() {
        assertBad(() -> HITS.knobs(10, 1, Map.of("skew", "3.5")), "Knob skew of dataset hits is out of range: 3.5");
        assertBad(() -> HITS.knobs(10, 1, Map.of("distinct", "0")), "Knob distinct of dataset hits is out of range");
        assertBad(() -> HITS.knobs(10, 1, Map.of("users", "1.5")), "Knob users of dataset hits takes whole numbers");
        assertBad(() -> HITS.knobs(10, 1, Map.of("correlation", "lots")), "Knob correlation of dataset hits must be a number");
        assertBad(() -> HITS.knobs(10, 1, Map.of("errors", "0.1")), "Dataset hits has no knob 'errors'");
        assertBad(() -> HITS.knobs(-1, 1, Map.of()), "Number of rows must not be negative");
    }

    @Test
    void zeroRowsMakeNoBlocks() {
        assertThat(generator(0, Map.of()).blockCount()).isZero();
    }

    /** Tolerances: about 8 standard deviations of a 70,000-row sample, well above the generator's own noise. */
    @Test
    void sharesFollowTheDeclaredDistributions() {
        BlockGenerator g = generator(ROWS, Map.of());
        long topSite = 0;
        long emptyReferer = 0;
        long searches = 0;
        long searchesWithEngine = 0;
        Set<Long> users = new HashSet<>();
        for (int b = 0; b < g.blockCount(); b++) {
            Chunk chunk = g.block(b);
            LongColumn counter = (LongColumn) chunk.column(column("CounterID"));
            BytesColumn referer = (BytesColumn) chunk.column(column("Referer"));
            BytesColumn phrase = (BytesColumn) chunk.column(column("SearchPhrase"));
            LongColumn engine = (LongColumn) chunk.column(column("SearchEngineID"));
            LongColumn date = (LongColumn) chunk.column(column("EventDate"));
            LongColumn time = (LongColumn) chunk.column(column("EventTime"));
            LongColumn user = (LongColumn) chunk.column(column("UserID"));
            for (int r = 0; r < chunk.rows(); r++) {
                topSite += counter.getLong(r) == 1 ? 1 : 0;
                emptyReferer += referer.length(r) == 0 ? 1 : 0;
                boolean search = phrase.length(r) > 0;
                searches += search ? 1 : 0;
                searchesWithEngine += search && engine.getLong(r) > 0 ? 1 : 0;
                assertThat(date.getLong(r)).isBetween(HitsGenerator.FIRST_DAY, HitsGenerator.FIRST_DAY + 30);
                assertThat(Math.floorDiv(time.getLong(r), 86_400)).isEqualTo(date.getLong(r));
                users.add(user.getLong(r));
            }
        }
        double expectedTop = new ZipfDistribution(10_000, 1.1).shareOf(0);
        assertThat(expectedTop).isBetween(0.1, 0.2);
        assertThat(topSite / (double) ROWS).isCloseTo(expectedTop, within(0.01));
        assertThat(emptyReferer / (double) ROWS).isCloseTo(HitsGenerator.DIRECT_SHARE, within(0.015));
        assertThat(searches / (double) ROWS).isCloseTo(HitsGenerator.SEARCH_SHARE, within(0.01));
        assertThat(searchesWithEngine).isEqualTo(searches);
        assertThat(users.size()).isBetween(10_000, 100_000);
    }

    @Test
    void skewZeroSpreadsVisitsEvenlyOverTheSites() {
        BlockGenerator g = generator(ROWS, Map.of("skew", "0", "distinct", "10"));
        long[] perSite = new long[11];
        for (int b = 0; b < g.blockCount(); b++) {
            LongColumn counter = (LongColumn) g.block(b).column(column("CounterID"));
            for (int r = 0; r < counter.size(); r++) {
                perSite[(int) counter.getLong(r)]++;
            }
        }
        for (int site = 1; site <= 10; site++) {
            assertThat(perSite[site] / (double) ROWS).as("site %d", site).isCloseTo(0.1, within(0.01));
        }
    }

    @Test
    void correlationOneOrdersRowsByCounterAndDateAndZeroShufflesThem() {
        assertThat(descentsOfCounterAndDate(Map.of("correlation", "1"))).isZero();
        long random = descentsOfCounterAndDate(Map.of("correlation", "0"));
        assertThat(random / (double) ROWS).as("independent keys descend about every other row").isGreaterThan(0.4);
        long half = descentsOfCounterAndDate(Map.of("correlation", "0.5"));
        assertThat(half).isBetween(random / 2, random * 9 / 10);
    }

    /** Rows whose (CounterID, EventDate) is smaller than the previous row's, over the whole generation. */
    private static long descentsOfCounterAndDate(Map<String, String> knobs) {
        BlockGenerator g = generator(ROWS, knobs);
        long descents = 0;
        long previous = Long.MIN_VALUE;
        for (int b = 0; b < g.blockCount(); b++) {
            Chunk chunk = g.block(b);
            LongColumn counter = (LongColumn) chunk.column(column("CounterID"));
            LongColumn date = (LongColumn) chunk.column(column("EventDate"));
            for (int r = 0; r < chunk.rows(); r++) {
                long key = counter.getLong(r) * 100_000 + date.getLong(r);
                descents += key < previous ? 1 : 0;
                previous = key;
            }
        }
        return descents;
    }

    @Test
    void everySiteHasItsOwnDomain() {
        HitsVocabulary vocabulary = new HitsVocabulary(200_000);
        Set<String> names = new HashSet<>();
        for (int site = 0; site < vocabulary.sites(); site++) {
            names.add(vocabulary.domainName(site));
        }
        assertThat(names).hasSize(200_000);
        assertThat(names).allMatch(n -> n.matches("[a-z]+\\.[a-z.]+"));
    }

    @Test
    void equalUrlsHaveEqualHashes() {
        Chunk chunk = generator(20_000, Map.of("distinct", "20")).block(0);
        BytesColumn url = (BytesColumn) chunk.column(column("URL"));
        LongColumn hash = (LongColumn) chunk.column(column("URLHash"));
        Map<String, Long> hashOf = new HashMap<>();
        for (int r = 0; r < chunk.rows(); r++) {
            Long previous = hashOf.putIfAbsent(url.getString(r), hash.getLong(r));
            assertThat(previous == null || previous == hash.getLong(r)).as("row %d", r).isTrue();
        }
        assertThat(new HashSet<>(hashOf.values())).hasSameSizeAs(hashOf.keySet());
    }

    /** ClickBench Q28 and its count-ordered twin on the engine: the referring domains are the Zipf head. */
    @Test
    void refererDomainGroupByFindsTheMostVisitedSites() {
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.execute(HITS.createTable("hits")).close();
            new TableLoader(engine).load("hits", HITS.columnNames(), generator(ROWS, Map.of()), 2, Map.of(),
                    (done, total) -> { });

            List<List<Object>> q28 = s.execute("SELECT " + DOMAIN_OF_REFERER + " AS k, avg(length(Referer)) AS l, "
                    + "count() AS c, min(Referer) FROM hits WHERE Referer <> '' GROUP BY k HAVING count() > 100 "
                    + "ORDER BY l DESC LIMIT 25").rows();
            assertThat(q28).hasSize(25);
            List<Double> lengths = q28.stream().map(r -> ((Number) r.get(1)).doubleValue()).toList();
            assertThat(lengths).isSortedAccordingTo((a, b) -> Double.compare(b, a));
            assertThat(q28).allSatisfy(r -> {
                assertThat((String) r.get(0)).doesNotContain("/").doesNotStartWith("www.");
                assertThat((String) r.get(3)).matches("https?://(www\\.)?" + Pattern.quote((String) r.get(0)) + "/.*");
                assertThat(((Number) r.get(2)).longValue()).isGreaterThan(100);
            });

            List<Object> topSites = s.execute("SELECT " + DOMAIN_OF_REFERER + " AS k, count() AS c FROM hits "
                    + "WHERE Referer <> '' AND SearchEngineID = 0 GROUP BY k ORDER BY c DESC LIMIT 5").rows()
                    .stream().map(r -> r.get(0)).toList();
            HitsVocabulary vocabulary = new HitsVocabulary(10_000);
            assertThat(topSites).containsExactlyElementsOf(
                    IntStream.range(0, 5).mapToObj(vocabulary::domainName).toList());
            List<Object> engines = s.execute("SELECT DISTINCT " + DOMAIN_OF_REFERER + " FROM hits "
                    + "WHERE SearchEngineID > 0 ORDER BY 1").rows().stream().map(r -> r.get(0)).toList();
            assertThat(engines).containsExactlyElementsOf(Arrays.stream(HitsVocabulary.ENGINES).sorted().toList());
        }
    }

    private static void assertBad(ThrowingCallable call, String message) {
        assertThatThrownBy(call).isInstanceOf(MergeLabException.class).hasMessageContaining(message)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
    }
}
