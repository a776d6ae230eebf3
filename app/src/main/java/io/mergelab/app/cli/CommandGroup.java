package io.mergelab.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** A command that only groups subcommands ({@code scenario}, {@code store}): given alone, a usage error naming them. */
abstract class CommandGroup implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        List<String> names = List.copyOf(spec.subcommands().keySet());
        String choices = names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: " + choices);
    }
}
