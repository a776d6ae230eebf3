package io.mergelab.app.cli;

import picocli.CommandLine.Command;

/** {@code mergelab store}: the parent of the run store's upkeep commands ({@code compact}); alone a usage error. */
@Command(name = "store", mixinStandardHelpOptions = true, description = "Look after the run store file.")
final class StoreMaintenanceCommand extends CommandGroup {
}
