package io.mergelab.profiler.report;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.run.Run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The experiment sections of a report, each with its comparisons and runs looked up among the report's. */
final class ExperimentSections {
    private ExperimentSections() {
    }

    static List<ExperimentSection> of(Report report) {
        Map<String, Run> runs = new HashMap<>();
        report.runs().forEach(run -> runs.put(run.id(), run));
        Map<String, Comparison> comparisons = new HashMap<>();
        report.comparisons().forEach(c -> comparisons.put(c.id(), c));
        return report.experiments().stream().map(e -> ExperimentSection.of(e, comparisons, runs)).toList();
    }
}
