package io.mergelab.app.cli;

import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.Scenarios;
import io.mergelab.sampledata.scenario.Variant;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code mergelab scenario list}: each built-in scenario's name and description, its dataset and its variants. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List the built-in scenarios.")
final class ScenarioListCommand implements Callable<Integer> {
    private final CommandStreams streams;

    ScenarioListCommand(CommandStreams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        return CommandErrors.reported(streams, () -> {
            streams.printOut(render(Scenarios.builtIn()));
            return ExitCodes.OK;
        });
    }

    static String render(List<Scenario> scenarios) {
        StringBuilder b = new StringBuilder();
        for (Scenario s : scenarios) {
            b.append(s.name()).append(": ").append(s.description()).append('\n');
            b.append("  dataset ").append(s.dataset().name()).append(", ").append(s.dataset().rows()).append(" rows; variants: ")
                    .append(String.join(", ", s.variants().stream().map(Variant::name).toList())).append('\n');
        }
        b.append(scenarios.isEmpty() ? "No built-in scenarios.\n" : "")
                .append("Load one with: mergelab scenario load <name> [--rows N]\n");
        return b.toString();
    }
}
