package io.mergelab.profiler.experiment;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The evidence a matrix cell shows from one run: its index funnels and the Resize steps of its pipeline, as text, and
 * the parts it read.
 */
final class RunEvidence {
    private static final Pattern RESIZE = Pattern.compile("Resize\\s+\\d+\\s*(?:→|->)\\s*\\d+");

    private RunEvidence() {
    }

    /**
     * {@code db.t: PrimaryKey 9,766→9,766, Skip s_idx 9,766→9,766} (granules before → after each stage), one table
     * after another separated by {@code ; }.
     */
    static String funnel(Run run) {
        List<String> tables = new ArrayList<>();
        for (IndexFunnel funnel : run.indexFunnels()) {
            List<String> stages = new ArrayList<>();
            for (FunnelStage stage : funnel.stages()) {
                String name = stage.name().isEmpty() ? stage.type() : stage.type() + " " + stage.name();
                stages.add(String.format(Locale.ROOT, "%s %,d→%,d", name, stage.granulesBefore(),
                        stage.granulesAfter()));
            }
            tables.add(funnel.table() + ": " + (stages.isEmpty() ? "no index stages" : String.join(", ", stages)));
        }
        return String.join("; ", tables);
    }

    /** The distinct {@code Resize k → n} steps of the run's pipeline, in order, joined by {@code , }. */
    static String resizes(Run run) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = RESIZE.matcher(run.explains().pipelineText());
        while (m.find()) {
            found.add(m.group().replace("->", "→").replaceAll("\\s+", " "));
        }
        return String.join(", ", found);
    }

    /**
     * Parts the run read ({@code SelectedParts}). On a cluster every server's query_log rows of the run are summed:
     * ClickHouse does not add the other servers' ProfileEvents to the entry's row (its read_rows, though, counts every
     * shard), so the entry's row alone counts only what the entry read itself.
     */
    static long selectedParts(Run run) {
        if (run.nodes().isEmpty()) {
            return run.queryLog().map(q -> q.profileEvent("SelectedParts")).orElse(0L);
        }
        return run.nodes().stream().flatMap(n -> n.queries().stream()).mapToLong(q -> q.profileEvent("SelectedParts"))
                .sum();
    }
}
