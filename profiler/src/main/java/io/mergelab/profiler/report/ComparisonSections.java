package io.mergelab.profiler.report;

import io.mergelab.profiler.run.Run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The comparison sections of a report, each with its runs looked up among the report's. */
final class ComparisonSections {
    private ComparisonSections() {
    }

    static List<ComparisonSection> of(Report report) {
        Map<String, Run> byId = new HashMap<>();
        report.runs().forEach(run -> byId.put(run.id(), run));
        return report.comparisons().stream().map(c -> ComparisonSection.of(c, byId, report.tables())).toList();
    }
}
