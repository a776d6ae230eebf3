package io.mergelab.sampledata.dataset.events;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.BlockScratch;
import io.mergelab.sampledata.dataset.KnobSpec;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.RowRandom;
import io.mergelab.sampledata.dataset.StringColumns;
import io.mergelab.sampledata.dataset.ZipfDistribution;
import java.util.List;

/**
 * The events in {@code batches} blocks of consecutive rows (sizes differing by at most one). Each row decides from
 * its own position whether it is an update; an update finds its original by walking back from a random earlier
 * position to the nearest original row, and takes the key and the other attributes of the event from the original's
 * position. So no block depends on another.
 */
final class EventsBlocks implements BlockGenerator {
    private static final long END = 1_767_225_600L; // 2026-01-01: "now" for expired periods
    private static final long DAY = 86_400;
    /** The default span (2023-01-01 .. 2025-12-31): 1,095 days, 36 months. */
    private static final long THREE_YEARS = 1095;
    private static final long MAX_PERIOD = 90 * DAY;
    private static final long LATE_PERIODS = 2 * 365 * DAY;
    private static final int MAX_CUSTOMERS = 1000;
    private static final int ROWS_PER_CUSTOMER = 200;
    private static final double USD_SHARE = 0.6;
    private static final double USD_WITHOUT_RATE = 0.9;
    private static final double DELETED_UPDATES = 0.05;
    private static final String[] CURRENCIES = {"USD", "EUR", "GBP", "JPY", "CHF", "SEK"};
    /** US dollars per unit of each currency, which a row's rate varies by up to 5% either way. */
    private static final double[] RATES = {1, 1.08, 1.27, 0.0067, 1.12, 0.095};
    private static final double RATE_DECIMALS = 1e6;

    // Random streams: one per decision, so a row's values are independent of each other.
    private static final int UPDATE = 0;
    private static final int RECENT = 1;
    private static final int TARGET = 2;
    private static final int CLIENT = 3;
    private static final int TYPE = 4;
    private static final int ORDERED = 5;
    private static final int CREATED = 6;
    private static final int EXPIRES = 7;
    private static final int PERIOD = 8;
    private static final int CUSTOMER = 9;
    private static final int CURRENCY = 10;
    private static final int RATE = 11;
    private static final int AMOUNT = 12;
    private static final int DELETED = 13;

    private static final DataType UINT64 = DataType.parse("UInt64");
    private static final DataType DATE_TIME = DataType.parse("DateTime");
    private static final DataType DECIMAL = DataType.parse("Decimal(18, 2)");
    private static final DataType FLOAT64 = DataType.parse("Float64");
    private static final DataType UINT8 = DataType.parse("UInt8");
    private static final DataType LOW_CARDINALITY = DataType.parse("LowCardinality(String)");
    private static final StringColumns TYPE_NAMES = new StringColumns(LOW_CARDINALITY, EventTypes.ALL.toArray(String[]::new));
    private static final StringColumns CURRENCY_NAMES = new StringColumns(LOW_CARDINALITY, CURRENCIES);

    private final long rows;
    private final long seed;
    private final double updates;
    private final double expired;
    private final double correlation;
    private final ZipfDistribution clients;
    /** The first second of the span of event_created_at, which ends at {@link #END}. */
    private final long start;
    private final long span;
    /** About a month of rows: half the updates pick an event among the last this many rows. */
    private final long recentRows;
    private final int blockCount;
    private final long blockRows;
    /** The first {@code longerBlocks} blocks hold one row more than {@link #blockRows}. */
    private final long longerBlocks;

