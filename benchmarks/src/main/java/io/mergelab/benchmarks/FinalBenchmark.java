package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.events.EventsDataset;
import io.mergelab.sampledata.export.ExportFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The FINAL experiment of seeds-digest story B (issue 5). The {@code events} dataset's mutable events (default
 * knobs: about two rows per key) are inserted batch by batch into two ReplacingMergeTree tables that differ only in
 * their partitioning:
 * <ol>
 *   <li>(a) {@code PARTITION BY toYYYYMM(event_created_at)}, read with default FINAL settings;</li>
 *   <li>(b) {@code PARTITION BY client_customer_id % 36}, read with
 *       {@code do_not_merge_across_partitions_select_final = 1}.</li>
 * </ol>
 * Background merges are stopped while loading and measuring, so both tables hold exactly the parts their inserts
 * wrote. The metric query, FINAL over the largest client at {@code max_threads = 2}, is then measured on both
 * (unmeasured warm-up runs, then interleaved runs, medians), with the number of ReplacingSorted transforms (FINAL
 * streams) and the busy time of the processors from system.processors_profile_log, and the query's threads from
 * system.query_log (ClickHouse 18.16: threads only); then again after {@code OPTIMIZE TABLE ... FINAL}. Every run's result must equal
 * a deduplication by {@code argMax(..., version)} computed without FINAL.
 *
 * <p>With a port, the same rows are loaded into a ClickHouse server through {@code clickhouse-client} (see
 * {@code benchmarks/clickhouse18}) and its query times are measured in the same interleaving.
 *
 * <p>Usage: {@code FinalBenchmark [rows] [runs] [clickhouse-port]} (defaults 20,000,000 and 7, no ClickHouse).
 */
public final class FinalBenchmark {
    private static final long SEED = 20_261_130L;
    private static final int WARM_UP_RUNS = 3;
    private static final String ORDER_BY = "(client_id, event_type, toDate(event_created_at), internal_id)";
    private static final Dataset EVENTS = new EventsDataset();
    private static final String CLICKHOUSE_COLUMNS = EVENTS.columnsClause().replace("LowCardinality(String)", "String");

    private record Layout(String label, String table, String partitionBy, String finalSettings) {
    }

    private static final List<Layout> LAYOUTS = List.of(
            new Layout("(a) toYYYYMM(event_created_at)", "events_month", "toYYYYMM(event_created_at)", ""),
            new Layout("(b) client_customer_id % 36", "events_customer", "client_customer_id % 36",
                    ", do_not_merge_across_partitions_select_final = 1"));

    private record Run(double millis, String queryId) {
    }

    private final Session session;
    private final ClickHouseCli clickHouse;
    private final long client;
    private final int runs;
    /** Tells this harness run's ClickHouse query ids from earlier ones in the server's query_log. */
    private final long started = System.currentTimeMillis();
    /** The first run's result, which every later run must repeat. */
    private String expected;
    /** Counts the measuring phases (before and after OPTIMIZE). */
    private int phase;

    private FinalBenchmark(Session session, ClickHouseCli clickHouse, long client, int runs) {
        this.session = session;
        this.clickHouse = clickHouse;
        this.client = client;
        this.runs = runs;
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 20_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        ClickHouseCli clickHouse = args.length > 2 ? new ClickHouseCli(Integer.parseInt(args[2])) : null;
        Path work = Files.createTempDirectory("final-bench-");
        try (Engine engine = Engine.open(work.resolve("mergelab"))) {
            Session s = engine.newSession();
            Knobs knobs = EVENTS.knobs(rows, SEED, Map.of());
            FinalBenchmark bench = new FinalBenchmark(s, clickHouse, EventsDataset.biggestClientId(), runs);
            bench.createTables();
            bench.load(knobs);
            System.out.printf(Locale.ROOT, "%nFINAL metric query: %s%n", bench.query(LAYOUTS.get(0)));
            bench.expectDeduplicated();
            bench.measure("before OPTIMIZE FINAL");
            bench.optimize();
            bench.measure("after OPTIMIZE FINAL");
        } finally {
            Bench.deleteTree(work);
        }
    }

