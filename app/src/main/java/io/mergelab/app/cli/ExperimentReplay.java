package io.mergelab.app.cli;

import io.mergelab.app.data.ScenarioData;
import io.mergelab.app.data.ScenarioExperiment;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ThenAndNow;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentData;
import io.mergelab.profiler.experiment.ExperimentException;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.LayoutCopy;
import io.mergelab.profiler.experiment.LayoutLab;
import io.mergelab.profiler.experiment.LayoutResult;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.Scenarios;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * An experiment of a bundle run again as a new experiment, stored as its replay, on the embedded engine or a server:
 * a layout-lab experiment rebuilds its table where a generator made it (same generator, rows, seed, knobs) and copies it into each layout the bundle
 * describes (merged down if it was), a built-in scenario is loaded again with the same rows; the queries then run
 * with the same options and parameters. Each query's comparison is then judged against its own then, variant by
 * variant ({@link ThenAndNow}).
 */
final class ExperimentReplay {
    /** The replay's outcome: the new experiment, its runs and comparisons, and then against now per query variant. */
    record Replayed(Experiment now, List<Run> runs, List<Comparison> comparisons,
                    Map<String, List<Comparison>> thenAndNowByQuery) {
        List<Comparison> thenAndNow() {
            return thenAndNowByQuery.values().stream().flatMap(List::stream).toList();
        }
    }

    private final MergeLabCommand root;
    private final CommandStreams streams;
    private final List<Dataset> datasets;

    ExperimentReplay(MergeLabCommand root, CommandStreams streams, List<Dataset> datasets) {
        this.root = root;
        this.streams = streams;
        this.datasets = List.copyOf(datasets);
    }

    /** Whether {@code experiment} can be replayed as an experiment (else only its comparisons can, on tables kept). */
    static boolean replayable(Experiment experiment) {
        return switch (experiment.kind()) {
            case "layouts" -> experiment.layouts().stream().skip(1).allMatch(l -> l.copy().isPresent());
            case ScenarioExperiment.KIND -> Scenarios.builtIn().stream()
                    .anyMatch(s -> s.name().equals(experiment.name()));
            default -> false;
        };
    }

