package io.mergelab.benchmarks;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.StoreLocation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The run store at scale (issue 13): {@code runs} runs of {@code processors} processors each ({@link StoreRuns}) are
 * saved into a fresh store in transactions of {@code batch} runs, then the history's requests are timed on it —
 * the latest 100, searches, each filter, a day's groups, loading a whole run — each {@code repeats} times with
 * other values of the same kind (another table, tag, day, ...). Before each round one more run is saved (not timed),
 * as new runs arrive while people look, which also keeps H2 from answering a repeated query from its result cache.
 * Reports the median and the slowest of each request, the load rate, the time of single-run saves (one transaction
 * each, as capture saves), the time each close takes (after the load and after the requests: the last user of a
 * store mostly dead space rewrites it to its live data) and the bytes per run: the file's size over the runs, as the store leaves it, and after
 * {@link RunStore#compact} ({@code mergelab store compact}), timed too.
 *
 * <p>Usage: {@code StoreBenchmark [runs] [processors] [repeats] [batch]} (defaults 100,000, 30, 7 and 500).
 */
public final class StoreBenchmark {
    private static final long SEED = 20_261_301L;
    private static final int DEFAULT_BATCH = 500;
    private static final int SINGLE_SAVES = 200;
    private static final double GOAL_MILLIS = 100;
    private static final long IDLE_MILLIS = 60_000;

    private StoreBenchmark() {
    }

    /** One timed request: its name and what it does in round {@code r}, returning how many rows it gave. */
    private record Request(String name, IntFunction<Integer> run) {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int processors = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int repeats = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        int batchSize = args.length > 3 ? Integer.parseInt(args[3]) : DEFAULT_BATCH;
        Path dir = Files.createTempDirectory("mergelab-store-bench");
        Path file = StoreLocation.databaseFile(dir.resolve("store"));
        StoreRuns generator = new StoreRuns(SEED, processors);
        System.out.printf(Locale.ROOT, "Saving %,d runs of %d processors into %s, %d per transaction%n", runs,
                processors, file, batchSize);
        long loadStart = System.nanoTime();
        int next = 0;
        RunStore loading = RunStore.open(dir.resolve("store"));
        while (next < runs) {
            List<Run> batch = new ArrayList<>(batchSize);
            for (int i = 0; i < batchSize && next < runs; i++) {
                batch.add(generator.next(next++));
            }
            loading.saveAll(batch);
            if (next % 10_000 == 0) {
                System.out.printf(Locale.ROOT, "  %,d runs, %.0f s%n", next, seconds(loadStart));
            }
        }
        double loadSeconds = seconds(loadStart);
        Closing afterLoad = close(loading, file);

        List<Double> singleSaves = new ArrayList<>();
        Map<String, List<Double>> millis = new LinkedHashMap<>();
        Map<String, Integer> rows = new LinkedHashMap<>();
        RunStore store = RunStore.open(dir.resolve("store"));
        for (int i = 0; i < SINGLE_SAVES; i++) {
            Run run = generator.next(next++);
            long start = System.nanoTime();
            store.save(run);
            singleSaves.add((System.nanoTime() - start) / 1e6);
        }
        String someId = store.list(RunFilter.latest().withLimit(1)).get(0).id();
        List<Request> requests = requests(store, runs, someId);
        for (int r = 0; r < repeats; r++) {
            store.save(generator.next(next++));
            for (Request request : requests) {
                long start = System.nanoTime();
                int count = request.run().apply(r);
                millis.computeIfAbsent(request.name(), k -> new ArrayList<>()).add((System.nanoTime() - start) / 1e6);
                rows.put(request.name(), count);
            }
        }
        // left open and idle, as between runs, H2's background writer compacts what the load left behind
        Thread.sleep(IDLE_MILLIS);
        Closing afterRequests = close(store, file);
        // what `mergelab store compact` does: SHUTDOWN COMPACT whatever the share of dead space
        long compactStart = System.nanoTime();
        RunStore.compact(dir.resolve("store"));
        double compactSeconds = seconds(compactStart);
        long bytesCompacted = Files.size(file);

        System.out.printf(Locale.ROOT, "%nLoad: %,d runs in %.1f s (%.0f runs/s, %.0f processor rows/s)%n", runs,
                loadSeconds, runs / loadSeconds, (double) runs * processors / loadSeconds);
        System.out.printf(Locale.ROOT, "Closing the store (its last user compacts a file mostly dead space): after the"
                + " load %s; after the requests and %d s idle %s%n", afterLoad, IDLE_MILLIS / 1000, afterRequests);
        System.out.printf(Locale.ROOT, "Single saves (one transaction per run, into the full store): median %.1f ms,"
                + " slowest %.1f ms over %d%n", Bench.median(singleSaves), max(singleSaves), SINGLE_SAVES);
        System.out.printf(Locale.ROOT, "File: %s after the load (%,.0f bytes per run), %s after the requests, %d s idle"
                        + " and the close (%,.0f bytes per run), %s after RunStore.compact (%,.0f bytes per run, %.1f s)%n",
                Bench.readableBytes(afterLoad.bytesBefore()), (double) afterLoad.bytesBefore() / runs,
                Bench.readableBytes(afterRequests.bytesAfter()), IDLE_MILLIS / 1000,
                (double) afterRequests.bytesAfter() / next, Bench.readableBytes(bytesCompacted),
                (double) bytesCompacted / next, compactSeconds);
        System.out.printf(Locale.ROOT, "%n| request | rows | median ms | slowest ms | ≤ %.0f ms |%n|---|---:|---:|---:|---|%n",
                GOAL_MILLIS);
        for (Map.Entry<String, List<Double>> entry : millis.entrySet()) {
            double median = Bench.median(entry.getValue());
            System.out.printf(Locale.ROOT, "| %s | %,d | %.1f | %.1f | %s |%n", entry.getKey(), rows.get(entry.getKey()),
                    median, max(entry.getValue()), median <= GOAL_MILLIS ? "yes" : "**no**");
        }
        Bench.deleteTree(dir);
    }

    /** What closing a store took: the time, and the file's size before and after. */
    private record Closing(double seconds, long bytesBefore, long bytesAfter) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.1f s, %s -> %s", seconds, Bench.readableBytes(bytesBefore),
                    Bench.readableBytes(bytesAfter));
        }
    }

    /** Closes {@code store} as its last user, timed: {@link RunStore#close} compacts the file when mostly dead space. */
    private static Closing close(RunStore store, Path file) throws IOException {
        long before = Files.size(file);
        long start = System.nanoTime();
        store.close();
        return new Closing(seconds(start), before, Files.size(file));
    }

    private static List<Request> requests(RunStore store, int runs, String someId) {
        RunFilter latest = RunFilter.latest();
        int days = (int) (Duration.ofSeconds((long) runs * StoreRuns.SECONDS_APART).toDays());
        return List.of(
                new Request("latest 100", r -> store.list(latest).size()),
                new Request("search: a table name (1 run in 30)",
                        r -> store.list(latest.withSearch(StoreRuns.table(r))).size()),
                new Request("search: a literal (about 2 runs)",
                        r -> store.list(latest.withSearch("term" + (12_345 + r * 1_001))).size()),
                new Request("search: a prefix of 11 words (about 22 runs)",
                        r -> store.list(latest.withSearch("term" + (1_000 + r * 111))).size()),
                new Request("search: two words", r -> store.list(latest.withSearch("count term" + (20_000 + r))).size()),
                new Request("table (1 run in 30)", r -> store.list(latest.withTable(StoreRuns.table(r + 7))).size()),
                new Request("tag: story-a / story-b (1 run in 2)",
                        r -> store.list(latest.withTag(r % 2 == 0 ? "story-a" : "story-b")).size()),
                new Request("tag: a ticket (about 1 run)", r -> store.list(latest.withTag(StoreRuns.ticket(r * 37))).size()),
                new Request("setting max_threads = N (1 run in 8)",
                        r -> store.list(latest.withSetting("max_threads", Integer.toString(1 + r % 8))).size()),
                new Request("setting use_skip_indexes_on_data_read = 0 (1 run in 50)",
                        r -> store.list(latest.withSetting("use_skip_indexes_on_data_read", "0")).size()),
                new Request("time window: one day (960 runs)", r -> store.list(latest.withSince(day(r * days / 8))
                        .withUntil(day(r * days / 8 + 1))).size()),
                new Request("pattern --pattern HASH (1 of 2,000, about 50 runs)",
                        r -> store.list(latest.withPattern(StoreRuns.patternHash(r * 97 % StoreRuns.PATTERNS))).size()),
                new Request("error code (1 run in 200)", r -> store.list(latest.withErrorCode(r % 2 == 0 ? 60 : 241)).size()),
                new Request("tag and time window", r -> store.list(latest.withTag("story-b")
                        .withSince(day(r * days / 8)).withUntil(day(r * days / 8 + 7))).size()),
                new Request("groups of one day", r -> store.groups(latest.withSince(day(r * days / 8 + 1))
                        .withUntil(day(r * days / 8 + 2))).size()),
                new Request("load one whole run", r -> store.load(someId).map(run -> run.processors().size()).orElse(0)));
    }

    private static Instant day(int n) {
        return StoreRuns.FIRST.plus(Duration.ofDays(n));
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