    private void createTables() throws Exception {
        for (Layout l : LAYOUTS) {
            String partitioning = " PARTITION BY " + l.partitionBy() + " ORDER BY " + ORDER_BY;
            session.execute("CREATE TABLE " + l.table() + " (" + EVENTS.columnsClause()
                    + ") ENGINE = ReplacingMergeTree(version, is_deleted)" + partitioning).close();
            session.execute("SYSTEM STOP MERGES " + l.table()).close();
            if (clickHouse != null) {
                // 18.16 knows neither the is_deleted parameter (its query filters instead) nor LowCardinality by default
                clickHouse.query("DROP TABLE IF EXISTS " + l.table());
                clickHouse.query("CREATE TABLE " + l.table() + " (" + CLICKHOUSE_COLUMNS
                        + ") ENGINE = ReplacingMergeTree(version)" + partitioning);
            }
        }
        if (clickHouse != null) {
            clickHouse.query("SYSTEM STOP MERGES");
        }
    }

    /** Generates the batches and inserts each into every table; prints generation and insert rates. */
    private void load(Knobs knobs) throws Exception {
        BlockGenerator events = EVENTS.generator(knobs);
        long rows = events.rows();
        long generating = 0;
        long[] inserting = new long[LAYOUTS.size()];
        long loadingClickHouse = 0;
        for (int b = 0; b < events.blockCount(); b++) {
            long t0 = System.nanoTime();
            Chunk batch = events.block(b);
            generating += System.nanoTime() - t0;
            for (int i = 0; i < LAYOUTS.size(); i++) {
                long t1 = System.nanoTime();
                session.insert(LAYOUTS.get(i).table(), EVENTS.columnNames(), List.of(batch).iterator());
                inserting[i] += System.nanoTime() - t1;
            }
            if (clickHouse != null) {
                long t2 = System.nanoTime();
                byte[] tsv = toTsv(batch);
                for (Layout l : LAYOUTS) {
                    clickHouse.insertTsv(l.table(), tsv);
                }
                loadingClickHouse += System.nanoTime() - t2;
            }
        }
        System.out.printf(Locale.ROOT, "%,d rows in %d insert batches; the 10 largest clients hold %.0f%% of the rows, "
                + "client %d (the largest) %.0f%%%n", rows, events.blockCount(),
                100 * EventsDataset.shareOfTopClients(knobs, 10), client, 100 * EventsDataset.shareOfTopClients(knobs, 1));
        System.out.printf(Locale.ROOT, "generated in %.1f s (%,.0f rows/s)%n", generating / 1e9, rows / (generating / 1e9));
        for (int i = 0; i < LAYOUTS.size(); i++) {
            System.out.printf(Locale.ROOT, "inserted into %s in %.1f s (%,.0f rows/s; with generation %,.0f rows/s)%n",
                    LAYOUTS.get(i).label(), inserting[i] / 1e9, rows / (inserting[i] / 1e9),
                    rows / ((inserting[i] + generating) / 1e9));
        }
        if (clickHouse != null) {
            System.out.printf(Locale.ROOT, "loaded into ClickHouse %s (TSV, both tables) in %.1f s%n",
                    clickHouse.query("SELECT version()").strip(), loadingClickHouse / 1e9);
        }
    }

    /** A batch as ClickHouse reads it: the engine's TabSeparated output (DateTime as UTC text, as the server's TZ). */
    private static byte[] toTsv(Chunk batch) {
        return ExportFormat.named("TabSeparated").block(batch, false, EVENTS.columnNames(), EVENTS.columnTypes());
    }

    private String query(Layout l) {
        return "SELECT event_type, count(), sum(amount) FROM " + l.table() + " FINAL WHERE client_id = " + client
                + " GROUP BY event_type ORDER BY event_type SETTINGS max_threads = 2" + l.finalSettings();
    }

    /** 18.16 has no is_deleted parameter: deleted rows are filtered after FINAL (a WHERE is applied after it). */
    private String clickHouseQuery(Layout l) {
        return "SELECT event_type, count(), sum(amount) FROM " + l.table() + " FINAL WHERE client_id = " + client
                + " AND is_deleted = 0 GROUP BY event_type ORDER BY event_type";
    }

