package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.TargetInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code mergelab connection test [NAME]}: connects (a saved connection, or {@code --target URL ...}) and prints the
 * server's version, or its error as any command would.
 */
@Command(name = "test", mixinStandardHelpOptions = true,
        description = "Connect to a saved connection (or --target URL) and print the server's version.")
final class ConnectionTestCommand extends ReportingCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", description = "A saved connection.")
    private String name;

    @Mixin
    private TargetOptions targetOptions;

    ConnectionTestCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected int run() {
        TargetOptions options = name == null ? targetOptions : targetOptions.namedConnection(name);
        if (!options.server()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Name a saved connection or give --target URL");
        }
        long start = System.nanoTime();
        try (QueryTarget target = options.open(root)) {
            TargetInfo info = target.info();
            streams.printOut(info.description() + "\t" + info.engineVersion() + "\n");
            streams.err().printf(java.util.Locale.ROOT, "Connected in %.0f ms%n", (System.nanoTime() - start) / 1e6);
        }
        return ExitCodes.OK;
    }
}
