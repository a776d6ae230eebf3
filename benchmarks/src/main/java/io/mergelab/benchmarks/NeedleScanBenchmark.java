package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.needle.NeedleDataset;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whole-column string scans over the needle table (seeds-digest story A's rows), MergeLab beside DuckDB on the same
 * rows, at 1 and 2 threads: {@code count() WHERE s = 'needle'}, {@code count() WHERE s LIKE '%xyz%'}, and
 * {@code count() WHERE length(s) = 6}, which MergeLab answers from the string sizes alone
 * ({@code optimize_functions_to_subcolumns}; also measured with it off); then the needle {@code LIMIT 1} (the
 * streaming skip index), a query whose cost is mostly fixed, with {@link #LIMIT_RUNS_PER_RUN} times the runs, and a
 * warm {@code SELECT 1} (the fixed cost alone, issue 19's 0.3 ms) with {@link #ONE_RUNS_PER_RUN} times the runs.
 * Condition cache off. Before any cell is measured, every query runs at both thread counts ({@link #PROCESS_WARM_UP}):
 * the JIT compiles the fixed-cost code over the first ~2,000 statements, so a short query's first cell would
 * otherwise be measured while it still compiles (its 1-thread figure came out above its 2-thread one); then each cell
 * is warmed up again, and its runs interleaved with DuckDB's, medians.
 *
 * <p>Usage: {@code NeedleScanBenchmark [rows] [runs]} (defaults 10,000,000 and 7).
 */
public final class NeedleScanBenchmark {
    private static final Dataset NEEDLE_DATA = new NeedleDataset();
    private static final long SEED = 20_261_130L;
    private static final int WARM_UP_RUNS = 3;
    private static final String EQUALS = "SELECT count() FROM test WHERE s = 'needle'";
    private static final String LIKE = "SELECT count() FROM test WHERE s LIKE '%xyz%'";
    private static final String LENGTH = "SELECT count() FROM test WHERE length(s) = 6";
    private static final String LIMIT = "SELECT * FROM test WHERE s = 'needle' LIMIT 1";
    private static final int LIMIT_RUNS_PER_RUN = 50;
    /** A warm {@code SELECT 1}: the fixed cost of any statement (parse, analysis, pipeline, threads, query log). */
    private static final String ONE = "SELECT 1";
    private static final int ONE_RUNS_PER_RUN = 500;
    /** What {@link #warmUp} runs before any measurement, as the output says it. */
    private static final String PROCESS_WARM_UP = "every query at 1 and 2 threads, %d runs of each scan and %,d of "
            + "the LIMIT 1 and SELECT 1, on both engines";
    private static final int SHORT_WARM_UP_RUNS = 3_000;

    private NeedleScanBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Path work = Files.createTempDirectory("needle-scan-");
        try (Engine engine = Engine.open(work.resolve("mergelab"));
             Connection duck = DriverManager.getConnection("jdbc:duckdb:" + work.resolve("duck.db"))) {
            Session s = engine.newSession();
            s.execute(NEEDLE_DATA.createTable("test")).close();
            new TableLoader(engine).load("test", NEEDLE_DATA.columnNames(),
                    NEEDLE_DATA.generator(NEEDLE_DATA.knobs(rows, SEED, Map.of())), 2, Map.of(), LoadProgress.NONE);
            NeedleBenchmark.copyToDuck(s, duck);
            s.setSetting("use_query_condition_cache", "0");
            warmUp(s, duck);
            System.out.printf(Locale.ROOT, "%n%,d needle rows, median of %d interleaved runs, milliseconds; warmed up "
                    + "before any measurement: " + PROCESS_WARM_UP + ", then each cell %d x its runs%n%n", rows, runs,
                    WARM_UP_RUNS, SHORT_WARM_UP_RUNS, WARM_UP_RUNS);
            System.out.println("| query | threads | MergeLab ms | MergeLab, optimize_functions_to_subcolumns = 0 | DuckDB ms "
                    + "| MergeLab / DuckDB |");
            System.out.println("|---|---:|---:|---:|---:|---:|");
            for (String q : List.of(EQUALS, LIKE, LENGTH, LIMIT, ONE)) {
                int times = q.equals(LIMIT) ? LIMIT_RUNS_PER_RUN : q.equals(ONE) ? ONE_RUNS_PER_RUN : 1;
                for (int threads = 1; threads <= 2; threads++) {
                    s.setSetting("max_threads", Integer.toString(threads));
                    try (Statement st = duck.createStatement()) {
                        st.execute("SET threads = " + threads);
                    }
                    String off = q + " SETTINGS optimize_functions_to_subcolumns = 0";
                    boolean both = q.equals(LENGTH);
                    List<Double> mine = new ArrayList<>();
                    List<Double> mineOff = new ArrayList<>();
                    List<Double> theirs = new ArrayList<>();
                    for (int r = 0; r < (WARM_UP_RUNS + runs) * times; r++) {
                        double m = runMergeLab(s, q);
                        double o = both ? runMergeLab(s, off) : 0;
                        double d = runDuck(duck, q);
                        if (r >= WARM_UP_RUNS * times) {
                            mine.add(m);
                            mineOff.add(o);
                            theirs.add(d);
                        }
                    }
                    double m = Bench.median(mine);
                    double d = Bench.median(theirs);
                    System.out.printf(Locale.ROOT, "| `%s` | %d | %.2f | %s | %.2f | %.2f× |%n", q, threads, m,
                            both ? String.format(Locale.ROOT, "%.1f", Bench.median(mineOff)) : "", d, m / d);
                }
            }
        } finally {
            Bench.deleteTree(work);
        }
    }

    /**
     * Runs every query at both thread counts on both engines: {@link #WARM_UP_RUNS} of each scan and
     * {@link #SHORT_WARM_UP_RUNS} of the {@code LIMIT 1} and {@code SELECT 1}.
     */
    private static void warmUp(Session s, Connection duck) throws SQLException {
        for (String q : List.of(EQUALS, LIKE, LENGTH, LIMIT, ONE)) {
            int times = q.equals(LIMIT) || q.equals(ONE) ? SHORT_WARM_UP_RUNS : WARM_UP_RUNS;
            for (int threads = 1; threads <= 2; threads++) {
                s.setSetting("max_threads", Integer.toString(threads));
                try (Statement st = duck.createStatement()) {
                    st.execute("SET threads = " + threads);
                }
                for (int r = 0; r < times; r++) {
                    runMergeLab(s, q);
                    runDuck(duck, q);
                }
            }
        }
    }

    private static double runMergeLab(Session s, String sql) {
        long t0 = System.nanoTime();
        try (QueryResult r = s.execute(sql)) {
            if (r.rows().size() != 1) {
                throw new IllegalStateException("expected one row from " + sql);
            }
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    private static double runDuck(Connection duck, String sql) throws SQLException {
        long t0 = System.nanoTime();
        try (Statement st = duck.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            rs.getObject(1);
        }
        return (System.nanoTime() - t0) / 1e6;
    }
}
