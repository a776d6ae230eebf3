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
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.stream.IntStream;

/**
 * Runs a comparison on a target (or, for variants that name one, on theirs): the warm-ups, then interleaved rounds (every variant once per round, in an order
 * shuffled by the seeded RNG so that no variant always runs first, after the same neighbour, or on a warmer machine),
 * each measured run captured by a {@link RunRecorder} and handed to the sink as soon as it is complete. Each variant's
 * runs form one series. Not thread-safe: one comparison at a time.
 */
public final class ComparisonRunner {
    private final QueryTarget target;
    private final Map<String, QueryTarget> variantTargets;
    private volatile boolean cancelled;

    /** A runner of every variant on {@code target}. */
    public ComparisonRunner(QueryTarget target) {
        this(target, Map.of());
    }

    /**
     * A runner of variants on {@code target}, except those naming a target ({@link Variant#target()}): they run on
     * {@code variantTargets}' target of that name. The caller opens and closes the targets.
     */
    public ComparisonRunner(QueryTarget target, Map<String, QueryTarget> variantTargets) {
        this.target = target;
        this.variantTargets = Map.copyOf(variantTargets);
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
        return run(request, sink, progress, RoundRule.againstBaseline(request.variants().size()));
    }

    /**
     * As {@link #run(ComparisonRequest, RunSink, ComparisonProgress)}; with {@link ComparisonOptions#untilDecided()}
     * the rounds go on until the client time of each of {@code decide} is decided (or a cap).
     */
    public Comparison run(ComparisonRequest request, RunSink sink, ComparisonProgress progress,
                          List<VariantPair> decide) {
        for (VariantPair pair : decide) {
            if (Math.max(pair.baseline(), pair.other()) >= request.variants().size()) {
                throw new IllegalArgumentException("Pair " + pair + " is outside the " + request.variants().size()
                        + " variants");
            }
        }
        ComparisonOptions options = request.options();
        List<Variant> variants = request.variants();
        List<RunRequest> statements = variants.stream().map(v -> new RunRequest(v.statement(request.sql()),
                v.settings(), request.parameters(), request.tags(), 0, 1, options.cold())).toList();
        List<RunRecorder> recorders = variants.stream().map(v -> new RunRecorder(targetOf(v))).toList();
        Random order = new Random(options.seed());
        for (int w = 0; w < options.warmups(); w++) {
            for (int v : shuffled(variants.size(), order)) {
                stopIfCancelled(0);
                recorders.get(v).warmUp(statements.get(v));
                progress.warmedUp(variants.get(v).name());
            }
        }
        List<String> seriesIds = variants.stream().map(v -> UUID.randomUUID().toString()).toList();
        List<List<Run>> runs = variants.stream().map(v -> (List<Run>) new ArrayList<Run>()).toList();
        List<String> notices = new ArrayList<>();
        long startNanos = System.nanoTime();
        List<String> names = variants.stream().map(Variant::name).toList();
        int rounds = 0;
        RoundRule.Decision stop;
        while (true) {
            for (int v : shuffled(variants.size(), order)) {
                stopIfCancelled(rounds);
                Run run = recorders.get(v).recordOne(statements.get(v), seriesIds.get(v), rounds, notices);
                sink.accept(run);
                progress.measured(variants.get(v).name(), rounds, run);
                if (run.failed()) {
                    throw new VariantFailedException(variants.get(v).name(), run);
                }
                // the sink has stored the run; its first is kept whole for the plan hash, the others for their metrics
                runs.get(v).add(rounds == 0 ? run : KeptRuns.metricsOnly(run));
            }
            rounds++;
            stop = RoundRule.after(options, rounds, names,
                    runs.stream().map(r -> RunMetrics.values(r, RunMetrics.CLIENT_ELAPSED)).toList(), decide,
                    (System.nanoTime() - startNanos) / 1_000_000_000L);
            if (stop.stop()) {
                break;
            }
        }
        if (stop.capped()) {
            notices.add(stop.shortOf());
        }
        List<Optional<String>> planHashes = planHashes(variants, runs);
        TargetMetrics.oneSided(runs).ifPresent(notices::add);
        return new Comparison(UUID.randomUUID().toString(), Instant.now(), request.kind(), request.sql(), variants,
                rounds, options, variantRuns(variants, seriesIds, runs, planHashes),
                ComparisonAnalysis.verdicts(variants, runs, options.minEffect(), options.seed()),
                SettingsDiff.of(runs), PlanHash.shape(planHashes), DataCheck.of(variants, runs), notices);
    }

    private QueryTarget targetOf(Variant variant) {
        return variant.target().map(name -> {
            QueryTarget named = variantTargets.get(name);
            if (named == null) {
                throw new IllegalArgumentException("Variant " + variant.name() + " names target " + name
                        + ", which is not open for this comparison");
            }
            return named;
        }).orElse(target);
    }

    private void stopIfCancelled(int rounds) {
        if (cancelled) {
            throw new ComparisonCancelledException(rounds);
        }
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
