package io.mergelab.benchmarks;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PipelineContext;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.JoinClause;
import io.mergelab.engine.table.ReadCounters;
import io.mergelab.engine.testing.ChunksSource;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * Hash join of 10 M probe rows with a 100 k-row build side (every probe row matches one build row), MergeLab's
 * {@link JoinStep} pipeline against DuckDB on the same values, at 1 and 2 threads, interleaved, medians.
 * MergeLab's sides are in-memory chunks (no storage read), so the figure is the join itself: build, probe and
 * gathering the three output columns, consumed by summing one. DuckDB runs
 * {@code SELECT sum(v) FROM l JOIN r ON l.k = r.rk} over in-memory tables of the same values.
 *
 * <p>Usage: {@code JoinBenchmark [probeRows] [buildRows] [runs] [dense|sparse]} (defaults 10,000,000, 100,000, 5 and
 * dense). Dense keys are 0 .. buildRows - 1 (MergeLab indexes them directly, DuckDB uses its perfect hash join);
 * sparse keys are the same times 1,000,003, so both engines hash.
 */
public final class JoinBenchmark {
    private static final int BLOCK_ROWS = 65_536;
    private static final long STRIDE = 7919;
    private static final long SPREAD = 1_000_003;

    private JoinBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long probeRows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int buildRows = args.length > 1 ? Integer.parseInt(args[1].replace("_", "")) : 100_000;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        boolean sparse = args.length > 3 && args[3].equals("sparse");
        long multiplier = sparse ? SPREAD : 1;
        List<Chunk> probe = probeChunks(probeRows, buildRows, multiplier);
        Chunk build = buildChunk(buildRows, multiplier);
        long expected = expectedSum(probeRows, buildRows);
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:")) {
            loadDuck(duck, probeRows, buildRows, multiplier);
            System.out.printf(Locale.ROOT, "%,d × %,d rows, %s keys, median of %d interleaved runs (after one warm-up), ms%n%n",
                    probeRows, buildRows, sparse ? "sparse" : "dense", runs);
            System.out.println("| threads | MergeLab | DuckDB | MergeLab / DuckDB | MergeLab M probe rows/s |");
            System.out.println("|---:|---:|---:|---:|---:|");
            for (int threads : new int[] {1, 2}) {
                List<Double> ml = new ArrayList<>();
                List<Double> dk = new ArrayList<>();
                for (int run = -1; run < runs; run++) {
                    double m = mergeLab(probe, build, threads, expected);
                    double d = duckDb(duck, threads, expected);
                    if (run >= 0) {
                        ml.add(m);
                        dk.add(d);
                    }
                }
                double mm = Bench.median(ml);
                double dm = Bench.median(dk);
                System.out.printf(Locale.ROOT, "| %d | %.0f | %.0f | %.2f× | %.1f |%n", threads, mm, dm, mm / dm, probeRows / mm / 1000);
            }
        }
    }

    /** Probe keys {@code i * 7919 mod buildRows}: every key of the build side, spread, each row matching once. */
    private static List<Chunk> probeChunks(long rows, int buildRows, long multiplier) {
        List<Chunk> out = new ArrayList<>();
        for (long from = 0; from < rows; from += BLOCK_ROWS) {
            int n = (int) Math.min(BLOCK_ROWS, rows - from);
            long[] k = new long[n];
            for (int i = 0; i < n; i++) {
                k[i] = (from + i) * STRIDE % buildRows * multiplier;
            }
            out.add(Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, k))));
        }
        return out;
    }

    private static Chunk buildChunk(int rows, long multiplier) {
        long[] k = new long[rows];
        long[] v = new long[rows];
        for (int i = 0; i < rows; i++) {
            k[i] = i * multiplier;
            v[i] = 3L * i;
        }
        return Chunk.of(List.of(LongColumn.of(IntegerType.UINT64, k), LongColumn.of(IntegerType.UINT64, v)));
    }

    private static long expectedSum(long probeRows, int buildRows) {
        long sum = 0;
        for (long i = 0; i < probeRows; i++) {
            sum += 3 * (i * STRIDE % buildRows);
        }
        return sum;
    }

    private static double mergeLab(List<Chunk> probe, Chunk build, int threads, long expected) {
        List<List<Chunk>> lanes = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            lanes.add(new ArrayList<>());
        }
        for (int i = 0; i < probe.size(); i++) {
            lanes.get(i % threads).add(probe.get(i));
        }
        DataType u64 = IntegerType.UINT64;
        JoinStep join = new JoinStep(new ChunksSource(new Header(List.of("k"), List.of(u64)), lanes),
                new ChunksSource(new Header(List.of("rk", "v"), List.of(u64, u64)), List.of(List.of(build))),
                JoinClause.Kind.INNER, JoinClause.Strictness.ALL, List.of("k"), List.of("rk"));
        Settings settings = Settings.queryDefaults().with("max_threads", String.valueOf(threads));
        long start = System.nanoTime();
        QueryPipeline p = new QueryPlan(join).buildPipeline(new PipelineContext(settings, null, new ReadCounters(), () -> false));
        p.start(threads, "join-bench", () -> false);
        long sum = 0;
        for (Iterator<Chunk> it = p.results(); it.hasNext(); ) {
            Chunk c = it.next();
            long[] v = ((LongColumn) c.column(2)).values();
            for (int i = 0; i < c.rows(); i++) {
                sum += v[i];
            }
        }
        double ms = (System.nanoTime() - start) / 1e6;
        check(sum, expected, "MergeLab");
        return ms;
    }

    private static void loadDuck(Connection duck, long probeRows, int buildRows, long multiplier) throws SQLException {
        try (Statement s = duck.createStatement()) {
            s.execute("CREATE TABLE l AS SELECT (range * " + STRIDE + ") % " + buildRows + " * " + multiplier + " AS k FROM range("
                    + probeRows + ")");
            s.execute("CREATE TABLE r AS SELECT range * " + multiplier + " AS rk, range * 3 AS v FROM range(" + buildRows + ")");
        }
    }

    private static double duckDb(Connection duck, int threads, long expected) throws SQLException {
        try (Statement s = duck.createStatement()) {
            s.execute("SET threads = " + threads);
            long start = System.nanoTime();
            try (ResultSet rs = s.executeQuery("SELECT sum(v) FROM l JOIN r ON l.k = r.rk")) {
                rs.next();
                double ms = (System.nanoTime() - start) / 1e6;
                check(rs.getLong(1), expected, "DuckDB");
                return ms;
            }
        }
    }

    private static void check(long sum, long expected, String who) {
        if (sum != expected) {
            throw new IllegalStateException(who + " summed " + sum + ", expected " + expected);
        }
    }
}
