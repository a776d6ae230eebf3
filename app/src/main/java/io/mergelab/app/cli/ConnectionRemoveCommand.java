package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code mergelab connection remove NAME}: forgets a saved connection (and any password it kept). */
@Command(name = "remove", mixinStandardHelpOptions = true, description = "Remove a saved connection.")
final class ConnectionRemoveCommand extends ReportingCommand {

    @Parameters(index = "0", paramLabel = "NAME", description = "The connection to remove.")
    private String name;

    ConnectionRemoveCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        if (!root.connections().remove(name)) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "No saved connection '" + name + "' in "
                    + root.connections().file());
        }
        streams.err().println("Removed connection " + name);
        return ExitCodes.OK;
    }
}
