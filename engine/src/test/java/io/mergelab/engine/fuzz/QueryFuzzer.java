package io.mergelab.engine.fuzz;

import io.mergelab.engine.Engine;
import io.mergelab.engine.EngineConfig;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.fuzz.FuzzCorpus.ScriptFile;
import io.mergelab.engine.fuzz.FuzzReport.Finding;
import io.mergelab.engine.sql.SqlFormatter;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Explain;
import io.mergelab.engine.sql.ast.Insert;
import io.mergelab.engine.sql.ast.InsertSource;
import io.mergelab.engine.sql.ast.SelectUnion;
import io.mergelab.engine.sql.ast.SetSettings;
import io.mergelab.engine.sql.ast.Statement;
import io.mergelab.engine.testing.GcPauses;
import io.mergelab.engine.testing.MachineLoad;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * Issue 21's query fuzzer, in the manner of ClickHouse's AST fuzzer: each script of the SQL test corpus runs in a
 * fresh engine, and after each of its statements a few mutations of it ({@link QueryMutator}) run under limits
 * (max_execution_time, max_memory_usage, max_rows_to_read) and random settings. Each outcome is classified
 * ({@link FuzzOutcome}); a statement ending more than a second after max_execution_time is an overrun. Deterministic
 * for a seed, up to timing (which statements hit a time limit).
 */
public final class QueryFuzzer {
    private static final long MAX_MEMORY_BYTES = 200_000_000L;
    private static final long MAX_ROWS_TO_READ = 20_000_000L;
    private static final long MAX_RESULT_ROWS_READ = 100_000;
    /** The bound: one second past max_execution_time, times the load per core above 1 ({@link MachineLoad}). */
    private static final long OVERRUN_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** A statement still running this long after its limit (times the load per core) is given up on, with its engine. */
    private static final long HUNG_SECONDS = 30;
    /** Settings the fuzzer sets at random, with values at their edges (a few invalid, which must fail cleanly). */
    private static final Map<String, List<String>> RANDOM_SETTINGS = Map.ofEntries(
            Map.entry("max_threads", List.of("1", "2", "3", "16")),
            Map.entry("max_block_size", List.of("1", "3", "100", "65409")),
            Map.entry("join_use_nulls", List.of("0", "1")),
            Map.entry("optimize_move_to_prewhere", List.of("0", "1")),
            Map.entry("optimize_read_in_order", List.of("0", "1")),
            Map.entry("use_skip_indexes", List.of("0", "1")),
            Map.entry("use_skip_indexes_on_data_read", List.of("0", "1")),
            Map.entry("use_query_condition_cache", List.of("0", "1")),
            Map.entry("do_not_merge_across_partitions_select_final", List.of("0", "1")),
            Map.entry("max_final_threads", List.of("1", "4")),
            Map.entry("split_parts_ranges_into_intersecting_and_non_intersecting_final", List.of("0", "1")),
            Map.entry("split_intersecting_parts_ranges_into_layers_final", List.of("0", "1")),
            Map.entry("max_insert_block_size", List.of("1", "7", "-1")));

    private final long seed;
    private final double maxExecutionSeconds;
    private final String scripts;

    /** {@code scripts}: only the corpus files whose names start so ("" for all). */
    public QueryFuzzer(long seed, double maxExecutionSeconds, String scripts) {
        this.seed = seed;
        this.maxExecutionSeconds = maxExecutionSeconds;
        this.scripts = scripts;
    }

    /**
     * Runs until {@code statements} mutated statements ran, passing over the corpus as often as needed. The fuzzer's
     * own tree walks recurse, and the corpus holds expressions 1,000 deep, so it runs on a thread with a large stack.
     */
    public FuzzReport run(int statements) throws InterruptedException {
        FuzzReport[] report = new FuzzReport[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                report[0] = runHere(statements);
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "fuzzer", 1L << 30);
        t.start();
        t.join();
        if (failure[0] != null) {
            throw new IllegalStateException("The fuzzer failed", failure[0]);
        }
        return report[0];
    }

