package io.mergelab.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code mergelab scenario}: the parent of {@code list} and {@code load}; alone it is a usage error. */
@Command(name = "scenario", mixinStandardHelpOptions = true,
        description = "List the built-in scenarios, or load one (its dataset into every table layout it compares).")
final class ScenarioCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: list or load");
    }
}
