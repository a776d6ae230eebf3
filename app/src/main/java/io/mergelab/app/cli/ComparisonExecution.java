package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ComparisonRunner;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantFailedException;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.store.RunStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs a comparison for {@code compare} and {@code sweep} on the embedded engine or a server: every variant's settings checked
 * first, every run stored as it is captured, the comparison stored at the end and its id printed to stderr as
 * {@code Comparison: <id>}. A failing variant ends the command with its error.
 */
final class ComparisonExecution {
    private final MergeLabCommand root;
    private final CommandStreams streams;
    private final TargetOptions targetOptions;

    ComparisonExecution(MergeLabCommand root, CommandStreams streams, TargetOptions targetOptions) {
        this.root = root;
        this.streams = streams;
        this.targetOptions = targetOptions;
    }

    /** The request, or BAD_ARGUMENTS saying what does not fit. */
    static ComparisonRequest request(String kind, String sql, List<Variant> variants, Map<String, String> parameters,
                                     List<String> tags, ComparisonOptions options) {
        try {
            return new ComparisonRequest(kind, sql, variants, parameters, tags, options);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }

    /** {@code variant} with the settings given for every variant under its own. */
    static Variant withCommonSettings(Variant variant, Map<String, String> common) {
        Map<String, String> settings = new LinkedHashMap<>(common);
        settings.putAll(variant.settings());
        return variant.withSettings(settings);
    }

    Comparison run(ComparisonRequest request, RunStore store) {
        return run(request, store, run -> { });
    }

    /**
     * Runs and stores the comparison; {@code eachRun} also sees every captured run. Variants naming a target of their
     * own ({@code target=...}) run on it; the command's target is opened for the others (and for {@code embedded}
     * when it is the embedded engine).
     */
    Comparison run(ComparisonRequest request, RunStore store, Consumer<Run> eachRun) {
        Map<String, QueryTarget> variantTargets = new LinkedHashMap<>();
        boolean variantsNameTargets = request.variants().stream().anyMatch(v -> v.target().isPresent());
        try (QueryTarget target = targetOptions.open(root, variantsNameTargets)) {
            for (Variant variant : request.variants()) {
                variant.target().ifPresent(name -> variantTargets.computeIfAbsent(name, n ->
                        n.equals(Variant.EMBEDDED) && !targetOptions.server() ? target
                                : targetOptions.openVariantTarget(root, n)));
            }
            for (Variant variant : request.variants()) {
                checkSettings(variant.target().map(variantTargets::get).orElse(target), variant.settings());
            }
            Comparison comparison = new ComparisonRunner(target, variantTargets).run(request, run -> {
                store.save(run);
                eachRun.accept(run);
            });
            store.saveComparison(comparison);
            streams.err().println("Comparison: " + comparison.id());
            return comparison;
        } catch (VariantFailedException e) {
            RunError error = e.run().outcome().error().orElseThrow();
            throw new TargetException(error.code(), error.name(), "Variant " + e.variant() + ": " + error.message(),
                    null);
        } finally {
            closeVariantTargets(variantTargets);
        }
    }

    /** Closes the targets opened for variants (the command's own is closed by its try). */
    private void closeVariantTargets(Map<String, QueryTarget> variantTargets) {
        variantTargets.entrySet().stream()
                .filter(e -> !(e.getKey().equals(Variant.EMBEDDED) && !targetOptions.server()))
                .forEach(e -> {
                    try {
                        e.getValue().close();
                    } catch (RuntimeException closing) {
                        streams.err().println("Notice: closing the target " + e.getKey() + " failed: "
                                + closing.getMessage());
                    }
                });
    }

    /** A bad setting is the user's mistake, not a run to keep: the target checks each variant's before anything runs. */
    private static void checkSettings(QueryTarget target, Map<String, String> settings) {
        if (!settings.isEmpty()) {
            target.run(QueryRequest.of("SELECT 1").withSettings(settings)).rows();
        }
    }
}
