package io.mergelab.app.cli;

import io.mergelab.app.data.GeneratedTables;
import io.mergelab.app.data.TargetServer;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.sampledata.remote.RemoteScenarioLoadResult;
import io.mergelab.sampledata.remote.RemoteScenarioLoader;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import java.util.Optional;

/**
 * A scenario's layouts loaded into a server for an experiment ({@code experiment run} and {@code replay} on a
 * server): those the server cannot hold are skipped with the reason, and the experiment then runs over the rest.
 */
final class ServerScenarioLoad {

    private ServerScenarioLoad() {
    }

    /** The scenario's tables on {@code target}, recorded as generated; empty when cancelled. */
    static Optional<ServerScenarioData> load(QueryTarget target, Scenario scenario, ScenarioLoadOptions load,
                                             CancelOnShutdown shutdown, MergeLabCommand root, CommandStreams streams) {
        RemoteScenarioLoader loader = new RemoteScenarioLoader(new TargetServer(target));
        shutdown.onCancel(loader::cancel);
        RemoteScenarioLoadResult loaded = loader.load(scenario, load,
                new ScenarioProgressPrinter(streams.err(), root.environment()));
        if (loaded.loaded().cancelled()) {
            streams.err().println(ScenarioLoadCommand.cancelledLine(loaded.loaded()));
            return Optional.empty();
        }
        GeneratedTables.recordScenario(target, scenario, load, loaded.loaded(), streams.err()::println);
        if (loaded.loaded().variants().isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "The server holds none of scenario "
                    + scenario.name() + "'s layouts: " + String.join("; ", loaded.skipped().stream()
                    .map(s -> s.variant() + ": " + s.reason()).toList()));
        }
        return Optional.of(new ServerScenarioData(target, scenario, loaded));
    }
}
