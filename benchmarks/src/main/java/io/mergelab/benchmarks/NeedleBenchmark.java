package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.needle.NeedleDataset;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.TableLoader;
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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * The streaming skip index experiment of seeds-digest story A. The {@code needle} dataset's table, 64-character
 * random strings with a {@code bloom_filter(0.0001)} index at GRANULARITY 1 over granules of 1,024 rows and a
 * 'needle' every 1,024 rows, gets one more insert: a 'lonely' value, alone in its part's single granule. Per size it measures, interleaved, after unmeasured warm-up runs and
 * after dropping the engine's caches:
 * <ul>
 *   <li>{@code SELECT * FROM test WHERE s = 'needle' LIMIT 1} at one thread without the condition cache, with skip
 *       indexes evaluated upfront ({@code use_skip_indexes_on_data_read = 0}) and while reading ({@code = 1}):
 *       latency and peak memory (query_log {@code memory_usage});</li>
 *   <li>{@code SELECT * FROM test WHERE s = 'lonely'} on MergeLab and on DuckDB holding the same rows, at 1 and 2
 *       threads.</li>
 * </ul>
 *
 * <p>Usage: {@code NeedleBenchmark [rows,rows,...] [runs]} (defaults 10,000,000,100,000,000 and 5).
 */
public final class NeedleBenchmark {
    private static final String NEEDLE = "SELECT * FROM test WHERE s = 'needle' LIMIT 1 SETTINGS max_threads = 1, "
            + "use_query_condition_cache = 0, use_skip_indexes_on_data_read = ";
    private static final String LONELY = "SELECT * FROM test WHERE s = 'lonely'";
    /** Unmeasured runs of each query first, so the JIT has compiled the read path (as JMH's warm-up does). */
    private static final int WARM_UP_RUNS = 5;
    private static final Dataset NEEDLE_DATA = new NeedleDataset();
    private static final long SEED = 20_261_130L;

    private record Run(double millis, long peakBytes) {
    }

