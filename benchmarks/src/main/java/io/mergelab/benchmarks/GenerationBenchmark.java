package io.mergelab.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.dataset.events.EventsDataset;
import io.mergelab.sampledata.dataset.needle.NeedleDataset;
import io.mergelab.sampledata.export.ExportFormat;
import io.mergelab.sampledata.export.FileExporter;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Sample data generation rates (issue 6): how fast the {@code needle} and {@code events} datasets are generated
 * alone, generated into engine tables through {@link TableLoader} (one INSERT per block, a session per thread), and,
 * for needle, exported to a TSV file through {@link FileExporter}; each at 1 and 2 threads.
 * <ul>
 *   <li><i>generation</i>: the blocks are computed on the threads and dropped.</li>
 *   <li><i>into the engine</i>: a fresh table per run, created by the dataset's own CREATE TABLE (needle: the
 *       {@code bloom_filter(0.0001)} table of story A; events: story B's ReplacingMergeTree partitioned by month, and
 *       the same partitioned by {@code client_customer_id % 36}), with background merges stopped for it (as
 *       FinalBenchmark does) so no merge of one run eats into the next; kept until the end (see {@link #load}), so
 *       the scratch directory needs room for all of them (about 20 GB at the default sizes).</li>
 *   <li><i>TSV export</i>: the file is written in block order and deleted after the run.</li>
 * </ul>
 * One unmeasured warm-up round on a smaller generation first (the JIT), then {@code runs} rounds, the cases
 * interleaved within each round; figures are medians. Per case: rows/s (wall), rows/s per core (rows/s divided by
 * the threads, the measure: the target is 3 M rows/s per core for needle into the engine) and rows per CPU
 * second of the whole process (GC and JIT included), which stays meaningful when other processes share the cores.
 *
 * <p>Usage: {@code GenerationBenchmark [needle-rows] [events-rows] [runs]} (defaults 20,000,000, 10,000,000 and 5).
 */
public final class GenerationBenchmark {
    private static final long SEED = 20_261_130L;
    private static final long NEEDLE_TARGET_PER_CORE = 3_000_000;
    private static final long WARM_UP_ROWS = 2_000_000;
    private static final Dataset NEEDLE = new NeedleDataset();
    private static final Dataset EVENTS = new EventsDataset();
    private static final String MONTHS = "PARTITION BY toYYYYMM(event_created_at)";
    private static final OperatingSystemMXBean OS = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    /** One measured thing: its label in the table, its thread count and how to run it once over a generator. */
    private record Case(String dataset, String what, int threads, Dataset data, Work work) {
    }

    /** Runs a case once over all of {@code generator}'s rows; returns the time of the measured part. */
    @FunctionalInterface
    private interface Work {
        Timing run(BlockGenerator generator) throws Exception;
    }

    @FunctionalInterface
    private interface Step {
        void run() throws Exception;
    }

    /** Wall and process CPU time of one run. */
    private record Timing(long nanos, long cpuNanos) {
        static Timing of(Step step) throws Exception {
            long cpu = OS.getProcessCpuTime();
            long start = System.nanoTime();
            step.run();
            return new Timing(System.nanoTime() - start, OS.getProcessCpuTime() - cpu);
        }
    }

    /** The measurements of one case: rows/s and rows per process CPU second of every run. */
    private record Samples(List<Double> rowsPerSecond, List<Double> rowsPerCpuSecond) {
        Samples() {
            this(new ArrayList<>(), new ArrayList<>());
        }
    }

    private final Engine engine;
    private final Session session;
    private final Path scratch;
    private final AtomicInteger tables = new AtomicInteger();

    private GenerationBenchmark(Engine engine, Path scratch) {
        this.engine = engine;
        this.session = engine.newSession();
        this.scratch = scratch;
    }

    public static void main(String[] args) throws Exception {
        long needleRows = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 20_000_000L;
        long eventsRows = args.length > 1 ? Long.parseLong(args[1].replace("_", "")) : 10_000_000L;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Path work = Files.createTempDirectory("generation-bench-");
        try (Engine engine = Engine.open(work.resolve("mergelab"))) {
            GenerationBenchmark bench = new GenerationBenchmark(engine, work);
            List<Case> cases = bench.cases();
            System.out.printf(Locale.ROOT, "%d processors, load average %.2f; needle %,d rows, events %,d rows, "
                    + "%d runs after a warm-up round of %,d rows%n", Runtime.getRuntime().availableProcessors(),
                    OS.getSystemLoadAverage(), needleRows, eventsRows, runs, WARM_UP_ROWS);
            Map<Dataset, BlockGenerator> warmUp = Map.of(NEEDLE, generator(NEEDLE, Math.min(needleRows, WARM_UP_ROWS)),
                    EVENTS, generator(EVENTS, Math.min(eventsRows, WARM_UP_ROWS)));
            for (Case c : cases) {
                c.work().run(warmUp.get(c.data()));
            }
            Map<Dataset, BlockGenerator> measured = Map.of(NEEDLE, generator(NEEDLE, needleRows),
                    EVENTS, generator(EVENTS, eventsRows));
            List<Samples> samples = new ArrayList<>();
            cases.forEach(c -> samples.add(new Samples()));
            for (int run = 1; run <= runs; run++) {
                for (int i = 0; i < cases.size(); i++) {
                    measure(cases.get(i), measured.get(cases.get(i).data()), samples.get(i));
                }
                System.out.printf(Locale.ROOT, "round %d of %d done%n", run, runs);
            }
            report(cases, samples, runs);
        } finally {
            Bench.deleteTree(work);
        }
    }

    private List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (int threads = 1; threads <= 2; threads++) {
            int t = threads;
            cases.add(new Case("needle", "generation", t, NEEDLE, g -> generate(g, t)));
            cases.add(new Case("needle", "into the engine", t, NEEDLE, g -> load(NEEDLE, NEEDLE::createTable, g, t)));
            cases.add(new Case("needle", "TSV export", t, NEEDLE, g -> export(g, t)));
        }
        if (!EVENTS.createTable("events").contains(MONTHS)) {
            throw new IllegalStateException("the events table is no longer partitioned by month: " + EVENTS.createTable("events"));
        }
        Function<String, String> customers = table -> EVENTS.createTable(table)
                .replace(MONTHS, "PARTITION BY client_customer_id % 36");
        for (int threads = 1; threads <= 2; threads++) {
            int t = threads;
            cases.add(new Case("events", "generation", t, EVENTS, g -> generate(g, t)));
            cases.add(new Case("events", "into toYYYYMM(event_created_at)", t, EVENTS,
                    g -> load(EVENTS, EVENTS::createTable, g, t)));
            cases.add(new Case("events", "into client_customer_id % 36", t, EVENTS, g -> load(EVENTS, customers, g, t)));
        }
        return cases;
    }

    private static BlockGenerator generator(Dataset dataset, long rows) {
        Knobs knobs = dataset.knobs(rows, SEED, Map.of());
        return dataset.generator(knobs);
    }

    private static void measure(Case c, BlockGenerator generator, Samples samples) throws Exception {
        Timing t = c.work().run(generator);
        samples.rowsPerSecond().add(generator.rows() * 1e9 / t.nanos());
        samples.rowsPerCpuSecond().add(generator.rows() * 1e9 / t.cpuNanos());
    }

    private static Timing generate(BlockGenerator generator, int threads) throws Exception {
        return Timing.of(() -> generateBlocks(generator, threads));
    }

    /** Computes every block on {@code threads} threads, which take block numbers in turn. */
    private static void generateBlocks(BlockGenerator generator, int threads) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        AtomicLong rows = new AtomicLong();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                for (int b; (b = next.getAndIncrement()) < generator.blockCount(); ) {
                    rows.addAndGet(generator.block(b).rows());
                }
            }, "generate-" + t);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        if (rows.get() != generator.rows()) {
            throw new IllegalStateException("generated " + rows.get() + " rows of " + generator.rows());
        }
    }

    /**
     * Creates a fresh table ({@code createTable} of its name) and stops its merges, then measures loading the
     * generator's rows into it, and checks that they arrived. The table stays until the end: dropping it would delete
     * thousands of files, and a file system that has just deleted many files creates new ones more slowly (ext4
     * skips recently freed inodes), which would slow down the next runs.
     */
    private Timing load(Dataset dataset, Function<String, String> createTable, BlockGenerator generator, int threads)
            throws Exception {
        String table = "gen_" + tables.incrementAndGet();
        session.execute(createTable.apply(table)).close();
        session.execute("SYSTEM STOP MERGES " + table).close();
        LoadResult[] result = new LoadResult[1];
        Timing timing = Timing.of(() -> result[0] = new TableLoader(engine).load(table, dataset.columnNames(), generator,
                threads, Map.of(), LoadProgress.NONE));
        long rows;
        try (QueryResult count = session.execute("SELECT count() FROM " + table)) {
            rows = ((Number) count.rows().get(0).get(0)).longValue();
        }
        // a ReplacingMergeTree (events) keeps one row per key of each inserted block (optimize_on_insert)
        boolean complete = dataset == NEEDLE ? rows == generator.rows() : rows > 0 && rows <= generator.rows();
        if (result[0].cancelled() || result[0].rows() != generator.rows() || !complete) {
            throw new IllegalStateException(table + " holds " + rows + " rows, " + result[0].rows() + " inserted, "
                    + generator.rows() + " generated");
        }
        return timing;
    }

    private Timing export(BlockGenerator generator, int threads) throws Exception {
        Path file = scratch.resolve("needle.tsv");
        LoadResult[] result = new LoadResult[1];
        Timing timing = Timing.of(() -> result[0] = new FileExporter().export(generator, NEEDLE.columnNames(),
                NEEDLE.columnTypes(), file, ExportFormat.named("TSV"), threads, LoadProgress.NONE));
        if (result[0].rows() != generator.rows()) {
            throw new IllegalStateException("exported " + result[0].rows() + " rows of " + generator.rows());
        }
        Files.delete(file);
        return timing;
    }

    private static void report(List<Case> cases, List<Samples> samples, int runs) {
        System.out.printf(Locale.ROOT, "%nMedians of %d runs (rows/s per core = rows/s / threads; rows per CPU-s = rows "
                + "over the process's CPU time, GC and JIT included):%n%n", runs);
        System.out.println("| dataset | what | threads | rows/s | rows/s per core | rows per CPU-s | rows/s, slowest .. fastest run |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|");
        double needlePerCore = Double.MAX_VALUE;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            List<Double> rate = samples.get(i).rowsPerSecond();
            double median = Bench.median(rate);
            System.out.printf(Locale.ROOT, "| %s | %s | %d | %,.0f | %,.0f | %,.0f | %,.0f .. %,.0f |%n", c.dataset(),
                    c.what(), c.threads(), median, median / c.threads(), Bench.median(samples.get(i).rowsPerCpuSecond()),
                    rate.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                    rate.stream().mapToDouble(Double::doubleValue).max().orElse(0));
            if (c.data() == NEEDLE && c.what().equals("into the engine")) {
                needlePerCore = Math.min(needlePerCore, median / c.threads());
            }
        }
        System.out.printf(Locale.ROOT, "%nneedle into the engine, lowest rows/s per core: %,.0f — target %,d: %s%n",
                needlePerCore, NEEDLE_TARGET_PER_CORE, needlePerCore >= NEEDLE_TARGET_PER_CORE ? "met" : "NOT met");
    }
}
