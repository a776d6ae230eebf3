package io.mergelab.engine.explain;

import io.mergelab.engine.index.Selection;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.ReadTotalsFromMergeTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code EXPLAIN ESTIMATE}: per MergeTree table the plan reads, the parts, rows and marks (granules) its reads
 * select, summed over every read of that table. The numbers come from {@link ReadFromMergeTree#explainRanges()},
 * the selection with every index applied upfront.
 */
public final class EstimateExplainer {
    /** One row of the result. */
    public record Estimate(String database, String table, long parts, long rows, long marks) {
    }

    private EstimateExplainer() {
    }

    /** The estimates in the order the tables are first met walking the plan from its root. */
    public static List<Estimate> estimate(QueryPlan plan) {
        Map<String, Estimate> byTable = new LinkedHashMap<>();
        collect(plan.root(), byTable);
        return new ArrayList<>(byTable.values());
    }

    private static void collect(PlanStep step, Map<String, Estimate> byTable) {
        // a read of block totals selects what its read does
        PlanStep reading = step instanceof ReadTotalsFromMergeTree totals ? totals.read() : step;
        if (reading instanceof ReadFromMergeTree read) {
            Selection s = read.explainRanges();
            byTable.merge(read.database() + "." + read.table(),
                    new Estimate(read.database(), read.table(), s.parts().size(), s.rows(), s.marks()),
                    (a, b) -> new Estimate(a.database(), a.table(), a.parts() + b.parts(), a.rows() + b.rows(),
                            a.marks() + b.marks()));
        }
        step.children().forEach(c -> collect(c, byTable));
    }
}
