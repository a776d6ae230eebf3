package io.mergelab.profiler.connect;

import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.QueryProgress;
import io.mergelab.profiler.run.ProcessorRow;

/** The engine's live figures in the profiler's terms: {@link QueryProgress} to {@link LiveStats}. */
final class EmbeddedLiveStats {
    private EmbeddedLiveStats() {
    }

    static LiveStats of(QueryProgress progress) {
        return new LiveStats(progress.queryId(), progress.elapsedMicros(), progress.readRows(), progress.readBytes(),
                progress.processors().stream().map(EmbeddedLiveStats::row).toList(), progress.finished());
    }

    private static ProcessorRow row(ProcessorStats p) {
        return new ProcessorRow(p.id(), p.parentIds(), p.planStepId(), p.planStepName(), p.planStepDescription(),
                p.planGroup(), p.name(), p.processorUniqId(), p.stepUniqId(), p.elapsedMicros(),
                p.inputWaitElapsedMicros(), p.outputWaitElapsedMicros(), p.inputRows(), p.inputBytes(), p.outputRows(),
                p.outputBytes());
    }
}
