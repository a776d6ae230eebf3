package io.mergelab.sampledata.dataset.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The shape of the events at 200,000 rows, with the tolerances stated per assertion. */
class EventsDatasetTest {
    private static final int ROWS = 200_000;
    private static final double DAY = 86_400;
    private static final Dataset EVENTS = Datasets.named("events");
    private static Knobs defaults;
    private static EventsSample sample;

    @BeforeAll
    static void generateWithTheDefaults() {
        defaults = EVENTS.knobs(ROWS, 11, Map.of());
        sample = EventsSample.of(EVENTS.generator(defaults));
    }

    @Test
    void theTableIsStoryBsBaseline() {
        assertThat(EVENTS.createTable("db.events")).isEqualTo("CREATE TABLE db.events (client_id UInt64, "
                + "internal_id UInt64, event_type LowCardinality(String), event_created_at DateTime, "
                + "period_ends_at DateTime, client_customer_id UInt64, amount Decimal(18, 2), "
                + "currency LowCardinality(String), exchange_rate Float64, version UInt64, is_deleted UInt8) "
                + "ENGINE = ReplacingMergeTree(version, is_deleted) PARTITION BY toYYYYMM(event_created_at) "
                + "ORDER BY (client_id, event_type, toDate(event_created_at), internal_id)");
    }

    @Test
    void theTenLargestClientsHoldTheirZipfShareAboutHalfTheRows() {
        double expected = EventsDataset.shareOfTopClients(defaults, 10);
        assertThat(expected).isCloseTo(0.5, within(0.05));
        assertThat(sample.topClientsShare(10)).isCloseTo(expected, within(0.05));
        assertThat(sample.clientWithMostRows()).isEqualTo(EventsDataset.biggestClientId());
        assertThat(sample.share(sample.rowsPerClient.get(EventsDataset.biggestClientId())))
                .isCloseTo(EventsDataset.shareOfTopClients(defaults, 1), within(0.02));
    }

    @Test
    void aboutTwoRowsPerKeyAtHalfUpdates() {
        assertThat(sample.rows / (double) sample.keys()).isCloseTo(2.0, within(0.2));
        assertThat(sample.versionsOutOfOrder).as("version = row + 1").isZero();
        assertThat(sample.deletedFirstOccurrences).as("only updates delete").isZero();
        // one update in twenty deletes: 5,000 of 100,000 updates, within 10%
        assertThat((double) sample.deleted).isCloseTo(0.05 * ROWS / 2, within(500.0));
    }

    @Test
    void mostPeriodsEndedBefore2026() {
        assertThat(sample.share(sample.expired)).isCloseTo(0.97, within(0.01));
    }

    @Test
    void sixteenPercentOfTheRowsHaveTypesNoMetricUses() {
        assertThat(EventTypes.unusedShare()).isEqualTo(0.16);
        assertThat(EventTypes.UNUSED).containsExactly("adjustment", "fee", "payout", "credit_note");
        assertThat(sample.share(sample.unusedTypes)).isCloseTo(0.16, within(0.03));
        assertThat(sample.types).containsExactlyInAnyOrderElementsOf(EventTypes.ALL);
    }

    @Test
    void eventsWereCreatedOverThreeYears() {
        assertThat(sample.minCreated).isGreaterThanOrEqualTo(EventsSample.YEAR_2023).isLessThan(EventsSample.YEAR_2023 + 2 * 86_400);
        assertThat(sample.maxCreated).isLessThan(EventsSample.YEAR_2026).isGreaterThan(EventsSample.YEAR_2026 - 2 * 86_400);
    }

    @Test
    void theDaysKnobShortensTheSpanSoEachClientTypeAndDayHoldsMoreRows() {
        EventsSample week = EventsSample.of(EVENTS.generator(EVENTS.knobs(ROWS, 11, Map.of("days", "7"))));
        assertThat(week.minCreated).isGreaterThanOrEqualTo(EventsSample.YEAR_2026 - 7 * 86_400)
                .isLessThan(EventsSample.YEAR_2026 - 6 * 86_400);
        assertThat(week.maxCreated).isLessThan(EventsSample.YEAR_2026);
        // the expired periods still end before 2026 (within the week), the others in 2026 or 2027
        assertThat(week.share(week.expired)).isCloseTo(0.97, within(0.01));
        // the same rows over 7 days instead of 1,095: about 156 times the rows per (client, type, day)
        assertThat(week.biggestClientPurchasesPerDay()).isGreaterThan(100 * sample.biggestClientPurchasesPerDay());
    }

    @Test
    void everyBatchButTheFirstSpansManyMonths() {
        assertThat(sample.monthsPerBlock).hasSize(20);
        for (int b = 1; b < 20; b++) {
            // new events of about 1.8 months (36 / 20) and updates of any earlier event: all months so far but one
            assertThat(sample.monthsPerBlock.get(b)).as("block %d", b).hasSizeGreaterThanOrEqualTo((b + 1) * 36 / 20 - 1);
        }
        assertThat(sample.monthsPerBlock.get(19)).hasSizeGreaterThanOrEqualTo(34);
    }

