package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
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

/**
 * Insert and full-scan throughput of MergeLab and DuckDB on the same rows, interleaved in one run
 * (MergeLab, DuckDB, MergeLab, ...) and reported as medians. Both engines load the same CSV file with two
 * threads (MergeLab parses the next block while it writes the current one); MergeLab's insert of ready blocks
 * (no parsing, one thread) is reported too. The scan sums the UInt64 column on
 * one thread with the data in the page cache; MergeLab's scan is also measured on sequential ids, the worst
 * case for LZ4 decompression speed.
 *
 * <p>Usage: {@code StorageBenchmark [rows] [runs]} (defaults 10,000,000 and 5).
 */
public final class StorageBenchmark {
    private static final int BLOCK_ROWS = 1_048_449;
    private static final int SCANS_PER_RUN = 5;
    private static final String CREATE = "CREATE TABLE bench (id UInt64, s String, ts DateTime) ENGINE = MergeTree ORDER BY id";

    private StorageBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Path work = Files.createTempDirectory("mergelab-bench-");
        try {
            BenchRows random = BenchRows.generate(rows, BLOCK_ROWS, 42, false);
            BenchRows sequential = BenchRows.generate(rows, BLOCK_ROWS, 42, true);
            Path csv = work.resolve("rows.csv");
            random.writeCsv(csv);
            Results r = new Results();
            for (int run = 0; run < runs; run++) {
                r.mlCsvInsert.add(mergeLabCsvInsert(work, csv, random));
                r.duckCsvInsert.add(duckDbCsvInsert(work, csv, random, r.duckScan));
                r.mlBlockInsert.add(mergeLabBlocks(work, random, r.mlScan));
                mergeLabBlocks(work, sequential, r.mlScanSequential);
                System.out.printf(Locale.ROOT, "run %d done%n", run + 1);
            }
            r.print(rows, runs, duckVersion());
        } finally {
            Bench.deleteTree(work);
        }
    }

    /** Medians collected over the runs, in rows per second. */
    private static final class Results {
        final List<Double> mlCsvInsert = new ArrayList<>();
        final List<Double> mlBlockInsert = new ArrayList<>();
        final List<Double> mlScan = new ArrayList<>();
        final List<Double> mlScanSequential = new ArrayList<>();
        final List<Double> duckCsvInsert = new ArrayList<>();
        final List<Double> duckScan = new ArrayList<>();

        void print(long rows, int runs, String duck) {
            System.out.printf(Locale.ROOT, "%n%,d rows, median of %d interleaved runs (%d scans per run), M rows/s%n%n", rows, runs, SCANS_PER_RUN);
            System.out.println("| | load CSV, 2 threads | insert ready blocks | sum(id), 1 thread, random ids | sum(id), 1 thread, sequential ids |");
            System.out.println("|---|---:|---:|---:|---:|");
            System.out.printf(Locale.ROOT, "| MergeLab | %.2f | %.2f | %.1f | %.1f |%n",
                    m(mlCsvInsert), m(mlBlockInsert), m(mlScan), m(mlScanSequential));
            System.out.printf(Locale.ROOT, "| DuckDB %s | %.2f | | %.1f | |%n", duck, m(duckCsvInsert), m(duckScan));
            System.out.printf(Locale.ROOT, "| MergeLab / DuckDB | %.2f× | | %.2f× | |%n", m(mlCsvInsert) / m(duckCsvInsert), m(mlScan) / m(duckScan));
        }

        private static double m(List<Double> v) {
            return Bench.median(v) / 1e6;
        }
    }

    private static double mergeLabCsvInsert(Path work, Path csv, BenchRows data) throws IOException {
        Path dir = Files.createTempDirectory(work, "ml-csv-");
        try (Engine engine = Engine.open(dir); InputStream in = new BufferedInputStream(Files.newInputStream(csv), 1 << 20)) {
            Session s = engine.newSession();
            s.execute(CREATE).close();
            double rate = rate(data.rows(), () -> s.execute("INSERT INTO bench FORMAT CSV", in).close());
            check(IdSum.of(s), data);
            return rate;
        } finally {
            Bench.deleteTree(dir);
        }
    }

    /** Inserts ready blocks, then scans; adds the scan medians to {@code scans}. */
    private static double mergeLabBlocks(Path work, BenchRows data, List<Double> scans) throws IOException {
        Path dir = Files.createTempDirectory(work, "ml-blocks-");
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.execute(CREATE).close();
            double insert = rate(data.rows(), () -> s.insert("bench", List.of("id", "s", "ts"), data.chunks().iterator()));
            s.setSetting("max_threads", "1");
            List<Double> runScans = new ArrayList<>();
            for (int i = 0; i < SCANS_PER_RUN; i++) {
                runScans.add(rate(data.rows(), () -> check(IdSum.of(s), data)));
            }
            scans.add(Bench.median(runScans));
            return insert;
        } finally {
            Bench.deleteTree(dir);
        }
    }

    /** Loads the CSV into DuckDB, then scans; adds the scan median to {@code scans}. */
    private static double duckDbCsvInsert(Path work, Path csv, BenchRows data, List<Double> scans) throws IOException, SQLException {
        Path dir = Files.createTempDirectory(work, "duck-");
        try (Connection conn = DriverManager.getConnection("jdbc:duckdb:" + dir.resolve("bench.duckdb"));
             Statement st = conn.createStatement()) {
            st.execute("SET threads = 2");
            st.execute("CREATE TABLE bench (id UBIGINT, s VARCHAR, ts TIMESTAMP)");
            double insert = rate(data.rows(), () -> sql(st, "COPY bench FROM '" + csv + "' (FORMAT csv, HEADER false)"));
            st.execute("SET threads = 1");
            List<Double> runScans = new ArrayList<>();
            for (int i = 0; i < SCANS_PER_RUN; i++) {
                runScans.add(rate(data.rows(), () -> {
                    try (ResultSet rs = st.executeQuery("SELECT sum(id) FROM bench")) {
                        rs.next();
                        check(new BigInteger(rs.getString(1)).longValue(), data);
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                }));
            }
            scans.add(Bench.median(runScans));
            return insert;
        } finally {
            Bench.deleteTree(dir);
        }
    }

    private static void sql(Statement st, String sql) {
        try {
            st.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double rate(long rows, Runnable work) {
        long t0 = System.nanoTime();
        work.run();
        return rows / ((System.nanoTime() - t0) / 1e9);
    }

    private static String duckVersion() throws SQLException {
        try (Connection conn = DriverManager.getConnection("jdbc:duckdb:");
             ResultSet rs = conn.createStatement().executeQuery("SELECT version()")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static void check(long sum, BenchRows data) {
        if (sum != data.idSum()) {
            throw new IllegalStateException("sum(id) = " + sum + ", expected " + data.idSum());
        }
    }
}