    EventsBlocks(Knobs knobs, long batches) {
        this.rows = knobs.rows();
        this.seed = knobs.seed();
        this.updates = knobs.get(EventsDataset.UPDATES);
        this.expired = knobs.get(EventsDataset.EXPIRED);
        this.correlation = knobs.get(KnobSpec.CORRELATION);
        this.clients = EventsDataset.clients(knobs);
        long days = knobs.getLong(EventsDataset.DAYS);
        this.span = days * DAY;
        this.start = END - span;
        // rows per month: rows / 36 over the default three years, all rows when the span is a month or less
        this.recentRows = Math.max(1, Math.min(rows, rows * THREE_YEARS / (36 * days)));
        this.blockCount = Math.toIntExact(Math.min(batches, rows));
        this.blockRows = blockCount == 0 ? 0 : rows / blockCount;
        this.longerBlocks = blockCount == 0 ? 0 : rows % blockCount;
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public int blockCount() {
        return blockCount;
    }

    @Override
    public long firstRow(int index) {
        return index * blockRows + Math.min(index, longerBlocks);
    }

    @Override
    public Chunk block(int index) {
        return block(index, BlockScratch.fresh());
    }

    @Override
    public Chunk block(int index, BlockScratch scratch) {
        long first = firstRow(index);
        int n = (int) (blockRows + (index < longerBlocks ? 1 : 0));
        scratch.startBlock();
        long[] client = scratch.longs(n);
        long[] internal = scratch.longs(n);
        int[] type = scratch.ints(n);
        long[] created = scratch.longs(n);
        long[] periodEnds = scratch.longs(n);
        long[] customer = scratch.longs(n);
        long[] amount = scratch.longs(n);
        int[] currency = scratch.ints(n);
        double[] rate = scratch.doubles(n);
        long[] version = scratch.longs(n);
        long[] deleted = scratch.longs(n);
        for (int i = 0; i < n; i++) {
            long row = first + i;
            boolean update = isUpdate(row);
            long event = update ? originalOf(row) : row;
            int rank = clients.rank(unit(event, CLIENT));
            client[i] = EventsDataset.BIGGEST_CLIENT_ID + rank;
            internal[i] = event + 1;
            type[i] = EventTypes.pick(unit(event, TYPE));
            created[i] = createdAt(event);
            periodEnds[i] = periodEndsAt(event, created[i]);
            customer[i] = client[i] * MAX_CUSTOMERS + RowRandom.below(seed, event, CUSTOMER, customersOf(rank));
            currency[i] = currencyOf(unit(event, CURRENCY));
            rate[i] = exchangeRate(currency[i], unit(row, RATE));
            amount[i] = 100 + RowRandom.below(seed, row, AMOUNT, 1_000_000);
            version[i] = row + 1;
            deleted[i] = update && unit(row, DELETED) < DELETED_UPDATES ? 1 : 0;
        }
        return new Chunk(List.of(
                new LongColumn(UINT64, client, n),
                new LongColumn(UINT64, internal, n),
                TYPE_NAMES.column(type, n, scratch),
                new LongColumn(DATE_TIME, created, n),
                new LongColumn(DATE_TIME, periodEnds, n),
                new LongColumn(UINT64, customer, n),
                new LongColumn(DECIMAL, amount, n),
                CURRENCY_NAMES.column(currency, n, scratch),
                new DoubleColumn(FLOAT64, rate, n),
                new LongColumn(UINT64, version, n),
                new LongColumn(UINT8, deleted, n)), n);
    }

    /** Row 0 is always an original, so every walk back ends. */
    private boolean isUpdate(long row) {
        return row > 0 && unit(row, UPDATE) < updates;
    }

    /**
     * The original an update repeats: a random earlier position, half the time among about the last month's rows,
     * then back to the nearest original (about 1 / (1 - updates) steps).
     */
    private long originalOf(long row) {
        long position = unit(row, RECENT) < 0.5
                ? row - 1 - RowRandom.below(seed, row, TARGET, Math.min(row, recentRows))
                : RowRandom.below(seed, row, TARGET, row);
        while (isUpdate(position)) {
            position--;
        }
        return position;
    }

    /** In time order with the event's position (within half a day), or for a share 1 - correlation uniform. */
    private long createdAt(long event) {
        long at = unit(event, ORDERED) < correlation
                ? start + (long) ((event + 0.5) / rows * span) + (long) ((unit(event, CREATED) - 0.5) * DAY)
                : start + RowRandom.below(seed, event, CREATED, span);
        return Math.max(start, Math.min(END - 1, at));
    }

    /** Expired periods end within 90 days of the creation and before 2026; the others in 2026 or 2027. */
    private long periodEndsAt(long event, long createdAt) {
        if (unit(event, EXPIRES) >= expired) {
            return END + RowRandom.below(seed, event, PERIOD, LATE_PERIODS);
        }
        long room = Math.min(MAX_PERIOD, END - createdAt);
        return createdAt + (room > 1 ? 1 + RowRandom.below(seed, event, PERIOD, room - 1) : 0);
    }

    /** About one customer per 200 of the client's expected rows, between 1 and 1,000. */
    private long customersOf(int rank) {
        return Math.max(1, Math.min(MAX_CUSTOMERS, (long) (rows * clients.shareOf(rank) / ROWS_PER_CUSTOMER)));
    }

    private static int currencyOf(double u) {
        if (u < USD_SHARE) {
            return 0;
        }
        return Math.min(CURRENCIES.length - 1, 1 + (int) ((u - USD_SHARE) / (1 - USD_SHARE) * (CURRENCIES.length - 1)));
    }

    /** 0 (to be read as 1) for most USD rows; otherwise the currency's rate, varied by up to 5% either way. */
    private static double exchangeRate(int currency, double u) {
        if (currency == 0) {
            return u < USD_WITHOUT_RATE ? 0 : 1;
        }
        return Math.round(RATES[currency] * (0.95 + 0.1 * u) * RATE_DECIMALS) / RATE_DECIMALS;
    }

    private double unit(long position, int stream) {
        return RowRandom.unit(seed, position, stream);
    }
}
