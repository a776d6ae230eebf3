package io.mergelab.profiler.compare;

import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.Run;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.stream.IntStream;

/**
 * Runs a comparison on a target: the warm-ups, then interleaved rounds (every variant once per round, in an order
 * shuffled by the seeded RNG so that no variant always runs first, after the same neighbour, or on a warmer machine),
 * each measured run captured by a {@link RunRecorder} and handed to the sink as soon as it is complete. Each variant's
 * runs form one series. Not thread-safe: one comparison at a time.
 */
public final class ComparisonRunner {
    private final QueryTarget target;
    private volatile boolean cancelled;

    public ComparisonRunner(QueryTarget target) {
        this.target = target;
    }

    /**
     * Stops the comparison from another thread before its next run (the run under way finishes and is kept): the
     * running {@link #run} ends with a {@link ComparisonCancelledException}.
     */
    public void cancel() {
        cancelled = true;
    }

    /**
     * Runs {@code request} and judges it. A variant's failed run ends the comparison with a
     * {@link VariantFailedException} (the run has gone to the sink).
     */
    public Comparison run(ComparisonRequest request, RunSink sink) {
        return run(request, sink, ComparisonProgress.NONE);
    }

    /** As {@link #run(ComparisonRequest, RunSink)}, telling {@code progress} of every run as it is done. */
    public Comparison run(ComparisonRequest request, RunSink sink, ComparisonProgress progress) {
        ComparisonOptions options = request.options();
        List<Variant> variants = request.variants();
        List<RunRequest> statements = variants.stream().map(v -> new RunRequest(v.statement(request.sql()),
                v.settings(), request.parameters(), request.tags(), 0, 1, options.cold())).toList();
        RunRecorder recorder = new RunRecorder(target);
        Random order = new Random(options.seed());
        for (int w = 0; w < options.warmups(); w++) {
            for (int v : shuffled(variants.size(), order)) {
                stopIfCancelled(0);
                recorder.warmUp(statements.get(v));
                progress.warmedUp(variants.get(v).name());
            }
        }
        List<String> seriesIds = variants.stream().map(v -> UUID.randomUUID().toString()).toList();
        List<List<Run>> runs = variants.stream().map(v -> (List<Run>) new ArrayList<Run>()).toList();
        long[] measuredMicros = new long[variants.size()];
        List<String> notices = new ArrayList<>();
        long startNanos = System.nanoTime();
        int rounds = 0;
        String stop;
        while (true) {
            for (int v : shuffled(variants.size(), order)) {
                stopIfCancelled(rounds);
                Run run = recorder.recordOne(statements.get(v), seriesIds.get(v), rounds, notices);
                sink.accept(run);
                progress.measured(variants.get(v).name(), rounds, run);
                if (run.failed()) {
                    throw new VariantFailedException(variants.get(v).name(), run);
                }
                runs.get(v).add(run);
                measuredMicros[v] += run.outcome().clientElapsedMicros();
            }
            rounds++;
            stop = stopReason(options, rounds, measuredMicros, (System.nanoTime() - startNanos) / 1_000_000_000L);
            if (stop != null) {
                break;
            }
        }
        if (!stop.isEmpty()) {
            notices.add(shortOfTime(stop, rounds, variants, measuredMicros, options));
        }
        List<Optional<String>> planHashes = planHashes(variants, runs);
        return new Comparison(UUID.randomUUID().toString(), Instant.now(), request.kind(), request.sql(), variants,
                rounds, options, variantRuns(variants, seriesIds, runs, planHashes),
                ComparisonAnalysis.verdicts(variants, runs, options.minEffect(), options.seed()),
                SettingsDiff.of(runs), PlanHash.shape(planHashes), DataCheck.of(variants, runs), notices);
    }

    private void stopIfCancelled(int rounds) {
        if (cancelled) {
            throw new ComparisonCancelledException(rounds);
        }
    }

    /** Null to go on; "" when every variant has its measured time; else the cap that stopped the rounds. */
    private static String stopReason(ComparisonOptions options, int rounds, long[] measuredMicros, long elapsedSeconds) {
        if (rounds < options.minRounds()) {
            return null;
        }
        if (IntStream.range(0, measuredMicros.length)
                .allMatch(v -> measuredMicros[v] >= options.targetMicrosPerVariant())) {
            return "";
        }
        if (rounds >= options.maxRounds()) {
            return "the most rounds (" + options.maxRounds() + ")";
        }
        if (elapsedSeconds >= options.maxSeconds()) {
            return "the time cap (" + options.maxSeconds() + " s)";
        }
        return null;
    }

    private static String shortOfTime(String cap, int rounds, List<Variant> variants, long[] measuredMicros,
                                      ComparisonOptions options) {
        List<String> behind = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            if (measuredMicros[v] < options.targetMicrosPerVariant()) {
                behind.add(String.format(Locale.ROOT, "%s %.3f s", variants.get(v).name(), measuredMicros[v] / 1e6));
            }
        }
        return String.format(Locale.ROOT, "Stopped at %s after %d rounds, before every variant had %.3f s measured: %s",
                cap, rounds, options.targetMicrosPerVariant() / 1e6, String.join(", ", behind));
    }

    private static List<Integer> shuffled(int count, Random order) {
        List<Integer> indexes = new ArrayList<>(IntStream.range(0, count).boxed().toList());
        Collections.shuffle(indexes, order);
        return indexes;
    }

    private static List<Optional<String>> planHashes(List<Variant> variants, List<List<Run>> runs) {
        List<Optional<String>> hashes = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            hashes.add(PlanHash.of(runs.get(v).get(0).explains().planJson(), variants.get(v).table()));
        }
        return hashes;
    }

    private static List<VariantRuns> variantRuns(List<Variant> variants, List<String> seriesIds, List<List<Run>> runs,
                                                 List<Optional<String>> hashes) {
        List<VariantRuns> result = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            result.add(new VariantRuns(variants.get(v).name(), seriesIds.get(v),
                    runs.get(v).stream().map(Run::id).toList(), hashes.get(v).orElse("")));
        }
        return result;
    }
}
