package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Insert and full-scan throughput of MergeLab against DuckDB on the same rows, interleaved in one run
 * (MergeLab, DuckDB, MergeLab, ...), reporting medians. Usage: {@code StorageBenchmark [rows] [runs]}.
 * The scan sums the UInt64 column on one thread with the data in the page cache.
 */
public final class StorageBenchmark {
    private static final int BLOCK_ROWS = 1 << 20;
    private static final int SCANS_PER_RUN = 5;

    private StorageBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<Chunk> data = BenchRows.generate(rows, BLOCK_ROWS, 42);
        List<Double> mlInsert = new ArrayList<>();
        List<Double> mlScan = new ArrayList<>();
        List<Double> duckInsert = new ArrayList<>();
        List<Double> duckScan = new ArrayList<>();
        for (int run = 0; run < runs; run++) {
            double[] ml = mergeLab(data, rows);
            mlInsert.add(ml[0]);
            mlScan.add(ml[1]);
            double[] duck = duckDb(data, rows);
            duckInsert.add(duck[0]);
            duckScan.add(duck[1]);
            System.out.printf(Locale.ROOT, "run %d: MergeLab insert %.2f M rows/s, scan %.1f M rows/s | DuckDB insert %.2f M rows/s, scan %.1f M rows/s%n",
                    run + 1, ml[0] / 1e6, ml[1] / 1e6, duck[0] / 1e6, duck[1] / 1e6);
        }
        System.out.printf(Locale.ROOT, "%n| %,d rows, median of %d | insert (M rows/s) | sum(id) scan, 1 thread (M rows/s) |%n", rows, runs);
        System.out.println("|---|---:|---:|");
        System.out.printf(Locale.ROOT, "| MergeLab | %.2f | %.1f |%n", median(mlInsert) / 1e6, median(mlScan) / 1e6);
        System.out.printf(Locale.ROOT, "| DuckDB %s | %.2f | %.1f |%n", duckVersion(), median(duckInsert) / 1e6, median(duckScan) / 1e6);
        System.out.printf(Locale.ROOT, "| MergeLab / DuckDB | %.2f× | %.2f× |%n",
                median(mlInsert) / median(duckInsert), median(mlScan) / median(duckScan));
    }

    /** Returns {insert rows/s, scan rows/s}. */
    private static double[] mergeLab(List<Chunk> data, long rows) throws IOException {
        Path dir = Files.createTempDirectory("mergelab-bench-");
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE bench (id UInt64, s String, ts DateTime) ENGINE = MergeTree ORDER BY id").close();
            long t0 = System.nanoTime();
            s.insert("bench", List.of("id", "s", "ts"), data.iterator());
            double insert = rows / ((System.nanoTime() - t0) / 1e9);
            s.setSetting("max_threads", "1");
            double[] scans = new double[SCANS_PER_RUN];
            for (int i = 0; i < SCANS_PER_RUN; i++) {
                long t1 = System.nanoTime();
                long sum = sumIds(s);
                scans[i] = rows / ((System.nanoTime() - t1) / 1e9);
                check(sum, rows);
            }
            return new double[] {insert, median(Arrays.stream(scans).boxed().toList())};
        } finally {
            deleteTree(dir);
        }
    }

    private static long sumIds(Session s) {
        long sum = 0;
        try (QueryResult r = s.execute("SELECT id FROM bench")) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                LongColumn c = (LongColumn) it.next().column(0);
                long[] v = c.values();
                for (int i = 0; i < c.size(); i++) {
                    sum += v[i];
                }
            }
        }
        return sum;
    }

    private static double[] duckDb(List<Chunk> data, long rows) throws IOException, SQLException {
        Path dir = Files.createTempDirectory("duckdb-bench-");
        try (Connection conn = DriverManager.getConnection("jdbc:duckdb:" + dir.resolve("bench.duckdb"));
             Statement st = conn.createStatement()) {
            st.execute("CREATE TABLE bench (id UBIGINT, s VARCHAR, ts TIMESTAMP)");
            long t0 = System.nanoTime();
            try (DuckDBAppender app = ((DuckDBConnection) conn).createAppender(DuckDBConnection.DEFAULT_SCHEMA, "bench")) {
                for (Chunk c : data) {
                    long[] ids = ((LongColumn) c.column(0)).values();
                    BytesColumn strings = (BytesColumn) c.column(1);
                    long[] ts = ((LongColumn) c.column(2)).values();
                    for (int i = 0; i < c.rows(); i++) {
                        app.beginRow();
                        app.append(ids[i]);
                        app.append(new String(strings.data(), strings.start(i), strings.length(i), StandardCharsets.US_ASCII));
                        app.appendEpochMicros(ts[i] * 1_000_000L);
                        app.endRow();
                    }
                }
            }
            st.execute("CHECKPOINT");
            double insert = rows / ((System.nanoTime() - t0) / 1e9);
            st.execute("SET threads = 1");
            double[] scans = new double[SCANS_PER_RUN];
            for (int i = 0; i < SCANS_PER_RUN; i++) {
                long t1 = System.nanoTime();
                try (ResultSet rs = st.executeQuery("SELECT sum(id) FROM bench")) {
                    rs.next();
                    check(rs.getBigDecimal(1).longValueExact(), rows);
                }
                scans[i] = rows / ((System.nanoTime() - t1) / 1e9);
            }
            return new double[] {insert, median(Arrays.stream(scans).boxed().toList())};
        } finally {
            deleteTree(dir);
        }
    }

    private static String duckVersion() throws SQLException {
        try (Connection conn = DriverManager.getConnection("jdbc:duckdb:");
             ResultSet rs = conn.createStatement().executeQuery("SELECT version()")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static void check(long sum, long rows) {
        long expected = rows * (rows - 1) / 2;
        if (sum != expected) {
            throw new IllegalStateException("sum(id) = " + sum + ", expected " + expected);
        }
    }

    private static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
