package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A report of what a run store holds: experiments, comparisons and runs named by id (or their beginnings). Every
 * query's comparison of a reported experiment joins the report, every run of a reported comparison joins the report (each once, before the runs named on their own), and the tables the runs read get
 * their recipes, with DDL from {@code tables} when a target that still has them is given.
 */
public final class StoredReport {
    private StoredReport() {
    }

    public static Report of(RunStore store, List<String> comparisonIds, List<String> runIds,
                            Optional<QueryTarget> tables, Instant generatedAt) {
        return of(store, List.of(), comparisonIds, runIds, tables, generatedAt);
    }

    /** The same with experiments, each bringing the comparison of every query it measured (before the others). */
    public static Report of(RunStore store, List<String> experimentIds, List<String> comparisonIds, List<String> runIds,
                            Optional<QueryTarget> tables, Instant generatedAt) {
        return of(store, experimentIds, comparisonIds, runIds, tables, generatedAt, true);
    }

    /**
     * The same; without {@code completeRuns} the experiments' runs are loaded without what only a run's own profile
     * shows ({@link RunStore#loadForComparison}): enough for every format but JSON, which carries whole runs. An
     * experiment's runs are rows of its section, never profiles of their own.
     */
    public static Report of(RunStore store, List<String> experimentIds, List<String> comparisonIds, List<String> runIds,
                            Optional<QueryTarget> tables, Instant generatedAt, boolean completeRuns) {
        List<Experiment> experiments = new ArrayList<>();
        List<String> allComparisons = new ArrayList<>();
        for (String given : experimentIds) {
            String id = store.resolveExperiment(given);
            Experiment experiment = store.loadExperiment(id).orElseThrow(() -> new RunStoreException(
                    RunStoreException.Reason.UNKNOWN_RUN, "No experiment " + id + " in run store " + store.file()));
            if (experiments.stream().noneMatch(e -> e.id().equals(id))) {
                experiments.add(experiment);
                experiment.queries().forEach(q -> allComparisons.add(q.comparisonId()));
            }
        }
        Set<String> ofExperiments = new HashSet<>(allComparisons);
        allComparisons.addAll(comparisonIds);
        List<Comparison> comparisons = new ArrayList<>();
        Map<String, Run> runs = new LinkedHashMap<>();
        for (String given : allComparisons) {
            String id = store.resolveComparison(given);
            Comparison comparison = store.loadComparison(id).orElseThrow(() -> new RunStoreException(
                    RunStoreException.Reason.UNKNOWN_RUN, "No comparison " + id + " in run store " + store.file()));
            if (comparisons.stream().noneMatch(c -> c.id().equals(id))) {
                comparisons.add(comparison);
                boolean lean = !completeRuns && ofExperiments.contains(id);
                comparison.runs().forEach(v -> v.runIds().forEach(runId -> runs.computeIfAbsent(runId,
                        key -> lean ? loadForComparison(store, key) : load(store, key))));
            }
        }
        for (String given : runIds) {
            String id = store.resolve(given);
            runs.computeIfAbsent(id, key -> load(store, key));
        }
        List<Run> all = List.copyOf(runs.values());
        return Report.ofExperiments(experiments, new BundleContents(all, comparisons, TableRecipes.of(all, tables)),
                generatedAt);
    }

    private static Run loadForComparison(RunStore store, String id) {
        return store.loadForComparison(id).orElseThrow(() -> new RunStoreException(
                RunStoreException.Reason.UNKNOWN_RUN, "No run " + id + " in run store " + store.file()));
    }

    private static Run load(RunStore store, String id) {
        return store.load(id).orElseThrow(() -> new RunStoreException(RunStoreException.Reason.UNKNOWN_RUN,
                "No run " + id + " in run store " + store.file()));
    }
}
