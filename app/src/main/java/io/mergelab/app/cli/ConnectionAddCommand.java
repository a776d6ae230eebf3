package io.mergelab.app.cli;

import io.mergelab.profiler.connect.server.SavedConnection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code mergelab connection add NAME --target URL ...}: saves (or replaces) a named connection. */
@Command(name = "add", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Save a named connection to a ClickHouse server; use it with --connection NAME.",
        footer = {"",
            "The file is ~/.mergelab/connections (or $MERGELAB_CONNECTIONS), readable by you only (mode 600).",
            "The password is kept only with --save-password (from --password-file, $MERGELAB_PASSWORD or",
            "the prompt); without it, commands using the connection ask as they would with --target."})
final class ConnectionAddCommand extends ReportingCommand {

    @Parameters(index = "0", paramLabel = "NAME", description = "The connection's name (letters, digits, _ . -).")
    private String name;

    @Option(names = "--save-password", description = "Keep the password in the connections file.")
    private boolean savePassword;

    @Mixin
    private TargetOptions targetOptions;

    ConnectionAddCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        SavedConnection connection = targetOptions.toSave(root, name, savePassword);
        root.connections().save(connection);
        streams.err().println("Saved connection " + connection + " in " + root.connections().file());
        return ExitCodes.OK;
    }
}
