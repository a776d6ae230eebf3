package io.mergelab.app.cli;

import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code mergelab connection list}: the saved connections as a table; passwords show as whether one is kept. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List the saved connections.")
final class ConnectionListCommand extends ReportingCommand {

    ConnectionListCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        List<SavedConnection> saved = root.connections().list();
        if (saved.isEmpty()) {
            streams.err().println("No saved connections in " + root.connections().file()
                    + "; add one with 'mergelab connection add NAME --target URL'");
            return ExitCodes.OK;
        }
        TextTable table = new TextTable("NAME", "URL", "USER", "DATABASE", "CLUSTER", "PASSWORD", "CA FILE");
        for (SavedConnection c : saved) {
            table.row(c.name(), c.url(), c.user() == null ? ServerConnection.DEFAULT_USER : c.user(),
                    c.database() == null ? "" : c.database(), c.cluster() == null ? "" : c.cluster(),
                    c.keepsPassword() ? "kept" : "asked",
                    c.caFile() == null ? "" : c.caFile());
        }
        streams.printOut(table.render());
        return ExitCodes.OK;
    }
}
