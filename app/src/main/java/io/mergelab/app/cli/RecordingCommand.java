package io.mergelab.app.cli;

/** A {@link StoreCommand} that stores runs, so it creates the store when there is none yet. */
abstract class RecordingCommand extends StoreCommand {
    RecordingCommand(MergeLabCommand root, CommandStreams streams) {
        super(root, streams);
    }

    @Override
    protected final boolean recordsRuns() {
        return true;
    }
}