    /**
     * What FINAL must return, computed without it: the latest version of each key (keys never span partitions here,
     * and versions are unique), deleted rows dropped.
     */
    private void expectDeduplicated() {
        try (QueryResult r = session.execute("SELECT event_type, count(), sum(amount) FROM (SELECT event_type, "
                + "argMax(amount, version) AS amount, argMax(is_deleted, version) AS deleted FROM "
                + LAYOUTS.get(0).table() + " WHERE client_id = " + client + " GROUP BY client_id, event_type, "
                + "toDate(event_created_at), internal_id) WHERE deleted = 0 GROUP BY event_type ORDER BY event_type")) {
            check(tsv(r), "the deduplication by argMax");
        }
    }

    private void measure(String title) throws Exception {
        phase++;
        int n = LAYOUTS.size();
        List<List<Double>> mine = new ArrayList<>();
        List<List<Double>> theirs = new ArrayList<>();
        Run[] last = new Run[n];
        for (int i = 0; i < n; i++) {
            mine.add(new ArrayList<>());
            theirs.add(new ArrayList<>());
        }
        for (int r = 0; r < WARM_UP_RUNS + runs; r++) {
            for (int i = 0; i < n; i++) {
                Run run = runMergeLab(LAYOUTS.get(i));
                last[i] = run;
                Double clickHouseMillis = clickHouse == null ? null : runClickHouse(LAYOUTS.get(i), r);
                if (r >= WARM_UP_RUNS) {
                    mine.get(i).add(run.millis());
                    if (clickHouseMillis != null) {
                        theirs.get(i).add(clickHouseMillis);
                    }
                }
            }
        }
        session.execute("SYSTEM FLUSH LOGS").close();
        System.out.printf(Locale.ROOT, "%n%s, median of %d interleaved runs after %d warm-up runs:%n%n", title, runs,
                WARM_UP_RUNS);
        System.out.println("| engine | partitioning | active parts | bytes on disk | FINAL query ms "
                + "| ReplacingSorted transforms | ReplacingSorted busy ms (largest) | processors busy / wall | threads |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
        double[] medians = new double[n];
        for (int i = 0; i < n; i++) {
            Layout l = LAYOUTS.get(i);
            medians[i] = Bench.median(mine.get(i));
            List<Object> parts = row("SELECT count(), sum(bytes_on_disk) FROM system.parts WHERE active AND table = '"
                    + l.table() + "'");
            // the last measured run: its FINAL streams, and how busy its processors kept the threads
            List<Object> busy = row("SELECT countIf(name LIKE 'ReplacingSorted%'), "
                    + "sumIf(elapsed_us, name LIKE 'ReplacingSorted%'), maxIf(elapsed_us, name LIKE 'ReplacingSorted%'), "
                    + "sum(elapsed_us) FROM system.processors_profile_log WHERE query_id = '" + last[i].queryId() + "'");
            Object threads = row("SELECT length(thread_ids) FROM system.query_log WHERE type = 'QueryFinish' "
                    + "AND query_id = '" + last[i].queryId() + "'").get(0);
            System.out.printf(Locale.ROOT, "| MergeLab | %s | %s | %s | %.1f | %s | %.1f (%.1f) | %.2f | %s |%n",
                    l.label(), parts.get(0), Bench.readableBytes(((Number) parts.get(1)).doubleValue()), medians[i],
                    busy.get(0), micros(busy.get(1)) / 1000, micros(busy.get(2)) / 1000,
                    micros(busy.get(3)) / 1000 / last[i].millis(), threads);
        }
        double[] clickHouseMedians = new double[n];
        if (clickHouse != null) {
            clickHouse.query("SYSTEM FLUSH LOGS");
            String version = clickHouse.query("SELECT version()").strip();
            for (int i = 0; i < n; i++) {
                Layout l = LAYOUTS.get(i);
                clickHouseMedians[i] = Bench.median(theirs.get(i));
                String[] parts = clickHouse.query("SELECT count(), sum(bytes_on_disk) FROM system.parts WHERE active "
                        + "AND database = currentDatabase() AND table = '" + l.table() + "'").strip().split("\t");
                String threads = clickHouse.query("SELECT length(thread_numbers) FROM system.query_log WHERE type = 2 "
                        + "AND query_id = '" + clickHouseQueryId(l, WARM_UP_RUNS + runs - 1) + "'").strip();
                System.out.printf(Locale.ROOT, "| ClickHouse %s | %s | %s | %s | %.1f | | | | %s |%n", version, l.label(),
                        parts[0], Bench.readableBytes(Double.parseDouble(parts[1])), clickHouseMedians[i], threads);
            }
        }
        System.out.printf(Locale.ROOT, "%n(a) / (b): MergeLab %.2f×", medians[0] / medians[1]);
        if (clickHouse != null) {
            System.out.printf(Locale.ROOT, ", ClickHouse %.2f×", clickHouseMedians[0] / clickHouseMedians[1]);
        }
        System.out.println();
    }

    private Run runMergeLab(Layout l) {
        long t0 = System.nanoTime();
        String result;
        String queryId;
        try (QueryResult r = session.execute(query(l))) {
            result = tsv(r);
            queryId = r.summary().queryId();
        }
        double millis = (System.nanoTime() - t0) / 1e6;
        check(result, l.label() + " on MergeLab");
        return new Run(millis, queryId);
    }

    /** One ClickHouse run, logged under a query id of its own so its threads can be read back. */
    private double runClickHouse(Layout l, int run) throws Exception {
        ClickHouseCli.Timed t = clickHouse.timed(clickHouseQuery(l), "max_threads=2", "log_queries=1",
                "query_id=" + clickHouseQueryId(l, run));
        check(t.output().strip(), l.label() + " on ClickHouse");
        return t.millis();
    }

    private String clickHouseQueryId(Layout l, int run) {
        return "final-bench-" + started + "-" + phase + "-" + l.table() + "-" + run;
    }

    private void check(String result, String what) {
        if (expected == null) {
            if (result.isEmpty()) {
                throw new IllegalStateException("the FINAL query found no rows for client " + client);
            }
            expected = result;
        } else if (!expected.equals(result)) {
            throw new IllegalStateException(what + " returned\n" + result + "\ninstead of\n" + expected);
        }
    }

    /** {@code OPTIMIZE TABLE ... FINAL} on every table (merges are started for it and stopped again after). */
    private void optimize() throws Exception {
        for (Layout l : LAYOUTS) {
            session.execute("SYSTEM START MERGES " + l.table()).close();
            long t0 = System.nanoTime();
            session.execute("OPTIMIZE TABLE " + l.table() + " FINAL").close();
            System.out.printf(Locale.ROOT, "%nOPTIMIZE TABLE %s FINAL took %.1f s on MergeLab", l.table(),
                    (System.nanoTime() - t0) / 1e9);
            session.execute("SYSTEM STOP MERGES " + l.table()).close();
            if (clickHouse != null) {
                System.out.printf(Locale.ROOT, ", %.1f s on ClickHouse", optimizeClickHouse(l.table()) / 1000);
            }
        }
        System.out.println();
    }

    private static String tsv(QueryResult r) {
        return r.rows().stream()
                .map(row -> row.stream().map(String::valueOf).collect(Collectors.joining("\t")))
                .collect(Collectors.joining("\n"));
    }

    /**
     * ClickHouse 18.16 refuses OPTIMIZE while merges are stopped, and once they are started its OPTIMIZE FINAL
     * passes over partitions whose parts a background merge holds: it is repeated until every partition is one part.
     */
    private double optimizeClickHouse(String table) throws Exception {
        clickHouse.query("SYSTEM START MERGES");
        double millis = 0;
        for (int attempt = 0; attempt < 5; attempt++) {
            millis += clickHouse.timed("OPTIMIZE TABLE " + table + " FINAL").millis();
            String[] counts = clickHouse.query("SELECT count(), uniqExact(partition) FROM system.parts WHERE active "
                    + "AND database = currentDatabase() AND table = '" + table + "'").strip().split("\t");
            if (counts[0].equals(counts[1])) {
                break;
            }
        }
        clickHouse.query("SYSTEM STOP MERGES");
        return millis;
    }

    /** A sum or max of elapsed_us; 0 when no processor matched. */
    private static double micros(Object value) {
        return value == null ? 0 : ((Number) value).doubleValue();
    }

    private List<Object> row(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows().get(0);
        }
    }
}
