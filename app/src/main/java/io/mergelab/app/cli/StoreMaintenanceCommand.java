package io.mergelab.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code mergelab store}: the parent of the run store's upkeep commands ({@code compact}); alone a usage error. */
@Command(name = "store", mixinStandardHelpOptions = true, description = "Look after the run store file.")
final class StoreMaintenanceCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: compact");
    }
}
