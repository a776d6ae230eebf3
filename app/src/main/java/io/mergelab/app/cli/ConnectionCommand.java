package io.mergelab.app.cli;

import picocli.CommandLine.Command;

/** {@code mergelab connection}: the parent of {@code add}, {@code list}, {@code remove} and {@code test}. */
@Command(name = "connection", mixinStandardHelpOptions = true,
        description = "Save, list, remove and test named ClickHouse server connections (~/.mergelab/connections).")
final class ConnectionCommand extends CommandGroup {
}