    private FuzzReport runHere(int statements) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Path userFiles = Files.createTempDirectory("fuzz-user-files");
        Tally tally = new Tally();
        try {
            FuzzCorpus corpus = FuzzCorpus.load(userFiles, scripts);
            ExprPool pool = new ExprPool();
            corpus.files().stream().flatMap(f -> f.statements().stream()).forEach(sql -> parse(sql).ifPresent(pool::addAll));
            QueryMutator mutator = new QueryMutator(pool);
            SplittableRandom random = new SplittableRandom(seed);
            EngineConfig config = EngineConfig.defaults().withUserFilesPath(userFiles).withRemoteUrlAllowHosts(List.of());
            while (tally.mutated < statements) {
                for (ScriptFile file : corpus.files()) {
                    if (tally.mutated >= statements) {
                        break;
                    }
                    runFile(file, config, mutator, random, tally, statements);
                }
            }
        } finally {
            deleteTree(userFiles);
        }
        return new FuzzReport(seed, tally.originals, tally.mutated, Duration.ofNanos(System.nanoTime() - start),
                tally.outcomes, new TreeMap<>(tally.codes), tally.findings());
    }

    private void runFile(ScriptFile file, EngineConfig config, QueryMutator mutator, SplittableRandom random, Tally tally,
                         int statements) throws IOException, InterruptedException {
        Path dataDir = Files.createTempDirectory("fuzz-data");
        ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-" + file.name());
            t.setDaemon(true);
            return t;
        });
        Engine engine = Engine.open(dataDir, config);
        boolean abandoned = false;
        try {
            Session session = engine.newSession();
            for (String original : file.statements()) {
                if (tally.mutated >= statements) {
                    break;
                }
                Statement parsed = parse(original).map(QueryMutator::withoutLimitSettings).orElse(null);
                String originalSql = parsed == null ? original : SqlFormatter.format(parsed);
                if (!isRunnable(parsed)) {
                    continue;
                }
                tally.originals++;
                if (!execute(runner, session, originalSql, original, Map.of(), tally, false)) {
                    abandoned = true;
                    break;
                }
                if (parsed == null) {
                    continue;
                }
                for (int i = 0, n = 1 + random.nextInt(3); i < n && tally.mutated < statements; i++) {
                    Statement mutated = mutate(mutator, parsed, random);
                    if (!isRunnable(mutated)) {
                        continue;
                    }
                    tally.mutated++;
                    if (!execute(runner, session, SqlFormatter.format(mutated), original, randomSettings(random), tally, true)) {
                        abandoned = true;
                        break;
                    }
                }
                if (abandoned) {
                    break;
                }
            }
        } finally {
            runner.shutdownNow();
            if (!abandoned) {
                engine.close();
                deleteTree(dataDir);
            }
        }
    }

    /** Runs one statement on the runner thread; false when it hung and the file's engine was given up. */
    private boolean execute(ExecutorService runner, Session session, String sql, String original, Map<String, String> extra,
                            Tally tally, boolean mutated) throws InterruptedException {
        Map<String, String> settings = new LinkedHashMap<>(extra);
        settings.put("max_execution_time", String.valueOf(maxExecutionSeconds));
        settings.put("max_memory_usage", String.valueOf(MAX_MEMORY_BYTES));
        settings.put("max_rows_to_read", String.valueOf(MAX_ROWS_TO_READ));
        QueryOptions options = new QueryOptions("fuzz-" + tally.originals + "-" + tally.mutated, settings, Map.of());
        // the load is read before and after: its one-minute average lags a burst that starts during the statement
        double loadBefore = MachineLoad.slowdown();
        long gcBefore = GcPauses.totalMillis();
        long start = System.nanoTime();
        Future<Throwable> run = runner.submit(() -> {
            try (QueryResult result = session.execute(sql, null, options)) {
                drain(result);
                return null;
            } catch (Throwable t) {
                return t;
            }
        });
        Throwable failure;
        long hungMillis = (long) (maxExecutionSeconds * 1000 + TimeUnit.SECONDS.toMillis(HUNG_SECONDS) * loadBefore);
        try {
            failure = run.get(hungMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            session.cancel();
            tally.record(mutated, FuzzOutcome.OVERRUN, "hung", "still running " + hungMillis / 1000 + " s after it started", sql, original);
            return false;
        } catch (ExecutionException e) {
            failure = e.getCause();
        }
        long elapsedNanos = System.nanoTime() - start;
        double slowdown = Math.max(loadBefore, MachineLoad.slowdown());
        if (isTimeLimited(sql) && elapsedNanos > (long) (maxExecutionSeconds * 1e9) + OVERRUN_NANOS * slowdown) {
            // the pauses are told, not subtracted: the engine's own garbage causes most of them
            tally.record(mutated, FuzzOutcome.OVERRUN, "overrun " + firstWord(sql) + (failure instanceof MergeLabException e
                            ? " " + e.code().name() : ""),
                    String.format(Locale.ROOT, "ran %.1f s under max_execution_time = %s (load per core %.1f, GC pauses %d ms)",
                            elapsedNanos / 1e9, maxExecutionSeconds, slowdown, GcPauses.totalMillis() - gcBefore),
                    extra.isEmpty() ? sql : sql + " -- with " + extra, original);
        }
        String shown = extra.isEmpty() ? sql : sql + " -- with " + extra;
        classify(failure, shown, original, mutated, tally);
        return true;
    }

    private static void classify(Throwable failure, String sql, String original, boolean mutated, Tally tally) {
        if (failure == null) {
            tally.record(mutated, FuzzOutcome.OK, null, null, sql, original);
        } else if (failure instanceof MergeLabException e) {
            boolean logical = e.code() == ErrorCode.LOGICAL_ERROR || e.code() == ErrorCode.UNKNOWN_EXCEPTION;
            if (mutated) {
                tally.codes.merge(e.code().name(), 1L, Long::sum);
            }
            tally.record(mutated, logical ? FuzzOutcome.LOGICAL_ERROR : FuzzOutcome.ERROR,
                    logical ? e.code().name() + " " + where(e) : null, e.toClientLine(), sql, original);
        } else if (failure instanceof Error) {
            tally.record(mutated, FuzzOutcome.CRASH, failure.getClass().getSimpleName() + " " + where(failure),
                    failure.toString(), sql, original);
        } else {
            tally.record(mutated, FuzzOutcome.JAVA_EXCEPTION, failure.getClass().getSimpleName() + " " + where(failure),
                    failure.toString(), sql, original);
        }
    }

    /** The first frame of the root cause inside the engine: findings with the same one are one bug. */
    private static String where(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return Arrays.stream(root.getStackTrace()).filter(f -> f.getClassName().startsWith("io.mergelab.engine"))
                .findFirst().map(f -> f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1) + "." + f.getMethodName()
                        + ":" + f.getLineNumber()).orElse(root.getClass().getSimpleName());
    }

    private static void drain(QueryResult result) {
        long rows = 0;
        Iterator<Chunk> chunks = result.chunks();
        while (chunks.hasNext() && rows < MAX_RESULT_ROWS_READ) {
            rows += chunks.next().rows();
        }
        result.totals();
    }

    private static Statement mutate(QueryMutator mutator, Statement parsed, SplittableRandom random) {
        try {
            return mutator.mutate(parsed, random);
        } catch (IllegalStateException e) {
            // a record refused the mutated components (its constructor checks them): no statement this time
            return null;
        }
    }

    private static boolean isRunnable(Statement statement) {
        return !(statement instanceof SetSettings s && s.settings().isEmpty());
    }

    private static Map<String, String> randomSettings(SplittableRandom random) {
        Map<String, String> out = new HashMap<>();
        List<String> names = RANDOM_SETTINGS.keySet().stream().sorted().toList();
        for (int i = 0, n = random.nextInt(3); i < n; i++) {
            String name = names.get(random.nextInt(names.size()));
            List<String> values = RANDOM_SETTINGS.get(name);
            out.put(name, values.get(random.nextInt(values.size())));
        }
        return out;
    }

    private static Optional<Statement> parse(String sql) {
        try {
            return Optional.of(SqlParser.parse(sql));
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /**
     * Whether max_execution_time governs the statement: a SELECT, EXPLAIN or INSERT ... SELECT. DDL, mutations and
     * OPTIMIZE are not bounded by it, in ClickHouse neither.
     */
    private static boolean isTimeLimited(String sql) {
        Optional<Statement> parsed = parse(sql);
        return parsed.isPresent() && (parsed.get() instanceof SelectUnion || parsed.get() instanceof Explain
                || parsed.get() instanceof Insert i && i.source() instanceof InsertSource.Select);
    }

    private static String firstWord(String sql) {
        int space = sql.indexOf(' ');
        return (space < 0 ? sql : sql.substring(0, space)).toUpperCase(Locale.ROOT);
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Counts of one run; the runner thread and the caller meet only through Future, so no locking is needed. */
    private static final class Tally {
        int originals;
        int mutated;
        final Map<FuzzOutcome, Long> outcomes = new EnumMap<>(FuzzOutcome.class);
        final Map<String, Long> codes = new HashMap<>();
        final Map<String, Finding> bySignature = new LinkedHashMap<>();

        void record(boolean mutated, FuzzOutcome outcome, String signature, String message, String sql, String original) {
            if (mutated) {
                outcomes.merge(outcome, 1L, Long::sum);
            }
            if (outcome.isBad()) {
                // the first statement of each signature is kept as the example, with how often the signature came up
                String key = outcome + " " + signature + (mutated ? "" : " (corpus statement)");
                bySignature.merge(key, new Finding(outcome, key, message, sql, original, 1),
                        (first, again) -> new Finding(first.outcome(), key, first.message(), first.sql(), first.original(),
                                first.times() + 1));
            }
        }

        List<Finding> findings() {
            return List.copyOf(bySignature.values());
        }
    }
}