    private NeedleBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String sizes = args.length > 0 ? args[0] : "10000000,100000000";
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        for (String size : sizes.split(",")) {
            measure(Long.parseLong(size.trim().replace("_", "")), runs);
        }
    }

    private static void measure(long rows, int runs) throws Exception {
        Path work = Files.createTempDirectory("needle-bench-");
        try (Engine engine = Engine.open(work.resolve("mergelab"));
             Connection duck = DriverManager.getConnection("jdbc:duckdb:" + work.resolve("duck.db"))) {
            Session s = engine.newSession();
            long loadStart = System.nanoTime();
            s.execute(NEEDLE_DATA.createTable("test")).close();
            new TableLoader(engine).load("test", NEEDLE_DATA.columnNames(),
                    NEEDLE_DATA.generator(NEEDLE_DATA.knobs(rows, SEED, Map.of())),
                    Runtime.getRuntime().availableProcessors(), Map.of(), LoadProgress.NONE);
            s.execute("INSERT INTO test VALUES ('lonely')").close();
            double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
            System.out.printf(Locale.ROOT, "%n%,d rows inserted in %.1f s (%,.0f rows/s); ", rows + 1, loadSeconds,
                    (rows + 1) / loadSeconds);
            System.out.println(String.join(", ", s.execute("SELECT name, type_full, "
                    + "formatReadableSize(data_uncompressed_bytes) AS size FROM system.data_skipping_indices "
                    + "WHERE database = 'default' AND table = 'test'").rows().get(0).stream().map(String::valueOf).toList()));
            copyToDuck(s, duck);

            List<Run> upfront = new ArrayList<>();
            List<Run> streaming = new ArrayList<>();
            for (int w = 0; w < WARM_UP_RUNS; w++) {
                runNeedle(s, 0);
                runNeedle(s, 1);
            }
            for (int r = 0; r < runs; r++) {
                upfront.add(runNeedle(s, 0));
                streaming.add(runNeedle(s, 1));
            }
            double up = Bench.median(upfront.stream().map(Run::millis).toList());
            double st = Bench.median(streaming.stream().map(Run::millis).toList());
            double upMem = Bench.median(upfront.stream().map(r -> (double) r.peakBytes()).toList());
            double stMem = Bench.median(streaming.stream().map(r -> (double) r.peakBytes()).toList());
            System.out.printf(Locale.ROOT, "%nneedle LIMIT 1, max_threads = 1, median of %d interleaved runs:%n%n", runs);
            System.out.println("| use_skip_indexes_on_data_read | latency ms | peak memory |");
            System.out.println("|---|---:|---:|");
            System.out.printf(Locale.ROOT, "| 0 (upfront) | %.1f | %s |%n", up, Bench.readableBytes(upMem));
            System.out.printf(Locale.ROOT, "| 1 (streaming) | %.1f | %s |%n", st, Bench.readableBytes(stMem));
            System.out.printf(Locale.ROOT, "streaming is %.1f× faster, with %.2f× the peak memory%n", up / st, stMem / upMem);

            System.out.printf(Locale.ROOT, "%nlookup of a value in one granule, %s, median of %d interleaved runs:%n%n",
                    LONELY, runs);
            System.out.println("| threads | MergeLab ms | DuckDB ms | DuckDB / MergeLab |");
            System.out.println("|---:|---:|---:|---:|");
            for (int threads = 1; threads <= 2; threads++) {
                s.setSetting("max_threads", Integer.toString(threads));
                s.setSetting("use_query_condition_cache", "0");
                try (Statement st2 = duck.createStatement()) {
                    st2.execute("SET threads = " + threads);
                }
                List<Double> mine = new ArrayList<>();
                List<Double> theirs = new ArrayList<>();
                for (int w = 0; w < WARM_UP_RUNS; w++) {
                    runLonely(s);
                    runDuck(duck);
                }
                for (int r = 0; r < runs; r++) {
                    mine.add(runLonely(s));
                    theirs.add(runDuck(duck));
                }
                double m = Bench.median(mine);
                double d = Bench.median(theirs);
                System.out.printf(Locale.ROOT, "| %d | %.1f | %.1f | %.1f× |%n", threads, m, d, d / m);
            }
        } finally {
            Bench.deleteTree(work);
        }
    }

    /** One needle query after dropping the engine's caches: its latency, and its peak memory from system.query_log. */
    private static Run runNeedle(Session s, int onDataRead) {
        s.execute("SYSTEM DROP MARK CACHE").close();
        long t0 = System.nanoTime();
        String queryId;
        try (QueryResult r = s.execute(NEEDLE + onDataRead)) {
            if (r.rows().size() != 1) {
                throw new IllegalStateException("expected one needle row");
            }
            queryId = r.summary().queryId();
        }
        double millis = (System.nanoTime() - t0) / 1e6;
        s.execute("SYSTEM FLUSH LOGS").close();
        long peak = ((Number) s.execute("SELECT memory_usage FROM system.query_log WHERE type = 'QueryFinish' "
                + "AND query_id = '" + queryId + "'").rows().get(0).get(0)).longValue();
        return new Run(millis, peak);
    }

    private static double runLonely(Session s) {
        s.execute("SYSTEM DROP MARK CACHE").close();
        long t0 = System.nanoTime();
        try (QueryResult r = s.execute(LONELY)) {
            if (r.rows().size() != 1) {
                throw new IllegalStateException("expected the one lonely row from MergeLab");
            }
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    private static double runDuck(Connection duck) throws SQLException {
        long t0 = System.nanoTime();
        int n = 0;
        try (Statement st = duck.createStatement(); ResultSet rs = st.executeQuery(LONELY)) {
            while (rs.next()) {
                rs.getString(1);
                n++;
            }
        }
        if (n != 1) {
            throw new IllegalStateException("expected the one lonely row from DuckDB, got " + n);
        }
        return (System.nanoTime() - t0) / 1e6;
    }

    /** Gives DuckDB the very rows MergeLab stored, in their order. */
    static void copyToDuck(Session s, Connection duck) throws SQLException {
        try (Statement st = duck.createStatement()) {
            st.execute("CREATE TABLE test (s VARCHAR)");
        }
        try (DuckDBAppender appender = duck.unwrap(DuckDBConnection.class).createAppender("main", "test");
             QueryResult r = s.execute("SELECT s FROM test SETTINGS max_threads = 1")) {
            Iterator<Chunk> chunks = r.chunks();
            while (chunks.hasNext()) {
                BytesColumn c = (BytesColumn) chunks.next().column(0);
                for (int i = 0; i < c.size(); i++) {
                    appender.beginRow();
                    appender.append(new String(c.data(), c.start(i), c.length(i), StandardCharsets.ISO_8859_1));
                    appender.endRow();
                }
            }
        }
    }
}
