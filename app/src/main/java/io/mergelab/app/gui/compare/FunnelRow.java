package io.mergelab.app.gui.compare;

import io.mergelab.profiler.analysis.diff.FunnelDiff;
import io.mergelab.profiler.analysis.diff.StageDiff;
import io.mergelab.profiler.run.FunnelStage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One index funnel stage of both sides, side by side: granules before → after and the granules dropped on each
 * side ({@code —} where a side's funnel lacks the stage), as each side's index analysis gave them.
 */
public record FunnelRow(String table, String stage, String granulesA, String droppedA, String granulesB,
                        String droppedB) {
    static List<FunnelRow> of(List<FunnelDiff> funnels) {
        List<FunnelRow> rows = new ArrayList<>();
        for (FunnelDiff funnel : funnels) {
            for (StageDiff stage : funnel.stages()) {
                rows.add(new FunnelRow(funnel.label(), stage.label(), granules(stage.a()),
                        dropped(stage.granulesDroppedA()), granules(stage.b()), dropped(stage.granulesDroppedB())));
            }
        }
        return rows;
    }

    private static String granules(Optional<FunnelStage> stage) {
        return stage.map(s -> String.format(Locale.ROOT, "%,d → %,d", s.granulesBefore(), s.granulesAfter()))
                .orElse("—");
    }

    private static String dropped(OptionalLong granules) {
        return granules.isPresent() ? String.format(Locale.ROOT, "%,d", granules.getAsLong()) : "—";
    }
}
