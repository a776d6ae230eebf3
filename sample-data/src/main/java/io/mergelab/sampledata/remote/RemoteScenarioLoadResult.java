package io.mergelab.sampledata.remote;

import io.mergelab.sampledata.scenario.ScenarioLoadResult;
import java.util.List;

/** A scenario loaded into a server: the variants loaded, as on the embedded engine, and those the server could not hold. */
public record RemoteScenarioLoadResult(ScenarioLoadResult loaded, List<SkippedVariant> skipped) {

    public RemoteScenarioLoadResult {
        skipped = List.copyOf(skipped);
    }
}
