package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * ClickBench's 43 queries (ClickHouse's dialect, unchanged) on the generated {@code hits} table in MergeLab and on
 * the same rows in DuckDB, in one long-lived process at 2 threads. Each of {@code runs} rounds runs every query on
 * MergeLab, then on DuckDB; a query's figure is its best time over the rounds after the first two (as ClickBench
 * takes the best of its three runs after loading), or over all rounds when there are fewer than three.
 *
 * <p>With a port, the same rows are generated into a ClickHouse server too (through {@code clickhouse-client}; see
 * {@code benchmarks/clickhouse18}), and each round runs every query there as well, timed by the client's
 * {@code --time} (the server round trip); a query the server cannot run is left out of its column and its ratio.
 *
 * <p>Usage: {@code ClickBenchBenchmark [rows] [runs] [first-query] [last-query] [clickhouse-port]} (defaults
 * 2,000,000 rows, 5 rounds, queries 1 to 43, no ClickHouse). With {@code -Dclickbench.dir=DIR} the MergeLab and
 * DuckDB copies are kept in DIR and a later run of the same rows reuses them instead of loading again, so runs that
 * compare JVM flags or builds read the very same parts. With {@code -Dclickbench.rounds=true} every round's times
 * are printed too, to see how many executions a query takes to reach its speed, with the CPU time of MergeLab's
 * threads per query (and its median over the rounds kept), which a loaded machine changes far less than wall times.
 */
public final class ClickBenchBenchmark {
    private static final int THREADS = 2;
    private static final boolean ROUNDS = Boolean.getBoolean("clickbench.rounds");
    /** The queries an optimisation changes, and its setting: run with it off and on to show what it saves. */
    private static final Map<Integer, String> SETTINGS_BEFORE_AFTER = new LinkedHashMap<>();

    static {
        SETTINGS_BEFORE_AFTER.put(1, "optimize_trivial_count_query");
        SETTINGS_BEFORE_AFTER.put(3, "optimize_aggregation_from_block_totals");
        SETTINGS_BEFORE_AFTER.put(7, "optimize_use_implicit_projections");
        SETTINGS_BEFORE_AFTER.put(17, "collect_hash_table_stats_during_aggregation");
        SETTINGS_BEFORE_AFTER.put(28, "optimize_empty_string_comparisons");
        SETTINGS_BEFORE_AFTER.put(30, "optimize_arithmetic_operations_in_aggregate_functions");
        SETTINGS_BEFORE_AFTER.put(36, "optimize_group_by_function_keys");
    }

