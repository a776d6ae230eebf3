package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.analysis.StageLabel;
import io.mergelab.profiler.run.FunnelStage;
import java.util.Optional;
import java.util.OptionalLong;

/** One index funnel stage in both sides (empty on a side whose funnel lacks it), with the granules each dropped. */
public record StageDiff(Optional<FunnelStage> a, Optional<FunnelStage> b) {
    public StageDiff {
        if (a.isEmpty() && b.isEmpty()) {
            throw new IllegalArgumentException("a funnel stage row needs a stage on at least one side");
        }
    }

    /** As {@link StageLabel} prints it, from A's stage when A has it. */
    public String label() {
        return StageLabel.of(a.or(() -> b).orElseThrow());
    }

    public OptionalLong granulesDroppedA() {
        return dropped(a);
    }

    public OptionalLong granulesDroppedB() {
        return dropped(b);
    }

    private static OptionalLong dropped(Optional<FunnelStage> stage) {
        return stage.map(s -> OptionalLong.of(s.granulesBefore() - s.granulesAfter())).orElse(OptionalLong.empty());
    }
}
