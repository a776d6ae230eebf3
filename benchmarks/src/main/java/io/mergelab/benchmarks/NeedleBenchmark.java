package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.error.MergeLabException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The seed's needle experiment (seeds-digest story A): one {@code 'needle'} per 1024 rows in a table with a
 * {@code bloom_filter(0.0001)} index of GRANULARITY 1 and 1024-row granules, queried with
 * {@code SELECT * FROM test WHERE s = 'needle' LIMIT 1} on one thread with the condition cache off, the skip index
 * evaluated upfront ({@code use_skip_indexes_on_data_read = 0}) and while reading ({@code = 1}). Every granule holds
 * a needle, so the index can drop nothing: the upfront pass is pure overhead and grows with the table, while the
 * streaming read stops after the first chunk.
 *
 * <p>Runs are interleaved (upfront, streaming, streaming, upfront, ...) after one untimed warm-up of each; before
 * every run the engine's caches are dropped (mark cache, query condition cache). The OS page cache is not dropped
 * (that needs root): runs are warm as far as the file system goes. Reports the median latency (wall time until the
 * last row) and peak memory ({@code system.query_log.memory_usage}) of each mode and their ratios.
 *
 * <p>Usage: {@code NeedleBenchmark [rows[,rows...]] [runs]} (defaults 10,000,000 and 5).
 */
public final class NeedleBenchmark {
    private static final String CREATE = "CREATE TABLE test (s String, INDEX s_idx s TYPE bloom_filter(0.0001) GRANULARITY 1)"
            + " ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 1024";
    private static final String QUERY = "SELECT * FROM test WHERE s = 'needle' LIMIT 1"
            + " SETTINGS max_threads = 1, use_query_condition_cache = 0, use_skip_indexes_on_data_read = ";

    private NeedleBenchmark() {
    }

    /** One timed query: wall time, peak memory, rows read, index granules read by the streams. */
    private record Run(double millis, long memoryBytes, long readRows, long streamingIndexGranules) {
    }

    public static void main(String[] args) throws Exception {
        List<Long> sizes = new ArrayList<>();
        for (String s : (args.length > 0 ? args[0] : "10000000").split(",")) {
            sizes.add(Long.parseLong(s.strip().replace("_", "")));
        }
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        List<String> table = new ArrayList<>();
        for (long rows : sizes) {
            table.add(measure(rows, runs));
        }
        System.out.printf(Locale.ROOT, "%nmedian of %d interleaved runs each, engine caches dropped before every run%n%n", runs);
        System.out.println("| rows | index size | upfront ms | streaming ms | speed-up | upfront peak memory | streaming peak memory"
                + " | memory ratio | rows read (upfront / streaming) | index granules read by streams |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        table.forEach(System.out::println);
    }

    private static String measure(long rows, int runs) throws IOException {
        Path dir = Files.createTempDirectory("needle-bench-");
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.execute(CREATE).close();
            long t0 = System.nanoTime();
            s.execute("INSERT INTO test SELECT if(number % 1024 = 0, 'needle', randomPrintableASCII(64)) FROM numbers_mt("
                    + rows + ")").close();
            System.out.printf(Locale.ROOT, "%,d rows inserted in %.1f s%n", rows, (System.nanoTime() - t0) / 1e9);
            String indexSize = indexSize(s);
            run(s, 0);
            run(s, 1);
            List<Run> upfront = new ArrayList<>();
            List<Run> streaming = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                // A B B A A B ...: neither mode always runs first
                boolean upfrontFirst = i % 2 == 0;
                (upfrontFirst ? upfront : streaming).add(run(s, upfrontFirst ? 0 : 1));
                (upfrontFirst ? streaming : upfront).add(run(s, upfrontFirst ? 1 : 0));
            }
            double up = median(upfront.stream().map(Run::millis).toList());
            double st = median(streaming.stream().map(Run::millis).toList());
            double upMem = median(upfront.stream().map(r -> (double) r.memoryBytes()).toList());
            double stMem = median(streaming.stream().map(r -> (double) r.memoryBytes()).toList());
            return String.format(Locale.ROOT, "| %,d | %s | %.1f | %.1f | %.1f× | %s | %s | %.2f | %,d / %,d | %,d |",
                    rows, indexSize, up, st, up / st, mib(upMem), mib(stMem), stMem / upMem,
                    upfront.get(0).readRows(), streaming.get(0).readRows(), streaming.get(0).streamingIndexGranules());
        } finally {
            deleteTree(dir);
        }
    }

    private static Run run(Session s, int streaming) {
        s.execute("SYSTEM DROP MARK CACHE").close();
        s.execute("SYSTEM DROP QUERY CONDITION CACHE").close();
        long t0 = System.nanoTime();
        QuerySummary summary;
        long rows = 0;
        try (QueryResult r = s.execute(QUERY + streaming)) {
            Iterator<Chunk> chunks = r.chunks();
            while (chunks.hasNext()) {
                rows += chunks.next().rows();
            }
            summary = r.summary();
        }
        double millis = (System.nanoTime() - t0) / 1e6;
        if (rows != 1) {
            throw new IllegalStateException("expected one needle, got " + rows + " rows");
        }
        List<Object> log = single(s, "SELECT memory_usage, read_rows, ProfileEvents['MergeLabStreamingIndexGranulesRead']"
                + " FROM system.query_log WHERE type = 'QueryFinish' AND query_id = '" + summary.queryId() + "'");
        return new Run(millis, ((Number) log.get(0)).longValue(), ((Number) log.get(1)).longValue(),
                ((Number) log.get(2)).longValue());
    }

    /** The bloom filter's uncompressed size as system.data_skipping_indices reports it, or "n/a". */
    private static String indexSize(Session s) {
        try {
            return (String) single(s, "SELECT formatReadableSize(data_uncompressed_bytes) FROM system.data_skipping_indices"
                    + " WHERE database = 'default' AND table = 'test' AND name = 's_idx'").get(0);
        } catch (MergeLabException | IllegalStateException e) {
            return "n/a";
        }
    }

    private static List<Object> single(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            List<List<Object>> rows = r.rows();
            if (rows.size() != 1) {
                throw new IllegalStateException(rows.size() + " rows from " + sql);
            }
            return rows.get(0);
        }
    }

    private static String mib(double bytes) {
        return String.format(Locale.ROOT, "%.2f MiB", bytes / (1024 * 1024));
    }

    private static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
