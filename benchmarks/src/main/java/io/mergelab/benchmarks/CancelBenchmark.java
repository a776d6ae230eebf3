package io.mergelab.benchmarks;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * How quickly a running scan stops: the time from {@code Session.cancel()} or {@code KILL QUERY ... SYNC} to the
 * moment the query's caller gets QUERY_WAS_CANCELLED, for a MergeTree scan with a costly filter and for
 * {@code numbers_mt}, at 2 threads. Each run lets the query work for {@code warmMillis} first.
 *
 * <p>Usage: {@code CancelBenchmark [rows] [runs] [warmMillis]} (defaults 10,000,000, 15 and 300).
 */
public final class CancelBenchmark {
    private static final String TABLE_SCAN = "SELECT count() FROM t WHERE lower(s) LIKE '%xyz%' SETTINGS max_threads = 2";
    private static final String NUMBERS_SCAN = "SELECT count() FROM numbers_mt(100000000000) WHERE number % 7 = 3 SETTINGS max_threads = 2";

    private CancelBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        long warmMillis = args.length > 2 ? Long.parseLong(args[2]) : 300;
        Path dir = Files.createTempDirectory("mergelab-cancel-bench");
        try (Engine engine = Engine.open(dir)) {
            Session setup = engine.newSession();
            setup.execute("CREATE TABLE t (id UInt64, s String) ENGINE = MergeTree ORDER BY id").close();
            setup.execute("INSERT INTO t SELECT number, randomPrintableASCII(64) FROM numbers(" + rows + ")").close();
            System.out.printf(Locale.ROOT, "%,d rows of 64-char strings; cancel after %d ms of work; %d runs each, ms%n%n",
                    rows, warmMillis, runs);
            System.out.println("| query | how | median ms | max ms |");
            System.out.println("|---|---|---:|---:|");
            Session killer = engine.newSession();
            for (String sql : List.of(TABLE_SCAN, NUMBERS_SCAN)) {
                String name = sql.equals(TABLE_SCAN) ? "MergeTree scan, lower(s) LIKE filter" : "numbers_mt(1e11) scan";
                report(name, "Session.cancel()", measure(engine, sql, runs, warmMillis, Session::cancel));
                report(name, "KILL QUERY ... SYNC", measure(engine, sql, runs, warmMillis, s -> killer.execute(
                        "KILL QUERY WHERE query = '" + sql.replace("'", "\\'") + "' SYNC").close()));
            }
        } finally {
            Bench.deleteTree(dir);
        }
    }

    private static void report(String query, String how, List<Double> millis) {
        List<Double> sorted = millis.stream().sorted().toList();
        System.out.printf(Locale.ROOT, "| %s | %s | %.1f | %.1f |%n", query, how, sorted.get(sorted.size() / 2),
                sorted.get(sorted.size() - 1));
    }

    /** Runs {@code sql}, stops it with {@code stop} after {@code warmMillis}, and times until the caller sees the error. */
    private static List<Double> measure(Engine engine, String sql, int runs, long warmMillis, Consumer<Session> stop)
            throws Exception {
        List<Double> out = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            Session s = engine.newSession();
            long[] endedAt = new long[1];
            CompletableFuture<MergeLabException> running = CompletableFuture.supplyAsync(() -> {
                try (QueryResult result = s.execute(sql)) {
                    result.rows();
                    throw new IllegalStateException("the query ended before it was cancelled: " + sql);
                } catch (MergeLabException e) {
                    endedAt[0] = System.nanoTime();
                    return e;
                }
            });
            Thread.sleep(warmMillis);
            long start = System.nanoTime();
            stop.accept(s);
            MergeLabException e = running.get(30, TimeUnit.SECONDS);
            if (e.code() != ErrorCode.QUERY_WAS_CANCELLED) {
                throw e;
            }
            out.add((endedAt[0] - start) / 1e6);
        }
        return out;
    }
}
