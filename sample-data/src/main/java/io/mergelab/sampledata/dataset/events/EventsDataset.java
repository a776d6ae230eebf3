package io.mergelab.sampledata.dataset.events;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.DeclaredDataset;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.ZipfDistribution;
import java.util.List;
import java.util.Locale;

/**
 * The mutable events of seeds-digest story B, in insert batches. A row is either a new event (an original) or, with
 * probability {@code updates}, an update re-sending an earlier event's key with a higher {@code version}, a new
 * amount and exchange rate and, one time in twenty, {@code is_deleted = 1}: at the default 0.5 about two rows per key.
 * {@code internal_id} is the original's row number + 1, {@code version} the row's own.
 * <ul>
 *   <li>Clients: {@code distinct} of them with Zipf-distributed sizes (exponent {@code skew}); at the defaults the 10
 *       largest hold about half the rows and the largest ({@link #BIGGEST_CLIENT_ID}) about a fifth.</li>
 *   <li>Event types: twelve, the four of {@link EventTypes#UNUSED} (16% of the events) used by no metric.</li>
 *   <li>{@code event_created_at} over the {@code days} days up to 2025-12-31 (by default 2023-01-01 .. 2025-12-31). With {@code correlation} 1 new events arrive in time
 *       order; with 0 their times are uniform and independent of the insert order; in between, that share of the
 *       events is in time order and the others are uniform. Half the updates go to an event among about the last
 *       month's rows (1/36 of all rows over three years), the others to any earlier event, so every batch touches many months.</li>
 *   <li>{@code period_ends_at}: a share {@code expired} of the events ended before 2026 (within 90 days of their
 *       creation), the others end in 2026 or 2027.</li>
 *   <li>{@code client_customer_id = client_id * 1000 + customer}, a client having up to 1,000 customers (about one
 *       per 200 of its expected rows), so {@code client_customer_id % 36} spreads a large client over 36
 *       partitions.</li>
 *   <li>{@code currency}: 60% USD; {@code exchange_rate} is 0 (meaning 1) for 90% of the USD rows, so queries need
 *       {@code coalesce(nullIf(exchange_rate, 0), 1)}.</li>
 * </ul>
 * Every value is a pure function of the knobs and the row's position (an update's key of the original's position),
 * so any block can be computed alone, in any thread.
 */
public final class EventsDataset extends DeclaredDataset {
    public static final String NAME = "events";
    public static final String UPDATES = "updates";
    public static final String EXPIRED = "expired";
    public static final String BATCHES = "batches";
    public static final String DAYS = "days";
    /** The id of the largest client (Zipf rank 0); the client of rank k has id {@code BIGGEST_CLIENT_ID + k}. */
    public static final long BIGGEST_CLIENT_ID = 1_000_000;
    /** The default number of batches is the larger of this and one per {@link #ROWS_PER_DEFAULT_BATCH} rows. */
    static final int MIN_DEFAULT_BATCHES = 20;
    /** ClickHouse's max_insert_block_size is 1,048,576: a default batch stays one insert block. */
    static final long ROWS_PER_DEFAULT_BATCH = 1_000_000;
    /** A batch is one block in memory: more rows than this per batch need more batches. */
    static final long MAX_BATCH_ROWS = 10_000_000;

    private static final List<String> COLUMNS = List.of("client_id", "internal_id", "event_type", "event_created_at",
            "period_ends_at", "client_customer_id", "amount", "currency", "exchange_rate", "version", "is_deleted");
    private static final List<KnobSpec> KNOBS = List.of(
            new KnobSpec(KnobSpec.SKEW, 0.5, 3, 1.2, false, "Zipf exponent of the clients' sizes"),
            new KnobSpec(KnobSpec.DISTINCT, 10, 10_000_000, 10_000, true, "number of clients"),
            new KnobSpec(UPDATES, 0, 0.9, 0.5, false,
                    "share of rows that repeat an earlier event's key (0.5: about two rows per key)"),
            new KnobSpec(EXPIRED, 0, 1, 0.97, false, "share of events whose period ended before 2026"),
            new KnobSpec(KnobSpec.CORRELATION, 0, 1, 1, false,
                    "how closely insert order follows event_created_at (1: in time order, 0: independent)"),
            new KnobSpec(BATCHES, 0, 1_000_000, 0, true,
                    "insert batches (blocks), each spanning many months; 0: max(20, rows / 1,000,000)"),
            new KnobSpec(DAYS, 1, 1095, 1095, true,
                    "days of event_created_at, ending 2025-12-31 (fewer days: more rows per client, type and day)"));

    public EventsDataset() {
        super(NAME, "story B: mutable events of Zipf-sized clients, ~2 rows per key (updates, deletes), most periods "
                + "expired, ReplacingMergeTree", COLUMNS, types("UInt64", "UInt64", "LowCardinality(String)",
                "DateTime", "DateTime", "UInt64", "Decimal(18, 2)", "LowCardinality(String)", "Float64", "UInt64",
                "UInt8"), KNOBS);
    }

    /** Story B's baseline: partitions by month, FINAL over the sorting key. */
    @Override
    public String createTable(String qualifiedTable) {
        return "CREATE TABLE " + qualifiedTable + " (" + columnsClause() + ") ENGINE = ReplacingMergeTree(version, "
                + "is_deleted) PARTITION BY toYYYYMM(event_created_at) "
                + "ORDER BY (client_id, event_type, toDate(event_created_at), internal_id)";
    }

    @Override
    public BlockGenerator generator(Knobs knobs) {
        long batches = batches(knobs);
        long batchRows = (knobs.rows() + batches - 1) / batches;
        if (batchRows > MAX_BATCH_ROWS) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, String.format(Locale.ROOT, "Knob %s of dataset %s is "
                    + "too small for %,d rows: a batch would hold %,d rows, more than %,d; use at least %,d batches",
                    BATCHES, NAME, knobs.rows(), batchRows, MAX_BATCH_ROWS,
                    (knobs.rows() + MAX_BATCH_ROWS - 1) / MAX_BATCH_ROWS));
        }
        return new EventsBlocks(knobs, batches);
    }

    /** The number of insert batches: the knob, or when it is 0 one per million rows and at least 20. */
    public static long batches(Knobs knobs) {
        long given = knobs.getLong(BATCHES);
        return given > 0 ? given : Math.max(MIN_DEFAULT_BATCHES, (knobs.rows() + ROWS_PER_DEFAULT_BATCH - 1)
                / ROWS_PER_DEFAULT_BATCH);
    }

    /** The id of the largest client, the one story B's queries look at. */
    public static long biggestClientId() {
        return BIGGEST_CLIENT_ID;
    }

    /** The share of all rows the {@code top} largest clients are expected to hold for these knobs. */
    public static double shareOfTopClients(Knobs knobs, int top) {
        return clients(knobs).shareOfTop(top);
    }

    static ZipfDistribution clients(Knobs knobs) {
        return new ZipfDistribution(Math.toIntExact(knobs.getLong(KnobSpec.DISTINCT)), knobs.get(KnobSpec.SKEW));
    }
}