    private ClickBenchBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 2_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<String> queries = ClickBenchQueries.all();
        int first = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int last = args.length > 3 ? Integer.parseInt(args[3]) : queries.size();
        ClickHouseCli clickHouse = args.length > 4 ? new ClickHouseCli(Integer.parseInt(args[4])) : null;
        String kept = System.getProperty("clickbench.dir");
        Path work = kept == null ? Files.createTempDirectory("clickbench-") : Files.createDirectories(Path.of(kept));
        Path loaded = work.resolve("loaded-rows");
        boolean reuse = kept != null && Files.exists(loaded) && Files.readString(loaded).strip().equals(Long.toString(rows));
        try (Engine engine = Engine.open(work.resolve("mergelab"));
             Connection duck = DriverManager.getConnection("jdbc:duckdb:" + work.resolve("duck.db"))) {
            Session s = engine.newSession();
            s.setSetting("max_threads", Integer.toString(THREADS));
            if (reuse) {
                System.out.printf(Locale.ROOT, "%,d hits rows reused from %s%n", rows, work);
            } else {
                load(engine, s, duck, rows);
            }
            try (Statement st = duck.createStatement()) {
                st.execute("SET threads = " + THREADS);
            }
            if (kept != null) {
                Files.writeString(loaded, Long.toString(rows));
            }
            if (clickHouse != null) {
                long t0 = System.nanoTime();
                ClickBenchTables.loadClickHouse(clickHouse, rows, THREADS);
                System.out.printf(Locale.ROOT, "the same rows generated into ClickHouse %s in %.1f s%n",
                        clickHouse.query("SELECT version()").strip(), (System.nanoTime() - t0) / 1e9);
                awaitClickHouseMerges(clickHouse);
            }
            awaitMerges(s);
            report(s, duck, clickHouse, queries.subList(first - 1, last), first, rows, runs);
            System.out.println("after the rounds: " + partsLine(s));
            beforeAfter(s, queries, first, last, runs);
        } finally {
            if (kept == null) {
                Bench.deleteTree(work);
            }
        }
    }

    private static void load(Engine engine, Session s, Connection duck, long rows) throws SQLException {
        long t0 = System.nanoTime();
        ClickBenchTables.loadMergeLab(engine, rows, THREADS);
        System.out.printf(Locale.ROOT, "%,d hits rows generated into MergeLab in %.1f s%n", rows, (System.nanoTime() - t0) / 1e9);
        t0 = System.nanoTime();
        ClickBenchTables.copyToDuck(s, duck);
        System.out.printf(Locale.ROOT, "the same rows copied into DuckDB in %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }

    /**
     * Waits (up to 10 minutes) until no background merge of the loaded parts runs, so the rounds do not share the
     * two cores with merges and every round reads the same parts; prints the parts read.
     */
    private static void awaitMerges(Session s) throws InterruptedException {
        long t0 = System.nanoTime();
        long deadline = t0 + 600_000_000_000L;
        while (count(s, "SELECT count() FROM system.merges WHERE table = 'hits'") > 0 && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
        System.out.printf(Locale.ROOT, "waited %.1f s for merges; %s%n", (System.nanoTime() - t0) / 1e9, partsLine(s));
    }

    /** {@link #awaitMerges} on the ClickHouse server, so its rounds do not share the cores with its merges either. */
    private static void awaitClickHouseMerges(ClickHouseCli clickHouse) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        long deadline = t0 + 600_000_000_000L;
        while (!clickHouse.query("SELECT count() FROM system.merges WHERE table = 'hits'").strip().equals("0")
                && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
        System.out.printf(Locale.ROOT, "waited %.1f s for ClickHouse's merges; its hits has %s active parts%n",
                (System.nanoTime() - t0) / 1e9,
                clickHouse.query("SELECT count() FROM system.parts WHERE table = 'hits' AND active").strip());
    }

    private static String partsLine(Session s) {
        return "hits has " + count(s, "SELECT count() FROM system.parts WHERE table = 'hits' AND active")
                + " active parts, " + count(s, "SELECT count() FROM system.merges WHERE table = 'hits'") + " merges running";
    }

    private static long count(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            Iterator<Chunk> it = r.chunks();
            return ((LongColumn) it.next().column(0)).values()[0];
        }
    }

    private static void report(Session s, Connection duck, ClickHouseCli clickHouse, List<String> queries, int first,
                               long rows, int runs) throws SQLException {
        int skipped = runs >= 3 ? 2 : 0;
        double[][] mine = new double[queries.size()][runs];
        double[][] mineCpu = new double[queries.size()][runs];
        double[][] duckTimes = new double[queries.size()][runs];
        double[][] chTimes = new double[queries.size()][runs];
        Map<Integer, String> chFailures = new LinkedHashMap<>();
        for (int r = 0; r < runs; r++) {
            for (int q = 0; q < queries.size(); q++) {
                long cpu = ROUNDS ? javaThreadsCpu() : 0;
                mine[q][r] = runMergeLab(s, queries.get(q));
                mineCpu[q][r] = ROUNDS ? (javaThreadsCpu() - cpu) / 1e6 : Double.NaN;
                duckTimes[q][r] = runDuck(duck, queries.get(q));
                chTimes[q][r] = clickHouse == null ? Double.NaN : runClickHouse(clickHouse, queries.get(q), first + q, chFailures);
            }
            System.out.printf(Locale.ROOT, "round %d of %d done%n", r + 1, runs);
            if (ROUNDS) {
                // every round's times, to see how many executions a query needs to reach its speed (JIT warm-up)
                for (int q = 0; q < queries.size(); q++) {
                    System.out.printf(Locale.ROOT, "  Q%d %.1f / %.1f ms, MergeLab's threads' CPU %.1f ms%n", first + q,
                            mine[q][r], duckTimes[q][r], mineCpu[q][r]);
                }
            }
        }
        System.out.printf(Locale.ROOT, "%n%,d rows, %d threads, best of rounds %d-%d of %d, milliseconds%n%n",
                rows, THREADS, skipped + 1, runs, runs);
        System.out.println(clickHouse == null ? "| query | MergeLab ms | DuckDB ms | MergeLab / DuckDB |"
                : "| query | MergeLab ms | DuckDB ms | ClickHouse ms | MergeLab / DuckDB | MergeLab / ClickHouse |");
        System.out.println(clickHouse == null ? "|---|---:|---:|---:|" : "|---|---:|---:|---:|---:|---:|");
        GeometricMean vsDuck = new GeometricMean();
        GeometricMean vsClickHouse = new GeometricMean();
        for (int q = 0; q < queries.size(); q++) {
            double m = best(mine[q], skipped);
            double d = best(duckTimes[q], skipped);
            vsDuck.add(m, d);
            if (clickHouse == null) {
                System.out.printf(Locale.ROOT, "| Q%d | %.1f | %.1f | %.2f× |%n", first + q, m, d, m / d);
                continue;
            }
            double c = best(chTimes[q], skipped);
            if (Double.isNaN(c)) {
                System.out.printf(Locale.ROOT, "| Q%d | %.1f | %.1f | — | %.2f× | — |%n", first + q, m, d, m / d);
            } else {
                vsClickHouse.add(m, c);
                System.out.printf(Locale.ROOT, "| Q%d | %.1f | %.1f | %.1f | %.2f× | %.2f× |%n", first + q, m, d, c, m / d, m / c);
            }
        }
        if (clickHouse == null) {
            System.out.printf(Locale.ROOT, "| geometric mean | %.1f | %.1f | %.2f× |%n", vsDuck.mine(), vsDuck.theirs(), vsDuck.ratio());
            printCpu(mineCpu, first, skipped);
            return;
        }
        System.out.printf(Locale.ROOT, "| geometric mean | %.1f | %.1f | %.1f | %.2f× | %.2f× |%n",
                vsDuck.mine(), vsDuck.theirs(), vsClickHouse.theirs(), vsDuck.ratio(), vsClickHouse.ratio());
        System.out.printf(Locale.ROOT, "%nMergeLab / ClickHouse over the %d queries ClickHouse ran (MergeLab's geometric mean"
                + " over them: %.1f ms)%n", vsClickHouse.count(), vsClickHouse.mine());
        chFailures.forEach((q, why) -> System.out.printf(Locale.ROOT, "ClickHouse could not run Q%d: %s%n", q, why));
    }

    /** Running sums of log times for a geometric mean of MergeLab's and another engine's times over the same queries. */
    private static final class GeometricMean {
        private double logMine;
        private double logTheirs;
        private int count;

        void add(double mine, double theirs) {
            logMine += Math.log(mine);
            logTheirs += Math.log(theirs);
            count++;
        }

        int count() {
            return count;
        }

        double mine() {
            return Math.exp(logMine / count);
        }

        double theirs() {
            return Math.exp(logTheirs / count);
        }

        double ratio() {
            return mine() / theirs();
        }
    }

    /** Each optimised query with its setting off (before) and on (after), interleaved, best of the later rounds. */
    private static void beforeAfter(Session s, List<String> queries, int first, int last, int runs) {
        int skipped = runs >= 3 ? 2 : 0;
        System.out.printf(Locale.ROOT, "%nMergeLab with each optimisation's setting off and on, best of rounds %d-%d%n%n",
                skipped + 1, runs);
        System.out.println("| query | setting | off ms | on ms | off / on |");
        System.out.println("|---|---|---:|---:|---:|");
        for (Map.Entry<Integer, String> e : SETTINGS_BEFORE_AFTER.entrySet()) {
            if (e.getKey() < first || e.getKey() > last) {
                continue;
            }
            String on = queries.get(e.getKey() - 1);
            String off = on + " SETTINGS " + e.getValue() + " = 0";
            double[] offTimes = new double[runs];
            double[] onTimes = new double[runs];
            for (int r = 0; r < runs; r++) {
                offTimes[r] = runMergeLab(s, off);
                onTimes[r] = runMergeLab(s, on);
            }
            double b = best(offTimes, skipped);
            double a = best(onTimes, skipped);
            System.out.printf(Locale.ROOT, "| Q%d | %s | %.1f | %.1f | %.1f× |%n", e.getKey(), e.getValue(), b, a, b / a);
        }
    }

    /**
     * With {@link #ROUNDS}, each query's median CPU over the rounds kept: on a loaded machine a query's wall time
     * includes waits for a core, its threads' CPU far less.
     */
    private static void printCpu(double[][] cpu, int first, int skipped) {
        if (!ROUNDS) {
            return;
        }
        System.out.printf(Locale.ROOT, "%nMergeLab's threads' CPU per query, median of the rounds kept (ms):");
        for (int q = 0; q < cpu.length; q++) {
            double[] kept = Arrays.copyOfRange(cpu[q], skipped, cpu[q].length);
            Arrays.sort(kept);
            System.out.printf(Locale.ROOT, " Q%d %.1f", first + q, kept[kept.length / 2]);
        }
        System.out.println();
    }

    /**
     * CPU time of the process's Java threads so far: the engine's pipeline threads and the session's, not the JIT's,
     * the GC's or DuckDB's native threads.
     */
    private static long javaThreadsCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (long id : threads.getAllThreadIds()) {
            sum += Math.max(0, threads.getThreadCpuTime(id));
        }
        return sum;
    }

    private static double best(double[] times, int skipped) {
        double best = Double.MAX_VALUE;
        for (int i = skipped; i < times.length; i++) {
            best = Math.min(best, times[i]);
        }
        return best;
    }

    private static double runMergeLab(Session s, String sql) {
        long t0 = System.nanoTime();
        try (QueryResult r = s.execute(sql)) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                it.next();
            }
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    /** The server's time for one query, or NaN when it fails (its first error line is kept in {@code failures}). */
    private static double runClickHouse(ClickHouseCli clickHouse, String sql, int number, Map<Integer, String> failures) {
        try {
            return clickHouse.timed(sql, "max_threads=" + THREADS).millis();
        } catch (IOException e) {
            failures.putIfAbsent(number, e.getMessage().lines().filter(l -> l.contains("DB::Exception")).findFirst()
                    .orElse(e.getMessage().lines().findFirst().orElse("")).strip());
            return Double.NaN;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running Q" + number + " on ClickHouse", e);
        }
    }

    private static double runDuck(Connection duck, String sql) throws SQLException {
        long t0 = System.nanoTime();
        try (Statement st = duck.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                for (int c = 1; c <= columns; c++) {
                    rs.getObject(c);
                }
            }
        }
        return (System.nanoTime() - t0) / 1e6;
    }
}
