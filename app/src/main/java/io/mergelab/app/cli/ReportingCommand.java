package io.mergelab.app.cli;

import java.util.concurrent.Callable;

/**
 * A subcommand that works with the root command's options (data directory, environment) and ends on an error as
 * clickhouse-client does (see {@link CommandErrors}): subclasses only {@link #run}.
 */
abstract class ReportingCommand implements Callable<Integer> {
    protected final MergeLabCommand root;
    protected final CommandStreams streams;

    ReportingCommand(MergeLabCommand root, CommandStreams streams) {
        this.root = root;
        this.streams = streams;
    }

    @Override
    public final Integer call() {
        return CommandErrors.reported(streams, this::run);
    }

    /** Does the command's work; returns the exit code. */
    protected abstract int run();
}
