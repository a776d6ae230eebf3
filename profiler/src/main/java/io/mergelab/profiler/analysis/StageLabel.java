package io.mergelab.profiler.analysis;

import io.mergelab.profiler.run.FunnelStage;

/** A funnel stage as people read it: {@code PrimaryKey}, {@code Skip s_idx bloom_filter(0.0001) GRANULARITY 1}. */
public final class StageLabel {
    private StageLabel() {
    }

    public static String of(FunnelStage s) {
        StringBuilder label = new StringBuilder(s.type());
        if (!s.name().isEmpty()) {
            label.append(' ').append(s.name());
        }
        if (!s.description().isEmpty()) {
            label.append(' ').append(s.description());
        }
        return label.toString();
    }
}
