package io.mergelab.app.cli;

import picocli.CommandLine.Command;

/** {@code mergelab scenario}: the parent of {@code list} and {@code load}; alone it is a usage error. */
@Command(name = "scenario", mixinStandardHelpOptions = true,
        description = "List the built-in scenarios, or load one (its dataset into every table layout it compares).")
final class ScenarioCommand extends CommandGroup {
}