    /**
     * Runs {@code then} again on {@code target}, the embedded engine or a server, its tables and layouts made there;
     * empty when cancelled.
     */
    Optional<Replayed> replay(Experiment then, BundleContents bundle, QueryTarget target, RunStore store,
                              CancelOnShutdown shutdown) {
        ExperimentPlan plan;
        ExperimentData data;
        if (then.kind().equals("layouts")) {
            new TableRebuild(target, datasets, root, streams.err()).rebuild(bundle.tables().stream()
                    .filter(t -> t.table().equals(then.name())).toList());
            List<LayoutResult> copies = then.layouts().stream().skip(1).toList();
            LayoutLab lab;
            try {
                lab = LayoutLab.forReplay(target, then.name(), copies.stream().map(l -> l.copy().orElseThrow()
                        .spec()).toList(), copies.stream().anyMatch(l -> l.copy().map(LayoutCopy::mergedDown)
                        .orElse(false)));
            } catch (ExperimentException e) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
            }
            plan = new ExperimentPlan(then.kind(), then.name(), then.description(), lab.layoutNames(),
                    then.queries().stream().map(q -> new ExperimentQuery(q.query(), q.sql(),
                            parameters(q, bundle), List.of())).toList(), List.of(), then.options());
            data = lab;
        } else {
            Scenario scenario = Scenarios.named(then.name());
            ScenarioLoadOptions load = new ScenarioLoadOptions(rows(then, bundle.tables()), database(then),
                    ScenarioLoadOptions.defaults().threads());
            plan = ScenarioExperiment.plan(scenario, then.options(), load.rows());
            if (target instanceof EmbeddedTarget embedded) {
                data = new ScenarioData(embedded, scenario, load,
                        new ScenarioProgressPrinter(streams.err(), root.environment()), streams.err()::println);
            } else {
                Optional<ServerScenarioData> loaded = ServerScenarioLoad.load(target, scenario, load, shutdown, root,
                        streams);
                if (loaded.isEmpty()) {
                    return Optional.empty();
                }
                data = loaded.get();
                plan = loaded.get().restrict(plan);
            }
        }
        streams.err().println("Replaying experiment " + then.id() + " (" + then.kind() + " " + then.name() + ", "
                + then.queries().size() + " queries, " + then.layouts().size() + " layouts)");
        Optional<Experiment> now = new ExperimentExecution(streams).run(target, plan, data, store,
                new ExperimentProgressPrinter(streams.err()), shutdown, Optional.of(then.id()));
        return now.map(experiment -> judge(then, experiment, bundle, store));
    }

    /** Each query's comparison now against then, variant by variant; a query whose variants differ is told, not judged. */
    private Replayed judge(Experiment then, Experiment now, BundleContents bundle, RunStore store) {
        List<Run> runs = new ArrayList<>();
        List<Comparison> comparisons = new ArrayList<>();
        Map<String, List<Comparison>> pairs = new LinkedHashMap<>();
        for (QueryComparison query : now.queries()) {
            Comparison after = store.loadComparison(query.comparisonId()).orElseThrow();
            List<List<Run>> afterRuns = after.runs().stream().map(v -> v.runIds().stream()
                    .map(id -> store.load(id).orElseThrow()).toList()).toList();
            comparisons.add(after);
            afterRuns.forEach(runs::addAll);
            Optional<Comparison> before = then.queries().stream().filter(q -> q.query().equals(query.query()))
                    .findFirst().flatMap(q -> bundle.comparisons().stream()
                            .filter(c -> c.id().equals(q.comparisonId())).findFirst());
            if (before.isEmpty() || !names(before.get()).equals(names(after))) {
                streams.err().println("Query " + query.query() + ": not judged against then, its variants differ ("
                        + before.map(ExperimentReplay::names).orElse(List.of()) + " then, " + names(after) + " now)");
                continue;
            }
            pairs.put(query.query(), ThenAndNow.of(before.get(), runsOf(before.get(), bundle), after, afterRuns));
        }
        return new Replayed(now, runs, comparisons, pairs);
    }

    private static List<String> names(Comparison comparison) {
        return comparison.variants().stream().map(v -> v.name()).toList();
    }

    private static List<List<Run>> runsOf(Comparison comparison, BundleContents bundle) {
        return comparison.runs().stream().map(v -> v.runIds().stream().map(id -> bundle.runs().stream()
                .filter(r -> r.id().equals(id)).findFirst().orElseThrow()).toList()).toList();
    }

    /** The query's parameters as its first run then had them. */
    private static Map<String, String> parameters(QueryComparison query, BundleContents bundle) {
        return bundle.comparisons().stream().filter(c -> c.id().equals(query.comparisonId())).findFirst()
                .flatMap(c -> bundle.runs().stream().filter(r -> r.id().equals(c.runs().get(0).runIds().get(0)))
                        .findFirst()).map(Run::parameters).orElse(Map.of());
    }

    /** The rows the scenario was generated with, from its tables' recipes; the scenario's own when none says. */
    private static OptionalLong rows(Experiment then, List<TableRecipe> tables) {
        return tables.stream().filter(t -> then.name().equals(t.parameters().get("scenario")))
                .map(t -> t.parameters().get("rows")).filter(r -> r != null && r.matches("\\d+"))
                .mapToLong(Long::parseLong).findFirst();
    }

    /** The database the scenario's layouts were loaded into. */
    private static String database(Experiment then) {
        String source = then.layouts().get(0).source();
        int dot = source.indexOf('.');
        return dot > 0 && !source.contains("(") ? source.substring(0, dot) : null;
    }
}
