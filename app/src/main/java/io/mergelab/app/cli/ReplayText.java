package io.mergelab.app.cli;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.ThenAndNow;
import io.mergelab.profiler.experiment.Experiment;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What changed between an experiment and its replay, as text: per query and variant the median client time then and
 * now, their ratio with its interval and the verdict, the same for rows read, and the plan shape; then the lines of
 * the variants whose verdict is {@code changed}.
 */
final class ReplayText {
    private static final String READ_ROWS = "read_rows";

    private ReplayText() {
    }

    static String render(Experiment then, Experiment now, Map<String, List<Comparison>> pairsByQuery) {
        StringBuilder out = new StringBuilder("Experiment ").append(now.id()).append(" replays experiment ")
                .append(then.id()).append(" (").append(then.createdAt()).append("); then against now:\n");
        TextTable table = new TextTable("query", "variant", "then>", "now>", "ratio [95% interval]", "verdict",
                "rows then>", "rows now>", "rows verdict", "plan");
        int changed = 0;
        for (Map.Entry<String, List<Comparison>> query : pairsByQuery.entrySet()) {
            for (Comparison pair : query.getValue()) {
                Optional<MetricVerdict> time = verdict(pair, RunMetrics.CLIENT_ELAPSED);
                Optional<MetricVerdict> rows = verdict(pair, READ_ROWS);
                changed += time.filter(v -> v.verdict().words().equals("changed")).isPresent() ? 1 : 0;
                table.row(query.getKey(), ThenAndNow.variantOf(pair),
                        time.map(v -> MetricText.value(v.metric(), v.baselineMedian())).orElse("-"),
                        time.map(v -> MetricText.value(v.metric(), v.median())).orElse("-"),
                        time.map(MetricText::ratioWithInterval).orElse("-"),
                        time.map(v -> v.verdict().words()).orElse("-"),
                        rows.map(v -> MetricText.value(v.metric(), v.baselineMedian())).orElse("-"),
                        rows.map(v -> MetricText.value(v.metric(), v.median())).orElse("-"),
                        rows.map(v -> v.verdict().words()).orElse("-"),
                        pair.planShape().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
            }
        }
        out.append(table.render());
        out.append(changed == 0 ? "No variant's client time changed beyond the noise.\n"
                : changed + " variant(s) changed client time beyond the noise (see the rows marked changed).\n");
        return out.toString();
    }

    private static Optional<MetricVerdict> verdict(Comparison pair, String metric) {
        return pair.verdicts().stream().filter(v -> v.metric().equals(metric)).findFirst();
    }
}