    @Test
    void customersBelongToTheirClientAndSpreadTheLargestOver36Partitions() {
        assertThat(sample.customerIdsNotOfTheirClient).isZero();
        assertThat(sample.biggestClientCustomerResidues).hasSize(36);
    }

    @Test
    void mostUsdRowsHaveNoExchangeRate() {
        assertThat(sample.zeroRatesNotUsd).isZero();
        // 60% USD, 90% of those without a rate
        assertThat(sample.share(sample.zeroRates)).isCloseTo(0.54, within(0.02));
    }

    @Test
    void withoutCorrelationCreationTimesAreUniformOverTheInsertOrder() {
        EventsSample uncorrelated = EventsSample.of(EVENTS.generator(EVENTS.knobs(ROWS, 11, Map.of("correlation", "0"))));
        assertThat(uncorrelated.monthsPerBlock.get(0)).hasSize(36);
        double firstToLast = uncorrelated.meanCreatedPerBlock.get(19) - uncorrelated.meanCreatedPerBlock.get(0);
        assertThat(firstToLast / DAY).as("days between the first and last batch's mean").isCloseTo(0, within(30.0));
        double correlated = sample.meanCreatedPerBlock.get(19) - sample.meanCreatedPerBlock.get(0);
        assertThat(correlated / DAY).isGreaterThan(600);
    }

    @Test
    void theUpdatesKnobSetsTheRowsPerKey() {
        EventsSample none = EventsSample.of(EVENTS.generator(EVENTS.knobs(50_000, 3, Map.of("updates", "0"))));
        assertThat(none.keys()).isEqualTo(50_000);
        assertThat(none.deleted).isZero();
        EventsSample many = EventsSample.of(EVENTS.generator(EVENTS.knobs(50_000, 3, Map.of("updates", "0.9"))));
        assertThat(many.rows / (double) many.keys()).isCloseTo(10, within(1.0));
    }

    @Test
    void theExpiredKnobSetsTheShareOfEndedPeriods() {
        assertThat(EventsSample.of(EVENTS.generator(EVENTS.knobs(20_000, 3, Map.of("expired", "0")))).expired).isZero();
        assertThat(EventsSample.of(EVENTS.generator(EVENTS.knobs(20_000, 3, Map.of("expired", "1")))).expired)
                .isEqualTo(20_000);
        EventsSample half = EventsSample.of(EVENTS.generator(EVENTS.knobs(50_000, 3, Map.of("expired", "0.5"))));
        assertThat(half.share(half.expired)).isCloseTo(0.5, within(0.02));
    }

    @Test
    void skewAndDistinctShapeTheClients() {
        Knobs steep = EVENTS.knobs(50_000, 3, Map.of("skew", "2", "distinct", "10"));
        EventsSample s = EventsSample.of(EVENTS.generator(steep));
        assertThat(s.rowsPerClient.keySet()).allMatch(id -> id >= 1_000_000 && id < 1_000_010);
        assertThat(s.topClientsShare(1)).isCloseTo(EventsDataset.shareOfTopClients(steep, 1), within(0.05));
        Knobs flat = EVENTS.knobs(50_000, 3, Map.of("skew", "0.5", "distinct", "100000"));
        assertThat(EventsSample.of(EVENTS.generator(flat)).topClientsShare(10))
                .isCloseTo(EventsDataset.shareOfTopClients(flat, 10), within(0.05)).isLessThan(0.05);
    }

    @Test
    void theBatchesKnobCutsTheRowsIntoThatManyNearlyEqualBlocks() {
        BlockGenerator g = EVENTS.generator(EVENTS.knobs(1_000, 3, Map.of("batches", "7")));
        assertThat(g.blockCount()).isEqualTo(7);
        long total = 0;
        for (int b = 0; b < 7; b++) {
            int rows = g.block(b).rows();
            assertThat(rows).isBetween(142, 143);
            assertThat(g.firstRow(b)).isEqualTo(total);
            total += rows;
        }
        assertThat(total).isEqualTo(1_000);
        assertThat(EVENTS.generator(EVENTS.knobs(5, 3, Map.of("batches", "100"))).blockCount()).isEqualTo(5);
        assertThat(EVENTS.generator(EVENTS.knobs(45_000_000, 3, Map.of())).blockCount()).isEqualTo(45);
    }

    @Test
    void tooFewBatchesForTheRowsAreRefused() {
        assertThatThrownBy(() -> EVENTS.generator(EVENTS.knobs(25_000_000, 3, Map.of("batches", "2"))))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
                    assertThat(e.getMessage()).isEqualTo("Knob batches of dataset events is too small for 25,000,000 "
                            + "rows: a batch would hold 12,500,000 rows, more than 10,000,000; use at least 3 batches");
                });
    }
}
