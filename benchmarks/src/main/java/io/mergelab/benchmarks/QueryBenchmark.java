package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The issue-3 query set on MergeLab and DuckDB, same data, same run, at 1 and 2 threads, interleaved, medians:
 * a count with a string equality filter, GROUP BY a low-cardinality column with sum and avg, GROUP BY a string
 * with 1 M distinct values, ORDER BY ... LIMIT 10, and a hash join of the big table with a 100 k-row one.
 *
 * <p>Usage: {@code QueryBenchmark [rows] [runs]} (defaults 10,000,000 and 5).
 */
public final class QueryBenchmark {
    private static final Map<String, String> QUERIES = new LinkedHashMap<>();

    static {
        QUERIES.put("count, string equality filter", "SELECT count() FROM t WHERE s = 'needle'");
        QUERIES.put("GROUP BY low-cardinality, sum + avg", "SELECT k, sum(v), avg(v) FROM t GROUP BY k");
        QUERIES.put("GROUP BY 1 M-distinct string, count", "SELECT hc, count() FROM t GROUP BY hc");
        QUERIES.put("ORDER BY v DESC LIMIT 10", "SELECT id, v FROM t ORDER BY v DESC LIMIT 10");
        QUERIES.put("hash join 10 M × 100 k", "SELECT sum(d.val) FROM t INNER JOIN d ON t.jk = d.key");
    }

    private QueryBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Path work = Files.createTempDirectory("query-bench-");
        try {
            Path t = work.resolve("t.csv");
            Path d = work.resolve("d.csv");
            writeData(t, d, rows);
            try (Engine engine = Engine.open(work.resolve("mergelab"));
                 Connection duck = DriverManager.getConnection("jdbc:duckdb:" + work.resolve("duck.db"))) {
                Session s = engine.newSession();
                s.execute("CREATE TABLE t (id UInt64, s String, k UInt8, v Float64, hc String, jk UInt64) ENGINE = MergeTree ORDER BY id").close();
                s.execute("CREATE TABLE d (key UInt64, val UInt64) ENGINE = MergeTree ORDER BY key").close();
                load(s, "t", t);
                load(s, "d", d);
                try (Statement st = duck.createStatement()) {
                    st.execute("CREATE TABLE t (id UBIGINT, s VARCHAR, k UTINYINT, v DOUBLE, hc VARCHAR, jk UBIGINT)");
                    st.execute("CREATE TABLE d (key UBIGINT, val UBIGINT)");
                    st.execute("COPY t FROM '" + t + "' (FORMAT csv, HEADER false)");
                    st.execute("COPY d FROM '" + d + "' (FORMAT csv, HEADER false)");
                }
                report(s, duck, rows, runs);
            }
        } finally {
            Bench.deleteTree(work);
        }
    }

    private static void report(Session s, Connection duck, long rows, int runs) throws SQLException {
        System.out.printf(Locale.ROOT, "%n%,d rows, median of %d interleaved runs, milliseconds%n%n", rows, runs);
        System.out.println("| query | threads | MergeLab ms | DuckDB ms | MergeLab / DuckDB |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (Map.Entry<String, String> q : QUERIES.entrySet()) {
            for (int threads = 1; threads <= 2; threads++) {
                s.setSetting("max_threads", Integer.toString(threads));
                try (Statement st = duck.createStatement()) {
                    st.execute("SET threads = " + threads);
                }
                List<Double> mine = new ArrayList<>();
                List<Double> theirs = new ArrayList<>();
                runMergeLab(s, q.getValue());
                runDuck(duck, q.getValue());
                for (int r = 0; r < runs; r++) {
                    mine.add(runMergeLab(s, q.getValue()));
                    theirs.add(runDuck(duck, q.getValue()));
                }
                double m = Bench.median(mine);
                double dk = Bench.median(theirs);
                System.out.printf(Locale.ROOT, "| %s | %d | %.0f | %.0f | %.2f× |%n", q.getKey(), threads, m, dk, m / dk);
            }
        }
    }

    private static double runMergeLab(Session s, String sql) {
        long t0 = System.nanoTime();
        long n = 0;
        try (QueryResult r = s.execute(sql)) {
            Iterator<Chunk> it = r.chunks();
            while (it.hasNext()) {
                n += it.next().rows();
            }
        }
        if (n == 0) {
            throw new IllegalStateException("no rows from " + sql);
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    private static double runDuck(Connection duck, String sql) throws SQLException {
        long t0 = System.nanoTime();
        try (Statement st = duck.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                rs.getObject(1);
            }
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    private static void load(Session s, String table, Path csv) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(csv), 1 << 20)) {
            s.execute("INSERT INTO " + table + " FORMAT CSV", in).close();
        }
    }

    /** t: 64-char strings with a 'needle' every 1,000 rows, k in 0..9, v, hc among 1 M values, jk in d's key range. */
    private static void writeData(Path t, Path d, long rows) throws IOException {
        SplittableRandom r = new SplittableRandom(42);
        byte[] text = new byte[64];
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(t), 1 << 20)) {
            for (long i = 0; i < rows; i++) {
                StringBuilder sb = new StringBuilder(160).append(i).append(',');
                if (i % 1000 == 0) {
                    sb.append("needle");
                } else {
                    for (int b = 0; b < text.length; b++) {
                        sb.append((char) ('a' + r.nextInt(26)));
                    }
                }
                sb.append(',').append(r.nextInt(10)).append(',').append(r.nextInt(1_000_000) / 100.0)
                        .append(",user_").append(r.nextInt(1_000_000)).append(',').append(r.nextInt(100_000)).append('\n');
                out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
            }
        }
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(d), 1 << 20)) {
            for (int k = 0; k < 100_000; k++) {
                out.write((k + "," + r.nextInt(1000) + "\n").getBytes(StandardCharsets.US_ASCII));
            }
        }
    }
}
