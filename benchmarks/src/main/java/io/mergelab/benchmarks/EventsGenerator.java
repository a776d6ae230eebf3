package io.mergelab.benchmarks;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Mutable events in the manner of seeds-digest story B, generated deterministically as insert batches of ready
 * columns. About half the rows are new events; the others re-send an earlier event's key (client_id, event_type,
 * event_created_at, internal_id, client_customer_id) with a higher {@code version}, a new amount and, for one in
 * twenty, {@code is_deleted = 1}: about two rows per key.
 * <ul>
 *   <li>Clients: 10,000, Zipf-distributed (exponent 1.2), so the 10 largest hold about half the rows; the
 *       largest alone about a fifth ({@link #bigClient()}).</li>
 *   <li>New events arrive in time order over three years (2023-01 .. 2025-12); each batch's updates go half to
 *       events of the last month or so and half to any earlier event, so every batch touches many months.</li>
 *   <li>{@code client_customer_id} is one of the client's customers (up to 1,000, fewer for small clients),
 *       numbered {@code client_id * 1000 + customer}: {@code client_customer_id % 36} spreads a large client's
 *       rows evenly over 36 partitions, a small client's over a few.</li>
 *   <li>{@code period_ends_at}: 97% of events ended 1-90 days after they were created (before 2026); 3% end in
 *       2027.</li>
 * </ul>
 * A row's values are hashes of its position and the seed, so the same (rows, seed) give the same batches.
 */
final class EventsGenerator {
    static final String TABLE_COLUMNS = "client_id UInt64, internal_id UInt64, event_type LowCardinality(String), "
            + "event_created_at DateTime, period_ends_at DateTime, client_customer_id UInt64, "
            + "amount Decimal(18, 2), currency LowCardinality(String), version UInt64, is_deleted UInt8";
    static final List<String> COLUMNS = List.of("client_id", "internal_id", "event_type", "event_created_at",
            "period_ends_at", "client_customer_id", "amount", "currency", "version", "is_deleted");
    /** ClickHouse's max_insert_block_size is 1,048,576: a batch of at most a million rows stays one insert block. */
    static final int MAX_BATCH_ROWS = 1_000_000;
    private static final int MIN_BATCHES = 20;
    private static final int CLIENTS = 10_000;
    private static final double ZIPF_EXPONENT = 1.2;
    private static final long FIRST_CLIENT_ID = 1_000_000;
    private static final long START = 1_672_531_200L; // 2023-01-01 00:00:00 UTC
    private static final long SPAN = 1_767_225_600L - START; // up to 2026-01-01
    private static final long PERIODS_END_LATE = 1_798_761_600L; // 2027-01-01
    private static final long DAY = 86_400;
    private static final String[] EVENT_TYPES = {"purchase", "refund", "subscription_start", "subscription_renewal",
        "subscription_cancel", "invoice_issued", "invoice_paid", "credit_note", "chargeback", "fee", "payout",
        "adjustment"};
    private static final String[] CURRENCIES = {"USD", "EUR", "GBP", "JPY", "CHF", "SEK"};

    private final long rows;
    private final long seed;
    private final int batches;
    /** Cumulative Zipf weights of the clients by rank: a client is the first rank whose weight exceeds a uniform draw. */
    private final double[] clientCdf = new double[CLIENTS];
    private final DataType uint64 = DataType.parse("UInt64");
    private final DataType lowCardinalityString = DataType.parse("LowCardinality(String)");
    private final DataType dateTime = DataType.parse("DateTime");
    private final DataType decimal = DataType.parse("Decimal(18, 2)");
    private final DataType uint8 = DataType.parse("UInt8");
    /** Rows and originals generated so far: batches are generated in order. */
    private long nextRow;
    private long originals;

    EventsGenerator(long rows, long seed) {
        this.rows = rows;
        this.seed = seed;
        this.batches = (int) Math.max(MIN_BATCHES, (rows + MAX_BATCH_ROWS - 1) / MAX_BATCH_ROWS);
        double sum = 0;
        for (int rank = 0; rank < CLIENTS; rank++) {
            sum += Math.pow(rank + 1, -ZIPF_EXPONENT);
            clientCdf[rank] = sum;
        }
        for (int rank = 0; rank < CLIENTS; rank++) {
            clientCdf[rank] /= sum;
        }
    }

    int batches() {
        return batches;
    }

    /** The largest client's id. */
    long bigClient() {
        return FIRST_CLIENT_ID;
    }

    /** The share of all rows the {@code top} largest clients are expected to hold. */
    double shareOfTopClients(int top) {
        return clientCdf[top - 1];
    }

    boolean hasNext() {
        return nextRow < rows;
    }

    /** The next insert batch (batches are generated in order, each once). */
    Chunk next() {
        long first = nextRow;
        int n = (int) Math.min(rows - first, (rows + batches - 1) / batches);
        long[] client = new long[n];
        long[] internal = new long[n];
        long[] created = new long[n];
        long[] periodEnds = new long[n];
        long[] customer = new long[n];
        long[] amount = new long[n];
        long[] version = new long[n];
        long[] deleted = new long[n];
        int[] type = new int[n];
        int[] currency = new int[n];
        long expectedOriginals = Math.max(1, rows / 2);
        for (int i = 0; i < n; i++) {
            long row = first + i;
            boolean update = originals > 0 && unit(row, 0) < 0.5;
            long event;
            if (!update) {
                event = originals++;
            } else if (unit(row, 1) < 0.5) { // an event of about the last month
                long recent = Math.min(originals, Math.max(1, expectedOriginals / 36));
                event = originals - 1 - (long) (unit(row, 2) * recent);
            } else {
                event = (long) (unit(row, 2) * originals);
            }
            int rank = clientRank(unit(event, 3));
            client[i] = FIRST_CLIENT_ID + rank;
            internal[i] = event + 1;
            type[i] = eventType(unit(event, 4));
            created[i] = Math.min(START + SPAN - 1,
                    Math.max(START, START + event * SPAN / expectedOriginals + (long) ((unit(event, 5) - 0.5) * DAY)));
            periodEnds[i] = unit(event, 6) < 0.97 ? created[i] + DAY + (long) (unit(event, 7) * 89 * DAY)
                    : PERIODS_END_LATE + (long) (unit(event, 7) * 364 * DAY);
            customer[i] = client[i] * 1000 + (long) (unit(event, 8) * customersOf(rank));
            currency[i] = unit(event, 9) < 0.6 ? 0 : 1 + (int) (unit(event, 10) * (CURRENCIES.length - 1));
            amount[i] = 100 + (long) (unit(row, 11) * 1_000_000);
            version[i] = row + 1;
            deleted[i] = update && unit(row, 12) < 0.05 ? 1 : 0;
        }
        nextRow += n;
        List<Column> columns = List.of(
                new LongColumn(uint64, client, n),
                new LongColumn(uint64, internal, n),
                strings(EVENT_TYPES, type, n),
                new LongColumn(dateTime, created, n),
                new LongColumn(dateTime, periodEnds, n),
                new LongColumn(uint64, customer, n),
                new LongColumn(decimal, amount, n),
                strings(CURRENCIES, currency, n),
                new LongColumn(uint64, version, n),
                new LongColumn(uint8, deleted, n));
        return new Chunk(columns, n);
    }

    /** The batch as TSV in {@link #COLUMNS} order (DateTime as Unix seconds, which ClickHouse also accepts). */
    static byte[] toTsv(Chunk batch) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(batch.rows() * 128);
        StringBuilder line = new StringBuilder(128);
        for (int r = 0; r < batch.rows(); r++) {
            line.setLength(0);
            for (int c = 0; c < COLUMNS.size(); c++) {
                if (c > 0) {
                    line.append('\t');
                }
                Column column = batch.column(c);
                if (column instanceof BytesColumn b) {
                    line.append(b.getString(r));
                } else if (c == 6) {
                    long cents = ((LongColumn) column).values()[r];
                    line.append(cents / 100).append('.').append((char) ('0' + cents / 10 % 10)).append((char) ('0' + cents % 10));
                } else {
                    line.append(Long.toUnsignedString(((LongColumn) column).values()[r]));
                }
            }
            line.append('\n');
            out.writeBytes(line.toString().getBytes(StandardCharsets.US_ASCII));
        }
        return out.toByteArray();
    }

    private int clientRank(double u) {
        int i = Arrays.binarySearch(clientCdf, u);
        return Math.min(CLIENTS - 1, i >= 0 ? i : -i - 1);
    }

    /** About one customer per 200 of the client's expected rows, between 1 and 1,000. */
    private long customersOf(int rank) {
        double expectedRows = rows * (clientCdf[rank] - (rank == 0 ? 0 : clientCdf[rank - 1]));
        return Math.max(1, Math.min(1000, (long) (expectedRows / 200)));
    }

    /** Event types with weights 12, 11, ..., 1: the first ones are the common ones. */
    private static int eventType(double u) {
        int total = EVENT_TYPES.length * (EVENT_TYPES.length + 1) / 2;
        double target = u * total;
        int sum = 0;
        for (int t = 0; t < EVENT_TYPES.length; t++) {
            sum += EVENT_TYPES.length - t;
            if (target < sum) {
                return t;
            }
        }
        return EVENT_TYPES.length - 1;
    }

    private BytesColumn strings(String[] values, int[] index, int n) {
        byte[][] encoded = new byte[values.length][];
        for (int v = 0; v < values.length; v++) {
            encoded[v] = values[v].getBytes(StandardCharsets.US_ASCII);
        }
        int[] offsets = new int[n + 1];
        for (int i = 0; i < n; i++) {
            offsets[i + 1] = offsets[i] + encoded[index[i]].length;
        }
        byte[] data = new byte[offsets[n]];
        for (int i = 0; i < n; i++) {
            System.arraycopy(encoded[index[i]], 0, data, offsets[i], encoded[index[i]].length);
        }
        return new BytesColumn(lowCardinalityString, data, offsets, n);
    }

    /** A uniform double in [0, 1) from (position, stream, seed): SplitMix64's finalizer over their mix. */
    private double unit(long position, int stream) {
        long z = seed + position * 0x9E3779B97F4A7C15L + (stream + 1) * 0xD1B54A32D192ED03L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53;
    }
}
