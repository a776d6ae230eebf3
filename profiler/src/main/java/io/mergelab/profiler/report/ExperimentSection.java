package io.mergelab.profiler.report;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.ExperimentConclusion;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One experiment as a report draws it, computed once for every format: its conclusion, its variants (the matrix's
 * rows, in the order of the cells) and, per query, the comparison that measured it and every run of it by variant.
 * The runs of an experiment are rows of its section (a report of 3 × 5 cells of 10 runs would not fit in budget as
 * 150 full run sections); each row carries the run's anchor, so the comparisons' run links land on it.
 */
public record ExperimentSection(Experiment experiment, String anchor, ExperimentConclusion conclusion,
                                List<String> variants, List<QueryRuns> queries) {
    public ExperimentSection {
        variants = List.copyOf(variants);
        queries = List.copyOf(queries);
    }

    /** A query of the experiment: its comparison (when the report holds it) and its runs, variant by variant. */
    public record QueryRuns(QueryComparison query, Optional<Comparison> comparison, List<VariantRunList> variants) {
        public QueryRuns {
            variants = List.copyOf(variants);
        }

        /** The anchor of the query's comparison section (its verdicts part). */
        public String comparisonAnchor() {
            return ComparisonSection.anchorOf(query.comparisonId()) + "-verdicts";
        }
    }

    /** A variant's runs of one query, in rounds. */
    public record VariantRunList(String variant, List<Run> runs) {
        public VariantRunList {
            runs = List.copyOf(runs);
        }
    }

    /** The section of {@code experiment}, its comparisons and runs looked up among the report's. */
    public static ExperimentSection of(Experiment experiment, Map<String, Comparison> comparisonsById,
                                       Map<String, Run> runsById) {
        Set<String> variants = new LinkedHashSet<>(variantsInLayoutOrder(experiment));
        List<QueryRuns> queries = new ArrayList<>();
        for (QueryComparison q : experiment.queries()) {
            Optional<Comparison> comparison = Optional.ofNullable(comparisonsById.get(q.comparisonId()));
            List<VariantRunList> runs = new ArrayList<>();
            comparison.ifPresent(c -> {
                for (VariantRuns v : c.runs()) {
                    runs.add(new VariantRunList(v.variant(), v.runIds().stream().map(runsById::get)
                            .filter(r -> r != null).toList()));
                }
            });
            queries.add(new QueryRuns(q, comparison, runs));
        }
        return new ExperimentSection(experiment, anchorOf(experiment.id()), ExperimentConclusion.of(experiment),
                List.copyOf(variants), queries);
    }

    /**
     * The experiment's variants, layout by layout in the experiment's order (the story's steps) and in the order the
     * cells name them within a layout: the cells come query by query, so a layout only a later query reads would
     * otherwise come after layouts that follow it.
     */
    public static List<String> variantsInLayoutOrder(Experiment experiment) {
        List<String> layouts = experiment.layouts().stream().map(l -> l.name()).toList();
        Set<String> variants = new LinkedHashSet<>();
        experiment.cells().stream().sorted(java.util.Comparator.comparingInt(c -> {
            int index = layouts.indexOf(c.layout());
            return index < 0 ? Integer.MAX_VALUE : index;
        })).forEach(c -> variants.add(c.variant()));
        return List.copyOf(variants);
    }

    /**
     * {@code Experiment every-millisecond-counts (scenario)}, or for a replay {@code Experiment ... (scenario, replay of
     * 83b2b1e6)}, so that a then-vs-now report tells its two experiments apart.
     */
    public static String title(Experiment experiment) {
        return "Experiment " + experiment.name() + " (" + experiment.kind()
                + experiment.replayOf().map(id -> ", replay of " + id.substring(0, Math.min(8, id.length()))).orElse("")
                + ")";
    }

    /** The anchor of a part of this experiment's section: {@code exp-<id>-matrix}. */
    public String anchor(String part) {
        return anchor + "-" + part;
    }

    /** The anchor of a query's ranking: {@code exp-<id>-q<n>} (query names are the user's text). */
    public String queryAnchor(int query) {
        return anchor + "-q" + (query + 1);
    }

    /** The cell of {@code variant} on the query, if the experiment measured it. */
    public Optional<ExperimentCell> cell(String query, String variant) {
        return experiment.cellsOf(query).stream().filter(c -> c.variant().equals(variant)).findFirst();
    }

    /** The ids of every run the section shows as a row. */
    public Set<String> runIds() {
        Set<String> ids = new LinkedHashSet<>();
        queries.forEach(q -> q.variants().forEach(v -> v.runs().forEach(r -> ids.add(r.id()))));
        return ids;
    }

    static String anchorOf(String id) {
        return "exp-" + id.replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
