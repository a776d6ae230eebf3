package io.mergelab.app.cli;

import picocli.CommandLine.Command;

/** {@code mergelab experiment}: the parent of {@code run}, {@code layouts}, {@code show} and {@code list}. */
@Command(name = "experiment", mixinStandardHelpOptions = true,
        description = "Run a scenario as an experiment, compare table layouts of your own table (the layout lab),"
                + " or show stored experiments.")
final class ExperimentCommand extends CommandGroup {
}
